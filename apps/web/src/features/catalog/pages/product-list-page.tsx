import { ActionIcon, Avatar, Badge, Button, Container, Group, Paper, Stack, Table, Text, Tooltip } from '@mantine/core';
import { PRODUCTS_PAGE_SIZE, type Product } from '@songdee/shared/product/product.schema';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../app/navigation/paths';
import { confirmAction } from '../../../components/confirm-dialog';
import { DataPagination } from '../../../components/data-pagination';
import { EmptyState, ListSkeleton } from '../../../components/empty-state';
import { EditIcon, ParcelIcon, PlusIcon, StoreIcon, TrashIcon } from '../../../components/icons';
import { PageHeader } from '../../../components/page-header';
import { SearchInput } from '../../../components/search-input';
import { fileUrl } from '../../../lib/files';
import { formatBaht } from '../../../lib/format';
import { readStorage, writeStorage } from '../../../lib/local-storage';
import { notifyApiError, notifySuccess } from '../../../lib/notify';
import { useSellerStore } from '../../../lib/seller-store';
import { useWideScreen } from '../../../lib/use-wide-screen';
import { useDeleteProduct, useStoreProducts } from '../api/use-products';

const pageKey = (storeId: string) => `productListPage:${storeId}`;

/**
 * The owner's product list (spec 2 "Admin product area"): 8 a page, search, edit and delete. It remembers its
 * page: the page is in the address, and kept in local storage for the next visit from the menu.
 */
export function ProductListPage() {
  const { t, i18n } = useTranslation();
  const { storeId, storeUri } = useSellerStore();
  const isWide = useWideScreen();
  const [params, setParams] = useSearchParams();
  const pageParam = Number.parseInt(params.get('page') ?? '', 10);
  const remembered = Number.parseInt(readStorage(pageKey(storeId)) ?? '1', 10) || 1;
  const page = pageParam > 0 ? pageParam : remembered;
  const searchString = params.get('q') ?? '';
  const products = useStoreProducts(storeId, { page, size: PRODUCTS_PAGE_SIZE, searchString });
  const remove = useDeleteProduct(storeId);

  useEffect(() => writeStorage(pageKey(storeId), String(page)), [storeId, page]);
  // A remembered page past the end (products were deleted) falls back to the last page.
  const totalCount = products.data?.paging.totalCount ?? 0;
  const lastPage = Math.max(1, Math.ceil(totalCount / PRODUCTS_PAGE_SIZE));
  useEffect(() => {
    if (products.data && page > lastPage) setParams({ page: String(lastPage) }, { replace: true });
  }, [products.data, page, lastPage, setParams]);

  const go = (next: { page?: number; q?: string }) => {
    const search = new URLSearchParams();
    const q = next.q ?? searchString;
    search.set('page', String(next.page ?? page));
    if (q) search.set('q', q);
    setParams(search, { replace: true });
  };

  const rows = products.data?.contents ?? [];
  const price = (p: Product) => t('storeUi:money.baht', { amount: formatBaht(p.price, i18n.language) });
  const thumb = (p: Product) => (
    <Avatar src={p.productImages[0] ? fileUrl(p.productImages[0].thumbnailFilePath) : null} radius="md" size={52} color="gray">
      <ParcelIcon size={22} />
    </Avatar>
  );
  const askDelete = (p: Product) =>
    confirmAction({
      title: t('storeUi:products.deleteTitle'),
      message: t('storeUi:products.deleteMessage', { name: p.name }),
      confirmLabel: t('common:actions.delete'),
      onConfirm: () =>
        remove.mutate(p.id, {
          onSuccess: () => notifySuccess(t('storeUi:products.deleted')),
          onError: notifyApiError,
        }),
    });
  const actions = (p: Product) => (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Tooltip label={t('common:actions.edit')}>
        <ActionIcon
          component={Link}
          to={paths.productManage(storeUri, p.id)}
          variant="subtle"
          color="gray"
          aria-label={`${t('common:actions.edit')} ${p.name}`}
          data-testid="edit-product"
        >
          <EditIcon size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('common:actions.delete')}>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`${t('common:actions.delete')} ${p.name}`}
          onClick={() => askDelete(p)}
          data-testid="delete-product"
        >
          <TrashIcon size={18} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );

  return (
    <Container size="xl" py={{ base: 'lg', sm: 32 }}>
      <Stack gap="lg">
        <PageHeader
          title={t('storeUi:products.title')}
          description={t('storeUi:products.subtitle')}
          crumbs={[{ label: t('storeUi:products.title') }]}
          actions={
            <>
              <Button
                component={Link}
                to={paths.storeMain(storeUri)}
                variant="default"
                leftSection={<StoreIcon size={18} />}
                data-testid="view-storefront"
              >
                {t('storeUi:products.viewStore')}
              </Button>
              <Button component={Link} to={paths.productManage(storeUri)} leftSection={<PlusIcon size={18} />} data-testid="create-product">
                {t('storeUi:products.create')}
              </Button>
            </>
          }
        />
        <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
          <Stack gap="md">
            <Group>
              <SearchInput value={searchString} placeholder={t('storeUi:products.search')} onSearch={(q) => go({ q, page: 1 })} />
            </Group>
            {products.isPending ? (
              <ListSkeleton rows={4} height={60} />
            ) : rows.length === 0 ? (
              <EmptyState
                icon={<ParcelIcon size={28} />}
                text={searchString ? t('storeUi:products.emptySearch') : t('storeUi:products.empty')}
              />
            ) : isWide ? (
              <Table.ScrollContainer minWidth={720}>
                <Table verticalSpacing="sm" highlightOnHover data-testid="product-table">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th w={70} />
                      <Table.Th>{t('storeUi:fields.productName')}</Table.Th>
                      <Table.Th>{t('storeUi:fields.category')}</Table.Th>
                      <Table.Th ta="right">{t('storeUi:fields.price')}</Table.Th>
                      <Table.Th ta="right">{t('storeUi:products.actions')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {rows.map((p) => (
                      <Table.Tr key={p.id} data-testid="product-row">
                        <Table.Td>{thumb(p)}</Table.Td>
                        <Table.Td>
                          <Text fw={600}>{p.name}</Text>
                          <Text fz="xs" c="dimmed" lineClamp={1}>
                            {p.description}
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          <Badge variant="light" color="postBlue">
                            {p.productCategory.name}
                          </Badge>
                        </Table.Td>
                        <Table.Td ta="right" fw={600} style={{ whiteSpace: 'nowrap' }}>
                          {price(p)}
                        </Table.Td>
                        <Table.Td>{actions(p)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            ) : (
              <Stack gap="sm">
                {rows.map((p) => (
                  <Paper key={p.id} withBorder radius="md" p="sm" data-testid="product-row">
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
                  </Paper>
                ))}
              </Stack>
            )}
            {products.data ? (
              <DataPagination page={page} size={PRODUCTS_PAGE_SIZE} totalCount={totalCount} onPageChange={(p) => go({ page: p })} />
            ) : null}
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
