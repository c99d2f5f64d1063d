import { Badge, Group, Paper, ScrollArea, Stack, Switch, Table, Text } from '@mantine/core';
import type { OrderImportPreview, OrderImportPreviewRow } from '@songdee/shared/order-import/order-import.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataPagination } from '../../../components/lists/data-pagination';
import { formatBaht } from '../../../lib/format';
import { useWideScreen } from '../../../lib/use-wide-screen';

/** A preview row's states, with their badge colours. */
const STATES = [
  ['ready', 'green'],
  ['problem', 'red'],
  ['skipped', 'gray'],
] as const;

/** Rows a page of the preview shows: a 10,000-row sheet stays quick to draw. */
const PREVIEW_PAGE = 50;

/** A row's colour (problems red, rows imported before grey) and test ids, in the table and as a card. */
const rowProps = (row: OrderImportPreviewRow) => ({
  style: { background: rowColour(row) },
  'data-testid': 'import-row',
  'data-state': row.state,
});

const rowColour = (row: OrderImportPreviewRow) =>
  row.state === 'problem' ? 'var(--mantine-color-red-0)' : row.state === 'skipped' ? 'var(--mantine-color-gray-1)' : undefined;

/**
 * Every row of the sheet as it would be saved: rows with problems red, with each problem worded by the server, rows
 * imported before grey. A table on wide screens, cards below 500 px.
 */
export function OrderImportPreviewRows({ preview }: { preview: OrderImportPreview }) {
  const { t, i18n } = useTranslation();
  const isWide = useWideScreen();
  const [onlyProblems, setOnlyProblems] = useState(() => preview.rows.some((r) => r.state === 'problem'));
  const [page, setPage] = useState(1);
  const rows = onlyProblems ? preview.rows.filter((r) => r.state === 'problem') : preview.rows;
  const shown = rows.slice((page - 1) * PREVIEW_PAGE, page * PREVIEW_PAGE);

  const item = (r: OrderImportPreviewRow) => (
    <>
      {r.item} × {r.quantity}
      {r.price !== null && ` · ${formatBaht(r.price, i18n.language)}`}
      {r.codAmount !== null && ` · ${t('orderUi:import.cod', { amount: formatBaht(r.codAmount, i18n.language) })}`}
      {!r.isProduct && r.state !== 'skipped' && (
        <Text span fz="xs" c="dimmed">
          {' '}
          ({t('orderUi:import.freeText')})
        </Text>
      )}
    </>
  );
  const problems = (r: OrderImportPreviewRow) =>
    r.state === 'skipped' ? (
      <Text fz="sm" c="dimmed">
        {t('orderUi:import.stateSkipped')}
      </Text>
    ) : (
      r.problems.map((p) => (
        <Text key={p.field + p.code} fz="sm" c="red.8" data-testid="row-problem">
          {t(`orderUi:import.fields.${p.field as 'item'}`, { defaultValue: p.field })}: {p.message}
        </Text>
      ))
    );

  return (
    <Stack gap="sm" data-testid="import-preview">
      <Group gap="xs">
        {STATES.map(([state, colour]) => (
          <Badge key={state} color={colour} variant="light" data-testid={`count-${state}`}>
            {t(`orderUi:import.count.${state}`, { count: preview.rows.filter((r) => r.state === state).length })}
          </Badge>
        ))}
      </Group>
      <Switch
        label={t('orderUi:import.onlyProblems')}
        checked={onlyProblems}
        onChange={(e) => {
          setOnlyProblems(e.currentTarget.checked);
          setPage(1);
        }}
      />
      {isWide ? (
        <ScrollArea type="auto">
          <Table miw={900} verticalSpacing="xs" fz="sm" withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('orderUi:import.line')}</Table.Th>
                <Table.Th>{t('orderUi:import.fields.externalOrderId')}</Table.Th>
                <Table.Th>{t('orderUi:import.fields.recipientName')}</Table.Th>
                <Table.Th>{t('orderUi:import.fields.addressText')}</Table.Th>
                <Table.Th>{t('orderUi:import.fields.item')}</Table.Th>
                <Table.Th>{t('orderUi:import.problemColumn')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((r) => (
                <Table.Tr key={r.line} {...rowProps(r)}>
                  <Table.Td>{r.line}</Table.Td>
                  <Table.Td>{r.externalOrderId}</Table.Td>
                  <Table.Td>
                    {r.recipientName}
                    <Text fz="xs" c="dimmed">
                      {r.phone}
                    </Text>
                  </Table.Td>
                  <Table.Td maw={320}>{r.address}</Table.Td>
                  <Table.Td>{item(r)}</Table.Td>
                  <Table.Td>{problems(r)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      ) : (
        shown.map((r) => (
          <Paper key={r.line} withBorder p="sm" radius="md" {...rowProps(r)}>
            <Group justify="space-between" gap="xs">
              <Text fw={700}>{r.externalOrderId}</Text>
              <Text fz="xs" c="dimmed">
                {t('orderUi:import.line')} {r.line}
              </Text>
            </Group>
            <Text fz="sm">
              {r.recipientName} {r.phone}
            </Text>
            <Text fz="sm" c="dimmed">
              {r.address}
            </Text>
            <Text fz="sm">{item(r)}</Text>
            {problems(r)}
          </Paper>
        ))
      )}
      {rows.length > PREVIEW_PAGE && <DataPagination page={page} size={PREVIEW_PAGE} totalCount={rows.length} onPageChange={setPage} />}
    </Stack>
  );
}
