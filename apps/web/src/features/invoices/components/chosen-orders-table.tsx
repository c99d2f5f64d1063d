import { Group, Paper, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useWideScreen } from '../../../lib/use-wide-screen';
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
  const isWide = useWideScreen();
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

  if (!isWide) {
    return (
      <Stack gap="sm" data-testid="chosen-orders">
        {orders.map((o) => (
          <Paper key={o.orderId} withBorder radius="md" p="sm" data-testid="chosen-row" data-order={o.name}>
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
          </Paper>
        ))}
        {totalsLine}
      </Stack>
    );
  }

  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={860}>
        <Table verticalSpacing="sm" highlightOnHover data-testid="chosen-orders">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('invoiceUi:columns.orderName')}</Table.Th>
              <Table.Th ta="right">{t('invoiceUi:columns.quantity')}</Table.Th>
              <Table.Th ta="right">{t('invoiceUi:columns.price')}</Table.Th>
              <Table.Th>{t('invoiceUi:columns.service')}</Table.Th>
              <Table.Th w={260}>{t('invoiceUi:columns.weight')}</Table.Th>
              <Table.Th ta="right">{t('invoiceUi:columns.serviceCost')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {orders.map((o) => (
              <Table.Tr key={o.orderId} data-testid="chosen-row" data-order={o.name}>
                <Table.Td>
                  <Text fw={600} fz="sm" style={{ whiteSpace: 'nowrap' }}>
                    {o.name}
                  </Text>
                  <Text fz="xs" c="dimmed">
                    {o.recipientName}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">{o.totalQty}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {baht(o.totalPrice)}
                </Table.Td>
                <Table.Td fz="sm">{serviceLabel(t, o)}</Table.Td>
                <Table.Td>{weightCell(o)}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {fee(o)}
                </Table.Td>
                <Table.Td>{actions(o)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {totalsLine}
    </Stack>
  );
}
