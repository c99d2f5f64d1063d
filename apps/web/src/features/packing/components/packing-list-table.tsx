import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListRows } from '../../../components/lists/list-page';
import { formatDateTime } from '../../../lib/format';
import type { PackingListRow } from '../api/packing-api';
import { PackingListStatusBadge } from './packing-list-status-badge';

/**
 * Packing lists (spec 1 "Pending and history lists"): number, last updated date, packing code, order count and
 * status, with the tab's actions; cards on a phone.
 */
export function PackingListTable({ rows, actions }: { rows: PackingListRow[]; actions: (row: PackingListRow) => ReactNode }) {
  const { t } = useTranslation();
  return (
    <ListRows
      rows={rows}
      rowKey={(row) => row.id}
      minWidth={760}
      testId="packing-list-table"
      cardsTestId="packing-list-table"
      rowTestId="packing-list-row"
      rowProps={(row) => ({ 'data-code': row.packingCode })}
      columns={[
        { key: 'number', w: 70, header: t('pickingUi:columns.number'), cell: (row) => row.number },
        { key: 'updated', header: t('pickingUi:columns.updated'), cell: (row) => formatDateTime(row.updatedDate) },
        { key: 'code', header: t('pickingUi:columns.packingCode'), td: { fw: 600 }, cell: (row) => row.packingCode },
        { key: 'orders', header: t('pickingUi:columns.orderCount'), ta: 'right', cell: (row) => row.orderCount },
        { key: 'status', header: t('pickingUi:columns.status'), cell: (row) => <PackingListStatusBadge status={row.status} /> },
        { key: 'actions', cell: actions },
      ]}
      card={(row) => (
        <>
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
        </>
      )}
    />
  );
}
