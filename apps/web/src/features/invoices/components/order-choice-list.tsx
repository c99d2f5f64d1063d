import { Badge, Checkbox, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ListIcon } from '../../../components/icons';
import { ListRows } from '../../../components/lists/list-page';
import { TickCard } from '../../../components/lists/tick-card';
import { RowActions } from '../../../components/row-actions';
import type { WizardOrder } from '../wizard/invoice-wizard-store';
import { serviceLabel } from '../wizard/invoice-wizard-store';
import { useInvoiceFormat } from './use-invoice-format';

export interface ChoiceRow {
  order: WizardOrder;
  /** Already on the edited draft (the server lists those apart from the free orders). */
  isOnInvoice: boolean;
}

interface OrderChoiceListProps {
  rows: ChoiceRow[];
  isChosen: (orderId: string) => boolean;
  onToggle: (order: WizardOrder) => void;
  onToggleAll: (orders: WizardOrder[], choose: boolean) => void;
  onDetails: (orderId: string) => void;
}

/** The choose-orders step's checkbox list (spec 1 "Invoice wizard" step 1), with details per order. */
export function OrderChoiceList({ rows, isChosen, onToggle, onToggleAll, onDetails }: OrderChoiceListProps) {
  const { t } = useTranslation();
  const { baht } = useInvoiceFormat();
  const chosenHere = rows.filter((r) => isChosen(r.order.orderId)).length;
  const allChosen = rows.length > 0 && chosenHere === rows.length;

  const checkbox = (row: ChoiceRow) => (
    <Checkbox
      checked={isChosen(row.order.orderId)}
      onChange={() => onToggle(row.order)}
      aria-label={t('invoiceUi:choose.chooseOrder', { name: row.order.name })}
      data-testid="choose-order"
    />
  );
  const details = (row: ChoiceRow) => (
    <RowActions
      subject={row.order.name}
      actions={[
        {
          label: t('invoiceUi:actions.details'),
          icon: <ListIcon size={18} />,
          onClick: () => onDetails(row.order.orderId),
          testId: 'order-details',
        },
      ]}
    />
  );
  const onInvoice = (row: ChoiceRow) =>
    row.isOnInvoice ? (
      <Badge size="xs" variant="light" color="postBlue" ml={6}>
        {t('invoiceUi:choose.onInvoice')}
      </Badge>
    ) : null;

  return (
    <ListRows
      rows={rows}
      rowKey={(row) => row.order.orderId}
      minWidth={720}
      testId="choice-list"
      cardsTestId="choice-list"
      rowTestId="choice-row"
      rowProps={(row) => ({ 'data-order': row.order.name })}
      columns={[
        {
          key: 'choose',
          w: 40,
          header: (
            <Checkbox
              checked={allChosen}
              indeterminate={chosenHere > 0 && !allChosen}
              onChange={() =>
                onToggleAll(
                  rows.map((r) => r.order),
                  !allChosen,
                )
              }
              aria-label={t('invoiceUi:choose.chooseAll')}
              data-testid="choose-all"
            />
          ),
          cell: checkbox,
        },
        {
          key: 'name',
          header: t('invoiceUi:columns.orderName'),
          td: { fw: 600, style: { whiteSpace: 'nowrap' } },
          cell: (row) => (
            <>
              {row.order.name}
              {onInvoice(row)}
            </>
          ),
        },
        { key: 'recipient', header: t('invoiceUi:columns.recipient'), cell: (row) => row.order.recipientName },
        { key: 'quantity', header: t('invoiceUi:columns.quantity'), ta: 'right', cell: (row) => row.order.totalQty },
        {
          key: 'price',
          header: t('invoiceUi:columns.price'),
          ta: 'right',
          td: { style: { whiteSpace: 'nowrap' } },
          cell: (row) => baht(row.order.totalPrice),
        },
        { key: 'service', header: t('invoiceUi:columns.service'), td: { fz: 'sm' }, cell: (row) => serviceLabel(t, row.order) },
        { key: 'details', ta: 'right', cell: details },
      ]}
      card={(row) => (
        <TickCard tick={checkbox(row)} end={details(row)}>
          <Text fw={700}>
            {row.order.name}
            {onInvoice(row)}
          </Text>
          <Text fz="xs" c="dimmed">
            {row.order.recipientName} · {serviceLabel(t, row.order)}
          </Text>
          <Text fz="sm">
            {t('invoiceUi:columns.pieces', { count: row.order.totalQty })} · {baht(row.order.totalPrice)}
          </Text>
        </TickCard>
      )}
    />
  );
}
