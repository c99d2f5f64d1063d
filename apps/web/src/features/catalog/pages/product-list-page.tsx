import { Avatar, Badge, Group, Text } from '@mantine/core';
import { PRODUCTS_PAGE_SIZE, type Product, productListQuerySchema } from '@songdee/shared/product/product.schema';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/navigation/paths';
import { ParcelIcon, PlusIcon, StoreIcon } from '../../../components/icons';
import { LinkButton } from '../../../components/link-button';
import { ListPage } from '../../../components/lists/list-page';
import { deleteAction, deleteTexts, editAction, RowActions } from '../../../components/row-actions';
import { fileUrl } from '../../../lib/files';
import { formatBaht } from '../../../lib/format';
import { readStorage, writeStorage } from '../../../lib/local-storage';
import { useSellerStore } from '../../../lib/seller-store';
import { useListParams } from '../../../lib/use-list-params';
import { useDeleteProduct, useStoreProducts } from '../api/use-products';

const pageKey = (storeId: string) => `productListPage:${storeId}`;

/**
 * The owner's product list (spec 2 "Admin product area"): 8 a page, search, edit and delete. It remembers its
 * page: the page is in the address, and kept in local storage for the next visit from the menu.
 */
export function ProductListPage() {
  const { t, i18n } = useTranslation();
  const { storeId, storeUri } = useSellerStore();
  // The page is always written, so an address without one means "the remembered page".
  const list = useListParams(productListQuerySchema.pick({ page: true, size: true, searchString: true }), {
    names: { searchString: 'q' },
    sizes: [PRODUCTS_PAGE_SIZE],
    keepDefaults: ['page'],
  });
  const remembered = Number.parseInt(readStorage(pageKey(storeId)) ?? '1', 10) || 1;
  const page = list.present.has('page') ? list.page : remembered;
  const products = useStoreProducts(storeId, { ...list.params, page });
  const remove = useDeleteProduct(storeId);

  useEffect(() => writeStorage(pageKey(storeId), String(page)), [storeId, page]);
  // A remembered page past the end (products were deleted) falls back to the last page.
  const totalCount = products.data?.paging.totalCount ?? 0;
  const lastPage = Math.max(1, Math.ceil(totalCount / PRODUCTS_PAGE_SIZE));
  useEffect(() => {
    if (products.data && page > lastPage) list.setPage(lastPage);
  }, [products.data, page, lastPage, list.setPage]);

  const price = (p: Product) => t('storeUi:money.baht', { amount: formatBaht(p.price, i18n.language) });
  const thumb = (p: Product) => (
    <Avatar src={p.productImages[0] ? fileUrl(p.productImages[0].thumbnailFilePath) : null} alt={p.name} radius="md" size={52} color="gray">
      <ParcelIcon size={22} />
    </Avatar>
  );
  const actions = (p: Product) => (
    <RowActions
      subject={p.name}
      actions={[
        editAction({ to: paths.productManage(storeUri, p.id), testId: 'edit-product' }),
        deleteAction({
          mutation: remove,
          variables: p.id,
          ...deleteTexts('storeUi:products', { name: p.name }),
          testId: 'delete-product',
        }),
      ]}
    />
  );

  return (
    <ListPage
      texts="storeUi:products"
      actions={
        <>
          <LinkButton to={paths.storeMain(storeUri)} variant="default" icon={<StoreIcon size={18} />} testId="view-storefront">
            {t('storeUi:products.viewStore')}
          </LinkButton>
          <LinkButton to={paths.productManage(storeUri)} icon={<PlusIcon size={18} />} testId="create-product">
            {t('storeUi:products.create')}
          </LinkButton>
        </>
      }
      query={products}
      paging={{ ...list, page }}
      search
      skeleton={{ rows: 4, height: 60 }}
      empty={{ icon: <ParcelIcon size={28} /> }}
      rows={{
        minWidth: 720,
        testIds: 'product',
        columns: [
          { key: 'thumb', w: 70, cell: thumb },
          {
            key: 'name',
            header: t('storeUi:fields.productName'),
            cell: (p) => (
              <>
                <Text fw={600}>{p.name}</Text>
                <Text fz="xs" c="dimmed" lineClamp={1}>
                  {p.description}
                </Text>
              </>
            ),
          },
          {
            key: 'category',
            header: t('storeUi:fields.category'),
            cell: (p) => (
              <Badge variant="light" color="postBlue">
                {p.productCategory.name}
              </Badge>
            ),
          },
          { key: 'price', header: t('storeUi:fields.price'), ta: 'right', td: { fw: 600, style: { whiteSpace: 'nowrap' } }, cell: price },
          { key: 'actions', header: t('storeUi:products.actions'), ta: 'right', cell: actions },
        ],
        card: (p) => (
          <Group wrap="nowrap" align="flex-start">
            {thumb(p)}
            <div style={{ flex: 1, minWidth: 0 }}>
              <Text fw={600}>{p.name}</Text>
              <Text fz="sm" c="dimmed">
                {p.productCategory.name} · {price(p)}
              </Text>
            </div>
            {actions(p)}
          </Group>
        ),
      }}
    />
  );
}
