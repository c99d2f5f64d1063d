import { Paper, Stack, Text } from '@mantine/core';
import { SHIPPING_LIST_PAGE_SIZE, type ShippingListOrder } from '@songdee/shared/shipping-list/shipping-list.schema';
import { useTranslation } from 'react-i18next';
import { ListView } from '../../../components/lists/list-page';
import { useListState } from '../../../lib/use-list-params';
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
  const list = useListState(SHIPPING_LIST_PAGE_SIZE);
  const query = useAvailableForShippingList(storeId, list.params);
  const needle = list.searchString.toLowerCase();
  const back =
    list.page === 1
      ? takenOff.filter((o) => !needle || [o.name, o.recipientName, o.barcode ?? ''].some((v) => v.toLowerCase().includes(needle)))
      : [];
  // The taken-off orders lead the first page, above the server's.
  const contents = [...back, ...(query.data?.contents ?? [])];
  const paging = query.data?.paging ?? { page: list.page, size: list.size, totalCount: 0 };

  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }} data-testid="available-orders">
      <Stack gap="md">
        <Text fw={700}>{t('shippingListUi:manage.available')}</Text>
        <ListView
          query={{ isPending: query.isPending, data: { contents, paging } }}
          paging={list}
          search={{ placeholder: t('shippingListUi:manage.availableSearch'), testId: 'available-search' }}
          empty={{ text: t(list.searchString ? 'shippingListUi:manage.availableEmptySearch' : 'shippingListUi:manage.availableEmpty') }}
          skeleton={{ rows: 3 }}
        >
          {(rows) => <ShippingListOrdersTable orders={rows} mode="add" onAction={onAdd} isOnList={isOnList} testId="available-table" />}
        </ListView>
      </Stack>
    </Paper>
  );
}
