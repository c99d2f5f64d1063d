import { Group, Paper, Stack, Text } from '@mantine/core';
import { SHIPPING_LIST_PAGE_SIZE, type ShippingListOrder } from '@songdee/shared/shipping-list/shipping-list.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataPagination } from '../../../components/data-pagination';
import { EmptyState, ListSkeleton } from '../../../components/empty-state';
import { SearchInput } from '../../../components/search-input';
import { useAvailableForShippingList } from '../api/use-shipping-lists';
import { ShippingListOrdersTable } from './shipping-list-orders-table';

interface AvailableOrdersPanelProps {
  storeId: string;
  /** The saved list's orders taken off on screen: availableForShippingList leaves them out until the save. */
  takenOff: readonly ShippingListOrder[];
  isOnList: (orderId: string) => boolean;
  onAdd: (order: ShippingListOrder) => void;
}

/** Orders with a label and on no list (availableForShippingList), searched and paged, each with "add". */
export function AvailableOrdersPanel({ storeId, takenOff, isOnList, onAdd }: AvailableOrdersPanelProps) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [searchString, setSearchString] = useState('');
  const query = useAvailableForShippingList(storeId, { page, size: SHIPPING_LIST_PAGE_SIZE, searchString });
  const needle = searchString.toLowerCase();
  const back =
    page === 1
      ? takenOff.filter((o) => !needle || [o.name, o.recipientName, o.barcode ?? ''].some((v) => v.toLowerCase().includes(needle)))
      : [];
  const rows = [...back, ...(query.data?.contents ?? [])];
  const totalCount = query.data?.paging.totalCount ?? 0;

  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }} data-testid="available-orders">
      <Stack gap="md">
        <Group justify="space-between">
          <Text fw={700}>{t('shippingListUi:manage.available')}</Text>
          <SearchInput
            value={searchString}
            placeholder={t('shippingListUi:manage.availableSearch')}
            onSearch={(text) => {
              setSearchString(text);
              setPage(1);
            }}
            testId="available-search"
          />
        </Group>
        {query.isPending ? (
          <ListSkeleton rows={3} />
        ) : rows.length === 0 ? (
          <EmptyState text={t(searchString ? 'shippingListUi:manage.availableEmptySearch' : 'shippingListUi:manage.availableEmpty')} />
        ) : (
          <ShippingListOrdersTable orders={rows} mode="add" onAction={onAdd} isOnList={isOnList} testId="available-table" />
        )}
        {totalCount > SHIPPING_LIST_PAGE_SIZE ? (
          <DataPagination page={page} size={SHIPPING_LIST_PAGE_SIZE} totalCount={totalCount} onPageChange={setPage} />
        ) : null}
      </Stack>
    </Paper>
  );
}
