import { Group, Paper, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { useWideScreen } from '../../../lib/use-wide-screen';
import type { PackingListRow } from '../api/packing-api';
import { PackingListStatusBadge } from './packing-list-status-badge';

/**
 * Packing lists (spec 1 "Pending and history lists"): number, last updated date, packing code, order count and
 * status, with the tab's actions; cards on a phone.
 */
export function PackingListTable({ rows, actions }: { rows: readonly PackingListRow[]; actions: (row: PackingListRow) => ReactNode }) {
  const { t } = useTranslation();
  const isWide = useWideScreen();
  if (!isWide) {
    return (
      <Stack gap="sm" data-testid="packing-list-table">
        {rows.map((row) => (
          <Paper key={row.id} withBorder radius="md" p="sm" data-testid="packing-list-row" data-code={row.packingCode}>
            <Group justify="space-between" wrap="nowrap">
              <Text fw={700}>
                {row.number}. {row.packingCode}
              </Text>
              <PackingListStatusBadge status={row.status} />
            </Group>
            <Text fz="sm" c="dimmed">
              {formatDateTime(row.updatedDate)} · {t('pickingUi:count.orderCount', { count: row.orderCount })}
            </Text>
            <Group justify="flex-end" mt={6}>
              {actions(row)}
            </Group>
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" highlightOnHover data-testid="packing-list-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={70}>{t('pickingUi:columns.number')}</Table.Th>
            <Table.Th>{t('pickingUi:columns.updated')}</Table.Th>
            <Table.Th>{t('pickingUi:columns.packingCode')}</Table.Th>
            <Table.Th ta="right">{t('pickingUi:columns.orderCount')}</Table.Th>
            <Table.Th>{t('pickingUi:columns.status')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} data-testid="packing-list-row" data-code={row.packingCode}>
              <Table.Td>{row.number}</Table.Td>
              <Table.Td>{formatDateTime(row.updatedDate)}</Table.Td>
              <Table.Td fw={600}>{row.packingCode}</Table.Td>
              <Table.Td ta="right">{row.orderCount}</Table.Td>
              <Table.Td>
                <PackingListStatusBadge status={row.status} />
              </Table.Td>
              <Table.Td>{actions(row)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
