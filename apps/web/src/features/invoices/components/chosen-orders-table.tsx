import { Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListRows } from '../../../components/lists/list-page';
import { serviceLabel, type WizardOrder, wizardTotals } from '../wizard/invoice-wizard-store';
import { useInvoiceFormat } from './use-invoice-format';

interface ChosenOrdersTableProps {
  orders: WizardOrder[];
  /** The weight as text (chosen orders) or its input (set weight). */
  weightCell: (order: WizardOrder) => ReactNode;
  actions: (order: WizardOrder) => ReactNode;
}

/**
 * The wizard's chosen orders (spec 1 "Invoice wizard" steps 2 and 3): name, quantity, price, main service, weight
 * and the fee the server priced, with totals; cards on a narrow screen.
 */
export function ChosenOrdersTable({ orders, weightCell, actions }: ChosenOrdersTableProps) {
  const { t } = useTranslation();
  const { baht, grams } = useInvoiceFormat();
  const totals = wizardTotals({ orders });
  const fee = (o: WizardOrder) =>
    o.serviceCost === null ? (
      <Text component="span" fz="sm" c="dimmed" data-testid="service-cost-pending">
        {t('invoiceUi:columns.feePending')}
      </Text>
    ) : (
      <Text component="span" fz="sm" fw={600} data-testid="service-cost">
        {baht(o.serviceCost)}
      </Text>
    );
  const totalsLine = (
    <Group justify="flex-end" gap="lg" data-testid="chosen-totals">
      <Text fz="sm">
        {t('invoiceUi:totals.orders', { count: orders.length })} · {t('invoiceUi:totals.weight')}{' '}
        <b data-testid="total-weight">{grams(totals.weight)}</b>
      </Text>
      <Text fz="sm">
        {t('invoiceUi:totals.cost')} <b data-testid="total-cost">{baht(totals.cost)}</b>
        {totals.isCostComplete ? null : (
          <Text component="span" fz="xs" c="dimmed" ml={6}>
            {t('invoiceUi:totals.costPending')}
          </Text>
        )}
      </Text>
    </Group>
  );

  return (
    <Stack gap="sm">
      <ListRows
        rows={orders}
        rowKey={(o) => o.orderId}
        minWidth={860}
        testId="chosen-orders"
        cardsTestId="chosen-orders"
        rowTestId="chosen-row"
        rowProps={(o) => ({ 'data-order': o.name })}
        columns={[
          {
            key: 'name',
            header: t('invoiceUi:columns.orderName'),
            cell: (o) => (
              <>
                <Text fw={600} fz="sm" style={{ whiteSpace: 'nowrap' }}>
                  {o.name}
                </Text>
                <Text fz="xs" c="dimmed">
                  {o.recipientName}
                </Text>
              </>
            ),
          },
          { key: 'quantity', header: t('invoiceUi:columns.quantity'), ta: 'right', cell: (o) => o.totalQty },
          {
            key: 'price',
            header: t('invoiceUi:columns.price'),
            ta: 'right',
            td: { style: { whiteSpace: 'nowrap' } },
            cell: (o) => baht(o.totalPrice),
          },
          { key: 'service', header: t('invoiceUi:columns.service'), td: { fz: 'sm' }, cell: (o) => serviceLabel(t, o) },
          { key: 'weight', header: t('invoiceUi:columns.weight'), w: 260, cell: weightCell },
          { key: 'fee', header: t('invoiceUi:columns.serviceCost'), ta: 'right', td: { style: { whiteSpace: 'nowrap' } }, cell: fee },
          { key: 'actions', cell: actions },
        ]}
        card={(o) => (
          <>
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <div style={{ minWidth: 0 }}>
                <Text fw={700}>{o.name}</Text>
                <Text fz="xs" c="dimmed">
                  {o.recipientName} · {serviceLabel(t, o)}
                </Text>
                <Text fz="sm">
                  {t('invoiceUi:columns.pieces', { count: o.totalQty })} · {baht(o.totalPrice)}
                </Text>
              </div>
              {actions(o)}
            </Group>
            <Group justify="space-between" align="flex-end" mt={8} wrap="nowrap">
              <div style={{ flex: 1, minWidth: 0 }}>{weightCell(o)}</div>
              {fee(o)}
            </Group>
          </>
        )}
      />
      {totalsLine}
    </Stack>
  );
}
