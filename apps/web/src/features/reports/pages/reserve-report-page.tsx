import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ListSkeleton } from '../../../components/empty-state';
import { DownloadIcon } from '../../../components/icons';
import { apiErrorMessage } from '../../../lib/notify';
import { type ReserveReport, reportsApi } from '../api/reports-api';
import { useReserveReport } from '../api/use-reports';
import { AdminReportFrame } from '../components/admin-report-frame';
import { useDateRange } from '../components/date-range-fields';
import { DownloadButton } from '../components/download-button';
import { FiguresTable } from '../components/figures-table';
import { RangeReportForm } from '../components/range-report-form';
import { useReportFormat } from '../components/use-report-format';

type Row = ReserveReport['rows'][number];

/** /reservereport: ready-to-send box reservations of the dates per box size, paid and handed over, and Excel. */
export function ReserveReportPage() {
  const { t } = useTranslation();
  const f = useReportFormat();
  const dates = useDateRange();
  const [outletId, setOutletId] = useState<string | undefined>(undefined);
  const [query, setQuery] = useState<Record<string, string | undefined> | null>(null);
  const report = useReserveReport(query);
  const rows = report.data?.rows ?? [];
  const totals = report.data?.totals;
  const c = (key: 'boxSize' | 'reserveCount' | 'boxes' | 'confirmedBoxes' | 'amount' | 'paid' | 'confirmed') => t(`report:reserves.${key}`);
  return (
    <AdminReportFrame title={t('reportUi:admin.reserve.title')} description={t('reportUi:admin.reserve.description')}>
      <RangeReportForm
        dates={dates}
        outletId={outletId}
        onOutlet={(code) => {
          setOutletId(code);
          if (query) setQuery({ ...query, outletId: code });
        }}
        onShow={(range) => setQuery({ outletId, startDate: range.start, endDate: range.end })}
        files={
          <DownloadButton
            href={query ? reportsApi.reserveExcelUrl(query) : null}
            filename="reserve-report.xlsx"
            variant="light"
            icon={<DownloadIcon size={16} />}
            testId="export-excel"
          >
            {t('reportUi:exportExcel')}
          </DownloadButton>
        }
      />
      {query ? (
        <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }} data-testid="reserve-report">
          {report.isPending ? (
            <ListSkeleton rows={4} />
          ) : report.error ? (
            <EmptyState text={apiErrorMessage(report.error)} />
          ) : rows.length === 0 || !totals ? (
            <EmptyState text={t('reportUi:admin.reserve.empty')} testId="report-empty" />
          ) : (
            <Stack gap="md">
              <SimpleGrid cols={{ base: 1, xs: 3 }}>
                {(
                  [
                    [t('reportUi:admin.reserve.reservations'), f.num(totals.reserveCount)],
                    [c('paid'), `${f.num(totals.paidCount)} · ${f.baht(totals.paidAmount)}`],
                    [c('confirmed'), f.num(totals.confirmedCount)],
                  ] as const
                ).map(([label, value]) => (
                  <Paper key={label} withBorder radius="md" p="sm">
                    <Text c="dimmed" fz="sm">
                      {label}
                    </Text>
                    <Text fw={700} fz="lg">
                      {value}
                    </Text>
                  </Paper>
                ))}
              </SimpleGrid>
              <FiguresTable<Row>
                rows={rows}
                rowKey={(r) => String(r.boxSizeId)}
                totals
                testId="reserve-report-table"
                columns={[
                  { key: 'size', header: c('boxSize'), cell: (r) => r.name, total: t('reportUi:total') },
                  { key: 'count', header: c('reserveCount'), numeric: true, cell: (r) => f.num(r.reserveCount) },
                  { key: 'boxes', header: c('boxes'), numeric: true, cell: (r) => f.num(r.boxes), total: f.num(totals.boxes) },
                  { key: 'confirmed', header: c('confirmedBoxes'), numeric: true, cell: (r) => f.num(r.confirmedBoxes) },
                  { key: 'amount', header: c('amount'), numeric: true, cell: (r) => f.baht(r.amount) },
                ]}
              />
            </Stack>
          )}
        </Paper>
      ) : null}
    </AdminReportFrame>
  );
}
