import { Group, Stack, Text } from '@mantine/core';
import type { ReserveSummary } from '@songdee/shared/reserve/reserve.schema';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListColumn, ListRowsProps } from '../../../components/lists/list-page';
import { formatDate } from '../../../lib/format';
import { ReservePaymentBadge, ReserveStatusBadge } from './reserve-badges';
import { useReserveFormat } from './use-reserve-format';

const NO_WRAP = { style: { whiteSpace: 'nowrap' } } as const;

/**
 * The rows of a reservation list (spec 2 "Reserve delivery"): number, creation date, post office (and the store
 * on the post office's list), total quantity as boxes (stored sets x 10), total price, paid or unpaid, status
 * and the row's actions. A table above 500 px, cards below.
 */
export function useReserveRows(options: {
  withStore?: boolean;
  actions: (row: ReserveSummary) => ReactNode;
}): Omit<ListRowsProps<ReserveSummary>, 'rows'> {
  const { t } = useTranslation();
  const { baht, boxes } = useReserveFormat();
  const { withStore = false, actions } = options;
  const columns: ListColumn<ReserveSummary>[] = [
    { key: 'code', header: t('reserveUi:columns.code'), td: { fw: 600, ...NO_WRAP, 'data-testid': 'reserve-code' }, cell: (r) => r.code },
    { key: 'date', header: t('reserveUi:columns.date'), td: { 'data-testid': 'reserve-date' }, cell: (r) => formatDate(r.createdDate) },
    ...(withStore
      ? [
          {
            key: 'store',
            header: t('reserveUi:columns.store'),
            td: { 'data-testid': 'reserve-store' },
            cell: (r: ReserveSummary) => r.storeName,
          },
        ]
      : []),
    { key: 'outlet', header: t('reserveUi:columns.outlet'), td: { 'data-testid': 'reserve-outlet' }, cell: (r) => r.outlet.outletName },
    {
      key: 'quantity',
      header: t('reserveUi:columns.quantity'),
      ta: 'right',
      td: { ...NO_WRAP, 'data-testid': 'reserve-quantity' },
      cell: (r) => boxes(r.totalQty),
    },
    {
      key: 'price',
      header: t('reserveUi:columns.price'),
      ta: 'right',
      td: { fw: 600, ...NO_WRAP, 'data-testid': 'reserve-price' },
      cell: (r) => baht(r.totalPrice),
    },
    { key: 'payment', header: t('reserveUi:columns.payment'), cell: (r) => <ReservePaymentBadge paid={r.statusPayment} /> },
    { key: 'status', header: t('reserveUi:columns.status'), cell: (r) => <ReserveStatusBadge statusKey={r.status.referenceKey} /> },
    { key: 'actions', cell: actions },
  ];
  return {
    minWidth: withStore ? 980 : 860,
    striped: true,
    testIds: 'reserve',
    rowProps: (r) => ({ 'data-code': r.code }),
    columns,
    card: (r) => (
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700} data-testid="reserve-code">
            {r.code}
          </Text>
          <Text fz="sm" c="dimmed" data-testid="reserve-date">
            {formatDate(r.createdDate)}
          </Text>
        </Group>
        {withStore ? (
          <Text fz="sm" fw={600} data-testid="reserve-store">
            {r.storeName}
          </Text>
        ) : null}
        <Text fz="sm" c="dimmed" data-testid="reserve-outlet">
          {r.outlet.outletName}
        </Text>
        <Group gap={6}>
          <ReserveStatusBadge statusKey={r.status.referenceKey} />
          <ReservePaymentBadge paid={r.statusPayment} />
        </Group>
        <Group justify="space-between" wrap="nowrap" mt={4}>
          <div>
            <Text fw={700} data-testid="reserve-price">
              {baht(r.totalPrice)}
            </Text>
            <Text fz="sm" c="dimmed" data-testid="reserve-quantity">
              {boxes(r.totalQty)}
            </Text>
          </div>
          {actions(r)}
        </Group>
      </Stack>
    ),
  };
}
