import { ActionIcon, Button, Stack, Text, Tooltip } from '@mantine/core';
import type { ShippingListOrder } from '@songdee/shared/shipping-list/shipping-list.schema';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PlusIcon, TrashIcon } from '../../../components/icons';
import { ListRows } from '../../../components/lists/list-page';
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
          // Named by its text once on the list (a name hiding the text it shows fails axe-core's label-content-name-mismatch).
          aria-label={onList ? undefined : t('shippingListUi:manage.addOrder', { name: order.name })}
          onClick={() => onAction?.(order)}
          data-testid="add-order"
        >
          {onList ? t('shippingListUi:manage.added') : t('shippingListUi:manage.add')}
        </Button>
      );
    }
    return null;
  };

  const withAction = mode !== 'none';
  return (
    <ListRows
      rows={[...orders]}
      rowKey={(order) => order.orderId}
      minWidth={820}
      spacing="xs"
      testId={testId}
      cardsTestId={testId}
      rowTestId="order-row"
      rowProps={(order) => ({ 'data-order': order.name })}
      columns={[
        {
          key: 'name',
          header: t('shippingListUi:orderColumns.name'),
          td: { fw: 600, style: { whiteSpace: 'nowrap' } },
          cell: (order) => order.name,
        },
        { key: 'recipient', header: t('shippingListUi:orderColumns.recipient'), cell: (order) => order.recipientName },
        {
          key: 'barcode',
          header: t('shippingListUi:orderColumns.barcode'),
          td: { ff: 'monospace', fz: 'sm', 'data-testid': 'order-barcode' },
          cell: (order) => order.barcode ?? '-',
        },
        { key: 'service', header: t('shippingListUi:orderColumns.service'), td: { fz: 'sm' }, cell: (order) => order.deliveryOptionName },
        { key: 'qty', header: t('shippingListUi:orderColumns.qty'), ta: 'right', cell: (order) => number(order.totalQty) },
        { key: 'weight', header: t('shippingListUi:orderColumns.weight'), ta: 'right', cell: (order) => number(order.weight) },
        {
          key: 'cost',
          header: t('shippingListUi:orderColumns.cost'),
          ta: 'right',
          td: { style: { whiteSpace: 'nowrap' } },
          cell: (order) => bahtFigure(order.serviceCost),
        },
        ...(withAction ? [{ key: 'action', ta: 'right' as const, cell: action }] : []),
      ]}
      card={(order) => (
        <>
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
          {withAction ? (
            <Stack align="flex-end" mt={4}>
              {action(order)}
            </Stack>
          ) : null}
        </>
      )}
    />
  );
}
