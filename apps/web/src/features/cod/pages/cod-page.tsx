import { Badge, Button, Group, Paper, SegmentedControl, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { CodParcel } from '@songdee/shared/cod/cod.schema';
import { COD_STATES, type CodState } from '@songdee/shared/cod/cod-rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ListSkeleton } from '../../../components/empty-state';
import { PageFrame } from '../../../components/layout/page-frame';
import { formatBaht, formatDateTime } from '../../../lib/format';
import { useSellerStore } from '../../../lib/seller-store';
import { codExcelUrl, useCodParcels, useCodSummary } from '../api/cod-api';

const TONES: Record<CodState, string> = { toCollect: 'blue', awaitingTransfer: 'yellow', overdue: 'red', transferred: 'green' };

/** /stores/cod: the store's cash-on-delivery money, by state, with each parcel and an Excel export. */
export function CodPage() {
  const { t, i18n } = useTranslation();
  const { storeId } = useSellerStore();
  const [state, setState] = useState<CodState | 'all'>('all');
  const chosen = state === 'all' ? undefined : state;
  const summary = useCodSummary(storeId);
  const parcels = useCodParcels(storeId, chosen);
  const baht = (satang: number) => t('orderUi:money.baht', { amount: formatBaht(satang, i18n.language) });
  const stateName = (s: CodState) => t(`orderUi:cod.states.${s}`);

  const figure = (s: CodState) => {
    const f = summary.data?.[s];
    return (
      <Paper key={s} withBorder radius="lg" p="md" data-testid={`cod-figure-${s}`}>
        <Text fz="sm" c="dimmed">
          {stateName(s)}
        </Text>
        <Text fw={700} fz="xl" data-testid={`cod-amount-${s}`}>
          {f ? baht(f.amount) : '-'}
        </Text>
        <Text fz="xs" c="dimmed" data-testid={`cod-count-${s}`}>
          {t('orderUi:cod.parcels', { count: f?.count ?? 0 })}
        </Text>
      </Paper>
    );
  };

  const row = (p: CodParcel) => (
    <Table.Tr key={p.mailingId} data-testid="cod-row">
      <Table.Td>
        <Text fz="sm" fw={600}>
          {p.barcode}
        </Text>
        <Text fz="xs" c="dimmed">
          {p.orderName ?? ''} · {p.recipientName}
        </Text>
      </Table.Td>
      <Table.Td ta="right" fw={600}>
        {baht(p.amount)}
      </Table.Td>
      <Table.Td>
        <Badge color={TONES[p.state]} variant="light" data-testid="cod-state">
          {stateName(p.state)}
        </Badge>
        <Text fz="xs" c="dimmed">
          {p.transferredAt
            ? t('orderUi:cod.transferredAt', { at: formatDateTime(p.transferredAt) })
            : p.deliveredAt
              ? t('orderUi:cod.deliveredAt', { at: formatDateTime(p.deliveredAt) })
              : ''}
        </Text>
      </Table.Td>
    </Table.Tr>
  );

  return (
    <PageFrame
      title={t('orderUi:cod.title')}
      description={t('orderUi:cod.description', { days: summary.data?.overdueDays ?? 7 })}
      crumbs={[{ label: t('orderUi:cod.title') }]}
      actions={
        <Button component="a" href={codExcelUrl(storeId, chosen)} download="cod-report.xlsx" variant="light" data-testid="cod-excel">
          {t('orderUi:cod.excel')}
        </Button>
      }
    >
      <SimpleGrid cols={{ base: 2, md: 4 }}>{COD_STATES.map(figure)}</SimpleGrid>
      <Stack gap="sm">
        <Group>
          <SegmentedControl
            value={state}
            onChange={(v) => setState(v as CodState | 'all')}
            data={[{ value: 'all', label: t('orderUi:cod.all') }, ...COD_STATES.map((s) => ({ value: s, label: stateName(s) }))]}
            size="xs"
            style={{ maxWidth: '100%', overflowX: 'auto' }}
            data-testid="cod-state-filter"
          />
        </Group>
        {parcels.isPending ? (
          <ListSkeleton />
        ) : (parcels.data?.contents.length ?? 0) === 0 ? (
          <EmptyState text={t('orderUi:cod.empty')} />
        ) : (
          <Paper withBorder radius="lg">
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('orderUi:cod.parcel')}</Table.Th>
                  <Table.Th ta="right">{t('orderUi:cod.amount')}</Table.Th>
                  <Table.Th>{t('orderUi:cod.state')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>{parcels.data?.contents.map(row)}</Table.Tbody>
            </Table>
          </Paper>
        )}
      </Stack>
    </PageFrame>
  );
}
