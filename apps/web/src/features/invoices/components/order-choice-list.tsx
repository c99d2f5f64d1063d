import { Badge, Checkbox, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ListIcon } from '../../../components/icons';
import { RowActions } from '../../../components/row-actions';
import { useWideScreen } from '../../../lib/use-wide-screen';
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
  const isWide = useWideScreen();
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

  if (!isWide) {
    return (
      <Stack gap="sm" data-testid="choice-list">
        {rows.map((row) => (
          <Paper key={row.order.orderId} withBorder radius="md" p="sm" data-testid="choice-row" data-order={row.order.name}>
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Group gap="sm" align="flex-start" wrap="nowrap">
                {checkbox(row)}
                <div>
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
                </div>
              </Group>
              {details(row)}
            </Group>
          </Paper>
        ))}
      </Stack>
    );
  }

  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="sm" highlightOnHover data-testid="choice-list">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
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
            </Table.Th>
            <Table.Th>{t('invoiceUi:columns.orderName')}</Table.Th>
            <Table.Th>{t('invoiceUi:columns.recipient')}</Table.Th>
            <Table.Th ta="right">{t('invoiceUi:columns.quantity')}</Table.Th>
            <Table.Th ta="right">{t('invoiceUi:columns.price')}</Table.Th>
            <Table.Th>{t('invoiceUi:columns.service')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.order.orderId} data-testid="choice-row" data-order={row.order.name}>
              <Table.Td>{checkbox(row)}</Table.Td>
              <Table.Td fw={600} style={{ whiteSpace: 'nowrap' }}>
                {row.order.name}
                {onInvoice(row)}
              </Table.Td>
              <Table.Td>{row.order.recipientName}</Table.Td>
              <Table.Td ta="right">{row.order.totalQty}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {baht(row.order.totalPrice)}
              </Table.Td>
              <Table.Td fz="sm">{serviceLabel(t, row.order)}</Table.Td>
              <Table.Td ta="right">{details(row)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
