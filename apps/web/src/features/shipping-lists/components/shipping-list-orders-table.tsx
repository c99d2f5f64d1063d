import { ActionIcon, Button, Paper, Stack, Table, Text, Tooltip } from '@mantine/core';
import type { ShippingListOrder } from '@songdee/shared/shipping-list/shipping-list.schema';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PlusIcon, TrashIcon } from '../../../components/icons';
import { useWideScreen } from '../../../lib/use-wide-screen';
import { useShippingFormat } from './use-shipping-format';

interface OrdersTableProps {
  orders: readonly ShippingListOrder[];
  /** "remove" on the list's own orders (editable lists), "add" on the offered ones, none when read-only. */
  mode: 'remove' | 'add' | 'none';
  onAction?: (order: ShippingListOrder) => void;
  /** Offered orders already on the list show "on this list" instead of an add button. */
  isOnList?: (orderId: string) => boolean;
  testId: string;
}

/**
 * Orders with their quantity, weight (grams) and postage (baht, two decimals): the list's own orders, or those
 * offered by availableForShippingList. A table above 500 px, cards below.
 */
export function ShippingListOrdersTable({ orders, mode, onAction, isOnList, testId }: OrdersTableProps) {
  const { t } = useTranslation();
  const isWide = useWideScreen();
  const { bahtFigure, baht, grams, number } = useShippingFormat();

  const action = (order: ShippingListOrder): ReactNode => {
    if (mode === 'remove') {
      return (
        <Tooltip label={t('shippingListUi:manage.remove')}>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('shippingListUi:manage.removeOrder', { name: order.name })}
            onClick={() => onAction?.(order)}
            data-testid="remove-order"
          >
            <TrashIcon size={18} />
          </ActionIcon>
        </Tooltip>
      );
    }
    if (mode === 'add') {
      const onList = isOnList?.(order.orderId) ?? false;
      return (
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<PlusIcon size={14} />}
          disabled={onList}
          aria-label={t('shippingListUi:manage.addOrder', { name: order.name })}
          onClick={() => onAction?.(order)}
          data-testid="add-order"
        >
          {onList ? t('shippingListUi:manage.added') : t('shippingListUi:manage.add')}
        </Button>
      );
    }
    return null;
  };

  if (!isWide) {
    return (
      <Stack gap="sm" data-testid={testId}>
        {orders.map((order) => (
          <Paper key={order.orderId} withBorder radius="md" p="sm" data-testid="order-row" data-order={order.name}>
            <Stack gap={2}>
              <Text fw={700}>{order.name}</Text>
              <Text fz="sm">{order.recipientName}</Text>
              <Text fz="xs" c="dimmed">
                {order.barcode ?? '-'} · {order.deliveryOptionName}
              </Text>
              <Text fz="sm">
                {t('shippingListUi:totals.productCount', { count: order.totalQty })} · {grams(order.weight)} · {baht(order.serviceCost)}
              </Text>
            </Stack>
            {mode === 'none' ? null : (
              <Stack align="flex-end" mt={4}>
                {action(order)}
              </Stack>
            )}
          </Paper>
        ))}
      </Stack>
    );
  }

  return (
    <Table.ScrollContainer minWidth={820}>
      <Table verticalSpacing="xs" highlightOnHover data-testid={testId}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('shippingListUi:orderColumns.name')}</Table.Th>
            <Table.Th>{t('shippingListUi:orderColumns.recipient')}</Table.Th>
            <Table.Th>{t('shippingListUi:orderColumns.barcode')}</Table.Th>
            <Table.Th>{t('shippingListUi:orderColumns.service')}</Table.Th>
            <Table.Th ta="right">{t('shippingListUi:orderColumns.qty')}</Table.Th>
            <Table.Th ta="right">{t('shippingListUi:orderColumns.weight')}</Table.Th>
            <Table.Th ta="right">{t('shippingListUi:orderColumns.cost')}</Table.Th>
            {mode === 'none' ? null : <Table.Th />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {orders.map((order) => (
            <Table.Tr key={order.orderId} data-testid="order-row" data-order={order.name}>
              <Table.Td fw={600} style={{ whiteSpace: 'nowrap' }}>
                {order.name}
              </Table.Td>
              <Table.Td>{order.recipientName}</Table.Td>
              <Table.Td ff="monospace" fz="sm" data-testid="order-barcode">
                {order.barcode ?? '-'}
              </Table.Td>
              <Table.Td fz="sm">{order.deliveryOptionName}</Table.Td>
              <Table.Td ta="right">{number(order.totalQty)}</Table.Td>
              <Table.Td ta="right">{number(order.weight)}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {bahtFigure(order.serviceCost)}
              </Table.Td>
              {mode === 'none' ? null : <Table.Td ta="right">{action(order)}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
