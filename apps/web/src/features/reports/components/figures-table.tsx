import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

export interface FigureColumn<T> {
  key: string;
  header: string;
  numeric?: boolean;
  cell: (row: T) => ReactNode;
  /** The totals row's cell; empty when not given. */
  total?: ReactNode;
}

/** A report's figures as a table: numbers right-aligned, an optional totals row. */
export function FiguresTable<T>(props: {
  rows: T[];
  columns: FigureColumn<T>[];
  rowKey: (row: T) => string;
  totals?: boolean;
  testId?: string;
}) {
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped highlightOnHover verticalSpacing="xs" data-testid={props.testId}>
        <Table.Thead>
          <Table.Tr>
            {props.columns.map((c) => (
              <Table.Th key={c.key} ta={c.numeric ? 'right' : undefined}>
                {c.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.rows.map((row) => (
            <Table.Tr key={props.rowKey(row)}>
              {props.columns.map((c) => (
                <Table.Td key={c.key} ta={c.numeric ? 'right' : undefined}>
                  {c.cell(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
        {props.totals ? (
          <Table.Tfoot>
            <Table.Tr fw={700} data-testid={props.testId ? `${props.testId}-totals` : undefined}>
              {props.columns.map((c) => (
                <Table.Td key={c.key} ta={c.numeric ? 'right' : undefined}>
                  {c.total}
                </Table.Td>
              ))}
            </Table.Tr>
          </Table.Tfoot>
        ) : null}
      </Table>
    </Table.ScrollContainer>
  );
}

/** A right-aligned figure column: each row's value and, when given, the total, both shown by `show` (a count or baht). */
export const figureColumn = <T,>(
  key: string,
  header: string,
  show: (value: number) => string,
  value: (row: T) => number,
  total?: number,
): FigureColumn<T> => ({
  key,
  header,
  numeric: true,
  cell: (row) => show(value(row)),
  total: total === undefined ? undefined : show(total),
});
