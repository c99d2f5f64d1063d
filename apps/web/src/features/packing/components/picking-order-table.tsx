import { Button, Checkbox, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatBaht, formatDate } from '../../../lib/format';
import { useWideScreen } from '../../../lib/use-wide-screen';
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
  const isWide = useWideScreen();
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

  if (!isWide) {
    return (
      <Stack gap="sm" data-testid="order-choice-table">
        {rows.map((o) => (
          <Paper key={o.id} withBorder radius="md" p="sm" data-testid="order-choice-row" data-order={o.name}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Group gap="sm" wrap="nowrap" align="flex-start">
                {check(o)}
                <div>
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
                </div>
              </Group>
              {detail(o)}
            </Group>
          </Paper>
        ))}
      </Stack>
    );
  }

  return (
    <Table.ScrollContainer minWidth={860}>
      <Table verticalSpacing="sm" highlightOnHover data-testid="order-choice-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40} />
            <Table.Th w={60}>{t('pickingUi:columns.number')}</Table.Th>
            <Table.Th>{t('pickingUi:columns.orderName')}</Table.Th>
            <Table.Th>{t('pickingUi:columns.orderDate')}</Table.Th>
            <Table.Th>{t('pickingUi:columns.recipient')}</Table.Th>
            <Table.Th ta="right">{t('pickingUi:columns.quantity')}</Table.Th>
            <Table.Th>{t('pickingUi:columns.service')}</Table.Th>
            <Table.Th ta="right">{t('pickingUi:columns.total')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((o, index) => (
            <Table.Tr key={o.id} bg={isSelected(o.id) ? 'postBlue.0' : undefined} data-testid="order-choice-row" data-order={o.name}>
              <Table.Td>{check(o)}</Table.Td>
              <Table.Td>{offset + index + 1}</Table.Td>
              <Table.Td fw={600}>{o.name}</Table.Td>
              <Table.Td>{date(o.createdDate)}</Table.Td>
              <Table.Td>{o.recipientName}</Table.Td>
              <Table.Td ta="right">{o.totalQty}</Table.Td>
              <Table.Td>{o.storeDeliveryOption.name}</Table.Td>
              <Table.Td ta="right" fw={600}>
                {baht(o.totalPrice)}
              </Table.Td>
              <Table.Td ta="right">{detail(o)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
