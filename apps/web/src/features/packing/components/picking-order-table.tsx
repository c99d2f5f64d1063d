import { Button, Checkbox, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ListRows } from '../../../components/lists/list-page';
import { TickCard } from '../../../components/lists/tick-card';
import { formatBaht, formatDate } from '../../../lib/format';
import type { PackingOrderChoice } from '../api/packing-api';

/**
 * An order to choose: one waiting to be packed, or one already on the list being edited (whose date and total
 * the list does not carry).
 */
export type PickingOrderRow = Omit<PackingOrderChoice, 'createdDate' | 'totalPrice'> & { createdDate?: string; totalPrice?: number };

interface PickingOrderTableProps {
  rows: readonly PickingOrderRow[];
  /** Row numbers continue across pages. */
  offset: number;
  isSelected: (orderId: string) => boolean;
  onToggle: (order: PickingOrderRow, on: boolean) => void;
  onDetail: (orderId: string) => void;
}

/** Orders waiting to be packed, each with a checkbox and a detail button; cards on a phone. */
export function PickingOrderTable({ rows, offset, isSelected, onToggle, onDetail }: PickingOrderTableProps) {
  const { t, i18n } = useTranslation();
  const baht = (satang?: number) => (satang === undefined ? '-' : t('pickingUi:money.baht', { amount: formatBaht(satang, i18n.language) }));
  const date = (iso?: string) => (iso ? formatDate(iso) : '-');
  const check = (o: PickingOrderRow) => (
    <Checkbox
      checked={isSelected(o.id)}
      onChange={(e) => onToggle(o, e.currentTarget.checked)}
      aria-label={t('pickingUi:orders.select', { name: o.name })}
      data-testid="order-check"
    />
  );
  const detail = (o: PickingOrderRow) => (
    <Button size="xs" variant="default" onClick={() => onDetail(o.id)} data-testid="order-detail">
      {t('pickingUi:orders.detail')}
    </Button>
  );

  return (
    <ListRows
      rows={[...rows]}
      minWidth={860}
      testId="order-choice-table"
      cardsTestId="order-choice-table"
      rowTestId="order-choice-row"
      rowProps={(o) => ({ 'data-order': o.name, bg: isSelected(o.id) ? 'postBlue.0' : undefined })}
      columns={[
        { key: 'check', w: 40, cell: check },
        { key: 'number', w: 60, header: t('pickingUi:columns.number'), cell: (_, index) => offset + index + 1 },
        { key: 'name', header: t('pickingUi:columns.orderName'), td: { fw: 600 }, cell: (o) => o.name },
        { key: 'date', header: t('pickingUi:columns.orderDate'), cell: (o) => date(o.createdDate) },
        { key: 'recipient', header: t('pickingUi:columns.recipient'), cell: (o) => o.recipientName },
        { key: 'quantity', header: t('pickingUi:columns.quantity'), ta: 'right', cell: (o) => o.totalQty },
        { key: 'service', header: t('pickingUi:columns.service'), cell: (o) => o.storeDeliveryOption.name },
        { key: 'total', header: t('pickingUi:columns.total'), ta: 'right', td: { fw: 600 }, cell: (o) => baht(o.totalPrice) },
        { key: 'detail', ta: 'right', cell: detail },
      ]}
      card={(o) => (
        <TickCard tick={check(o)} end={detail(o)}>
          <Text fw={700}>{o.name}</Text>
          <Text fz="sm" c="dimmed">
            {date(o.createdDate)} · {o.recipientName}
          </Text>
          <Text fz="sm" c="dimmed">
            {t('pickingUi:orders.pieces', { count: o.totalQty })} · {o.storeDeliveryOption.name}
          </Text>
          <Text fz="sm" fw={600}>
            {baht(o.totalPrice)}
          </Text>
        </TickCard>
      )}
    />
  );
}
