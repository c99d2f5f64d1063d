import { Table } from '@mantine/core';
import type { ListColumn, ListRowsProps } from './list-page';

export type ListTableProps<T> = Pick<
  ListRowsProps<T>,
  'rows' | 'minWidth' | 'testId' | 'rowTestId' | 'rowProps' | 'striped' | 'spacing'
> & { rowKey: (row: T) => string; columns: ListColumn<T>[] };

/** A list's rows as a table (list-page.tsx's ListRows above 500 px), scrolling sideways below `minWidth`. */
export function ListTable<T>({ rows, rowKey, columns, minWidth, testId, rowTestId, rowProps, striped, spacing }: ListTableProps<T>) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped={striped} highlightOnHover verticalSpacing={spacing} data-testid={testId}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c.key} ta={c.ta} w={c.w}>
                {c.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, i) => (
            <Table.Tr key={rowKey(row)} data-testid={rowTestId} {...rowProps?.(row)}>
              {columns.map((c) => (
                <Table.Td key={c.key} ta={c.ta} {...c.td}>
                  {c.cell(row, i)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
