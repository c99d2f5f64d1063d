import { Checkbox, Group, SimpleGrid, Text } from '@mantine/core';
import type { Mailing } from '@songdee/shared/mailing/mailing.schema';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type ListColumn, ListRows } from '../../../components/lists/list-page';
import { formatBaht, formatNumber } from '../../../lib/format';
import { MailingStatusBadge, TrackCell, useMailingText } from './mailing-labels';

type MailingColumn = 'orderName' | 'barcode' | 'recipient' | 'weight' | 'cost' | 'service' | 'status' | 'track';

interface MailingTableProps {
  mailings: Mailing[];
  columns: MailingColumn[];
  /** Row number of the first row (page offset). */
  offset?: number;
  actions?: (mailing: Mailing) => ReactNode;
  /** Per-row ticks (mailing list, print screen). */
  isSelected?: (mailing: Mailing) => boolean;
  onSelect?: (mailing: Mailing, on: boolean) => void;
  testId?: string;
}

/** A mailing list as a table above 500 px and as cards below (spec 2 section 9). */
export function MailingTable({
  mailings,
  columns,
  offset = 0,
  actions,
  isSelected,
  onSelect,
  testId = 'mailing-table',
}: MailingTableProps) {
  const { t, i18n } = useTranslation();
  const { serviceName } = useMailingText();
  const lang = i18n.language;
  const selectable = !!isSelected && !!onSelect;

  const cell: Record<MailingColumn, { head: string; align?: 'right'; render: (m: Mailing) => ReactNode }> = {
    orderName: {
      head: t('mailingUi:columns.orderName'),
      render: (m) => (
        <Text fz="sm" style={{ whiteSpace: 'nowrap' }} c={m.name ? undefined : 'dimmed'} data-testid="mailing-order-name">
          {m.name ?? '-'}
        </Text>
      ),
    },
    barcode: {
      head: t('mailingUi:columns.barcode'),
      render: (m) => (
        <Text ff="monospace" fz="sm" fw={600} style={{ whiteSpace: 'nowrap' }} data-testid="mailing-barcode">
          {m.barcode}
        </Text>
      ),
    },
    recipient: {
      head: t('mailingUi:columns.recipient'),
      render: (m) => (
        <div>
          <Text fz="sm" fw={600} data-testid="mailing-recipient">
            {m.shipAddress.name}
          </Text>
          <Text fz="xs" c="dimmed">
            {m.shipAddress.postcode}
            {m.shipAddress.phone ? ` · ${m.shipAddress.phone}` : ''}
          </Text>
        </div>
      ),
    },
    weight: { head: t('mailingUi:columns.weight'), align: 'right', render: (m) => formatNumber(m.weight, lang) },
    cost: { head: t('mailingUi:columns.cost'), align: 'right', render: (m) => formatBaht(m.serviceCost, lang) },
    service: { head: t('mailingUi:columns.service'), render: (m) => serviceName(m) },
    status: { head: t('mailingUi:columns.state'), render: (m) => <MailingStatusBadge status={m.status.referenceKey} /> },
    track: { head: t('mailingUi:columns.track'), render: (m) => <TrackCell mailing={m} /> },
  };

  const check = (m: Mailing) =>
    selectable ? (
      <Checkbox
        aria-label={t('mailingUi:picker.selectRow', { barcode: m.barcode })}
        checked={isSelected(m)}
        onChange={(e) => onSelect(m, e.currentTarget.checked)}
        data-testid="mailing-select"
      />
    ) : null;

  const nowrap = { style: { whiteSpace: 'nowrap' } } as const;
  const tableColumns: ListColumn<Mailing>[] = [
    ...(selectable ? [{ key: 'select', w: 40, cell: check }] : []),
    {
      key: 'no',
      w: 64,
      header: <span style={nowrap.style}>{t('mailingUi:columns.no')}</span>,
      td: { c: 'dimmed' },
      cell: (_, i) => offset + i + 1,
    },
    ...columns.map((c) => ({
      key: c,
      header: <span style={nowrap.style}>{cell[c].head}</span>,
      ta: cell[c].align,
      cell: cell[c].render,
    })),
    ...(actions
      ? [
          {
            key: 'actions',
            header: t('mailingUi:columns.actions'),
            ta: 'right' as const,
            cell: (m: Mailing) => (
              <Group gap={4} wrap="nowrap" justify="flex-end">
                {actions(m)}
              </Group>
            ),
          },
        ]
      : []),
  ];

  return (
    <ListRows
      rows={mailings}
      rowKey={(m) => m.id}
      columns={tableColumns}
      minWidth={760}
      striped
      testId={testId}
      cardsTestId={`${testId}-cards`}
      rowTestId="mailing-row"
      rowProps={(m) => ({ bg: isSelected?.(m) ? 'postBlue.0' : undefined })}
      card={(m, i) => (
        <>
          <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
            <Group gap="xs" wrap="nowrap" align="flex-start">
              {check(m)}
              <div>
                <Text fz="xs" c="dimmed">
                  {offset + i + 1}. {serviceName(m)}
                </Text>
                {cell.barcode.render(m)}
              </div>
            </Group>
            {columns.includes('track') ? (
              <TrackCell mailing={m} />
            ) : columns.includes('status') ? (
              <MailingStatusBadge status={m.status.referenceKey} />
            ) : null}
          </Group>
          <div style={{ marginTop: 6 }}>{cell.recipient.render(m)}</div>
          <SimpleGrid cols={2} spacing={4} mt={6}>
            <Text fz="sm">
              {t('mailingUi:columns.weight')}: {formatNumber(m.weight, lang)}
            </Text>
            <Text fz="sm" ta="right">
              {t('mailingUi:columns.cost')}: {formatBaht(m.serviceCost, lang)}
            </Text>
            {m.name ? (
              <Text fz="sm" c="dimmed" data-testid="mailing-order-name">
                {t('mailingUi:columns.orderName')}: {m.name}
              </Text>
            ) : null}
          </SimpleGrid>
          {actions ? (
            <Group justify="flex-end" mt={4}>
              {actions(m)}
            </Group>
          ) : null}
        </>
      )}
    />
  );
}
