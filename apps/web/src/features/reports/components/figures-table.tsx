import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

/** A column of words (a name, a month), and the totals row's label when given. */
interface LabelColumn<T> {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  total?: ReactNode;
}

/** A right-aligned column of figures shown by `show` (a count, grams, baht); its total given, or the rows' sum. */
interface NumberColumn<T> {
  key: string;
  header: string;
  value: (row: T) => number;
  show: (value: number) => string;
  total?: number | 'sum';
}

export type FigureColumn<T> = LabelColumn<T> | NumberColumn<T>;

const isNumber = <T,>(c: FigureColumn<T>): c is NumberColumn<T> => 'value' in c;

/** A report's figures as a table: numbers right-aligned, an optional totals row. */
export function FiguresTable<T>(props: {
  rows: T[];
  columns: FigureColumn<T>[];
  rowKey: (row: T) => string;
  totals?: boolean;
  testId?: string;
}) {
  const total = (c: FigureColumn<T>) => {
    if (!isNumber(c)) return c.total;
    if (c.total === undefined) return undefined;
    return c.show(c.total === 'sum' ? props.rows.reduce((sum, row) => sum + c.value(row), 0) : c.total);
  };
  // One cell per column, right-aligned where the column holds figures.
  const cells = (Cell: typeof Table.Th | typeof Table.Td, content: (c: FigureColumn<T>) => ReactNode) =>
    props.columns.map((c) => (
      <Cell key={c.key} ta={isNumber(c) ? 'right' : undefined}>
        {content(c)}
      </Cell>
    ));
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped highlightOnHover verticalSpacing="xs" data-testid={props.testId}>
        <Table.Thead>
          <Table.Tr>{cells(Table.Th, (c) => c.header)}</Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.rows.map((row) => (
            <Table.Tr key={props.rowKey(row)}>{cells(Table.Td, (c) => (isNumber(c) ? c.show(c.value(row)) : c.cell(row)))}</Table.Tr>
          ))}
        </Table.Tbody>
        {props.totals ? (
          <Table.Tfoot>
            <Table.Tr fw={700} data-testid={props.testId ? `${props.testId}-totals` : undefined}>
              {cells(Table.Td, total)}
            </Table.Tr>
          </Table.Tfoot>
        ) : null}
      </Table>
    </Table.ScrollContainer>
  );
}
