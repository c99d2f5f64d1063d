import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { PRODUCTS_PAGE_SIZE, productListQuerySchema } from '@songdee/shared/product/product.schema';
import type { Store } from '@songdee/shared/store/store.schema';
import { STORE_FIRST_SCREEN } from '@songdee/shared/store/store-first-screen';
import { useTranslation } from 'react-i18next';
import { ParcelIcon } from '../../../components/icons';
import { ListView } from '../../../components/lists/list-page';
import { useListParams } from '../../../lib/use-list-params';
import { useStorefrontProducts } from '../api/use-storefront';
import { ProductCard } from '../components/product-card';
import { ProductCarousel } from '../components/product-carousel';
import { StoreShell } from '../components/store-shell';

/** The product list's address: page and `q`, over the shared product query. */
const storeProductsParamsSchema = productListQuerySchema.pick({ page: true, size: true, searchString: true });

function StoreMain({ store }: { store: Store }) {
  const { t } = useTranslation();
  const list = useListParams(storeProductsParamsSchema, { names: { searchString: 'q' }, sizes: [PRODUCTS_PAGE_SIZE] });
  const featured = useStorefrontProducts(store.id, STORE_FIRST_SCREEN.featured);
  const products = useStorefrontProducts(store.id, list.params);

  return (
    <Stack gap={40}>
      <ProductCarousel products={featured.isError ? [] : featured.data?.contents} storeUri={store.uri} />
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg">
            {t('shopUi:main.allProducts')}
          </Title>
          {products.data ? (
            <Text fz="xs" c="dimmed">
              {t('shopUi:main.productCount', { count: products.data.paging.totalCount })}
            </Text>
          ) : null}
        </div>
        <ListView
          query={products}
          paging={list}
          search={{ placeholder: t('shopUi:main.search'), testId: 'product-search' }}
          empty={{ icon: <ParcelIcon size={28} />, text: list.searchString ? t('shopUi:main.emptySearch') : t('shopUi:main.empty') }}
          skeleton={{ rows: 2, height: 220 }}
        >
          {(rows) => (
            <SimpleGrid cols={{ base: 2, xs: 3, md: 4 }} spacing={{ base: 'sm', sm: 'lg' }} data-testid="product-grid">
              {rows.map((product) => (
                <ProductCard key={product.id} product={product} storeUri={store.uri} />
              ))}
            </SimpleGrid>
          )}
        </ListView>
      </Stack>
    </Stack>
  );
}

/** /stores/{uri}/main (spec 2 "Main and storefront"): the carousel and the store's products. */
export function StoreMainPage() {
  return <StoreShell>{(store) => <StoreMain store={store} />}</StoreShell>;
}
