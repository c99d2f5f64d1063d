import { Avatar, Button, Group, Modal, ScrollArea, Stack, Table, Text } from '@mantine/core';
import type { Product } from '@songdee/shared/product/product.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataPagination } from '../../../components/data-pagination';
import { EmptyState, ListSkeleton } from '../../../components/empty-state';
import { ParcelIcon } from '../../../components/icons';
import { SearchInput } from '../../../components/search-input';
import { fileUrl } from '../../../lib/files';
import { formatBaht } from '../../../lib/format';
import { useStoreProductsForOrder } from '../api/use-orders';

const PICKER_SIZE = 10;

/** The order manage "choose order items" popup: the store's products, searched, 10 a page. */
export function ProductPicker({
  storeId,
  opened,
  onClose,
  chosenIds,
  onPick,
}: {
  storeId: string;
  opened: boolean;
  onClose: () => void;
  chosenIds: ReadonlySet<string>;
  onPick: (product: Product) => void;
}) {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useState({ page: 1, size: PICKER_SIZE, searchString: '' });
  const products = useStoreProductsForOrder(storeId, params, opened);
  const rows = products.data?.contents ?? [];
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={<Text fw={700}>{t('orderUi:manage.pickItems')}</Text>}
      size="lg"
      radius="lg"
      centered
      scrollAreaComponent={ScrollArea.Autosize}
    >
      <Stack gap="sm">
        <Group>
          <SearchInput
            value={params.searchString}
            placeholder={t('orderUi:manage.searchProducts')}
            onSearch={(searchString) => setParams((p) => ({ ...p, searchString, page: 1 }))}
            testId="product-picker-search"
          />
        </Group>
        {products.isPending ? (
          <ListSkeleton />
        ) : rows.length === 0 ? (
          <EmptyState icon={<ParcelIcon size={28} />} text={t('orderUi:manage.noProducts')} />
        ) : (
          <Table verticalSpacing="xs">
            <Table.Tbody>
              {rows.map((p) => (
                <Table.Tr key={p.id}>
                  <Table.Td w={56}>
                    <Avatar src={p.productImages[0] ? fileUrl(p.productImages[0].thumbnailFilePath) : null} radius="md" color="gray">
                      <ParcelIcon size={18} />
                    </Avatar>
                  </Table.Td>
                  <Table.Td fw={600}>{p.name}</Table.Td>
                  <Table.Td ta="right">{t('orderUi:money.baht', { amount: formatBaht(p.price, i18n.language) })}</Table.Td>
                  <Table.Td ta="right">
                    <Button size="xs" variant="light" disabled={chosenIds.has(p.id)} onClick={() => onPick(p)}>
                      {chosenIds.has(p.id) ? t('orderUi:manage.added') : t('orderUi:manage.add')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {products.data ? (
          <DataPagination
            page={params.page}
            size={params.size}
            totalCount={products.data.paging.totalCount}
            onPageChange={(page) => setParams((p) => ({ ...p, page }))}
          />
        ) : null}
      </Stack>
    </Modal>
  );
}
