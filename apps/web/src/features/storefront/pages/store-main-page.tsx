import { Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { PRODUCTS_PAGE_SIZE } from '@songdee/shared/product/product.schema';
import type { Store } from '@songdee/shared/store/store.schema';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DataPagination } from '../../../components/data-pagination';
import { EmptyState, ListSkeleton } from '../../../components/empty-state';
import { ParcelIcon } from '../../../components/icons';
import { SearchInput } from '../../../components/search-input';
import { useStorefrontProducts } from '../api/use-storefront';
import { ProductCard } from '../components/product-card';
import { ProductCarousel } from '../components/product-carousel';
import { StoreShell } from '../components/store-shell';

/** Products in the carousel: the store's newest. */
const CAROUSEL_SIZE = 12;

function StoreMain({ store }: { store: Store }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const searchString = params.get('q') ?? '';
  const featured = useStorefrontProducts(store.id, { page: 1, size: CAROUSEL_SIZE });
  const products = useStorefrontProducts(store.id, { page, size: PRODUCTS_PAGE_SIZE, searchString });
  const rows = products.data?.contents ?? [];

  const go = (next: { page?: number; q?: string }) => {
    const search = new URLSearchParams();
    const q = next.q ?? searchString;
    const p = next.page ?? page;
    if (p > 1) search.set('page', String(p));
    if (q) search.set('q', q);
    setParams(search, { replace: true });
  };

  return (
    <Stack gap={40}>
      {featured.data && featured.data.contents.length > 0 ? (
        <ProductCarousel products={featured.data.contents} storeUri={store.uri} />
      ) : null}
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
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
          <SearchInput
            value={searchString}
            placeholder={t('shopUi:main.search')}
            onSearch={(q) => go({ q, page: 1 })}
            testId="product-search"
          />
        </Group>
        {products.isPending ? (
          <ListSkeleton rows={2} height={220} />
        ) : rows.length === 0 ? (
          <EmptyState icon={<ParcelIcon size={28} />} text={searchString ? t('shopUi:main.emptySearch') : t('shopUi:main.empty')} />
        ) : (
          <SimpleGrid cols={{ base: 2, xs: 3, md: 4 }} spacing={{ base: 'sm', sm: 'lg' }} data-testid="product-grid">
            {rows.map((product) => (
              <ProductCard key={product.id} product={product} storeUri={store.uri} />
            ))}
          </SimpleGrid>
        )}
        {products.data && products.data.paging.totalCount > 0 ? (
          <DataPagination
            page={page}
            size={PRODUCTS_PAGE_SIZE}
            totalCount={products.data.paging.totalCount}
            onPageChange={(p) => go({ page: p })}
          />
        ) : null}
      </Stack>
    </Stack>
  );
}

/** /stores/{uri}/main (spec 2 "Main and storefront"): the carousel and the store's products. */
export function StoreMainPage() {
  return <StoreShell>{(store) => <StoreMain store={store} />}</StoreShell>;
}
