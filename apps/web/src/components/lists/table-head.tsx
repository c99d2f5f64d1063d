import { Table, type TableThProps } from '@mantine/core';
import type { ReactNode } from 'react';

/** A column's heading: its words, or its words with the cell's props (`ta: 'right'` for figures, a width); none when false. */
export type HeadCell = string | ({ label?: ReactNode } & TableThProps) | null | undefined | false;

/** The header row of a table written by hand (a document's lines, a dialog's rows): one heading per column. */
export function TableHead({ cells }: { cells: HeadCell[] }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {cells.map((cell, i) => {
          if (!cell) return null;
          const { label, ...props } = typeof cell === 'string' ? { label: cell } : cell;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a header's columns are fixed and never reorder.
            <Table.Th key={i} {...props}>
              {label}
            </Table.Th>
          );
        })}
      </Table.Tr>
    </Table.Thead>
  );
}
