import { Badge, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TableHead } from '../../../components/lists/table-head';

interface CountSummaryRow {
  key: string;
  name: string;
  toPack: number;
  packed: number;
}

/** Products to pack vs packed over the whole list (spec 1 "Summary"), following the counts as they are typed. */
export function CountSummaryTable({ rows }: { rows: readonly CountSummaryRow[] }) {
  const { t } = useTranslation();
  return (
    <Table verticalSpacing="xs" striped data-testid="count-summary">
      <TableHead
        cells={[
          t('pickingUi:columns.product'),
          { label: t('pickingUi:columns.toPack'), ta: 'right' },
          { label: t('pickingUi:columns.packed'), ta: 'right' },
        ]}
      />
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.key} data-testid="count-summary-row" data-product={row.name}>
            <Table.Td>{row.name}</Table.Td>
            <Table.Td ta="right" data-testid="count-summary-to-pack">
              {row.toPack}
            </Table.Td>
            <Table.Td ta="right">
              <Badge
                variant="light"
                radius="sm"
                color={row.packed === row.toPack ? 'teal' : row.packed === 0 ? 'gray' : 'orange'}
                data-testid="count-summary-packed"
              >
                {row.packed}
              </Badge>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
