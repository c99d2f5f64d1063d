import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type ReserveReport, reportsApi } from '../api/reports-api';
import { useReserveReport } from '../api/use-reports';
import { ReportFileButton } from '../components/download-button';
import { FiguresTable, figureColumn } from '../components/figures-table';
import { RangeReportPage, useRangeReport } from '../components/range-report-form';
import { useReportFormat } from '../components/use-report-format';

type Row = ReserveReport['rows'][number];

/** /reservereport: ready-to-send box reservations of the dates per box size, paid and handed over, and Excel. */
export function ReserveReportPage() {
  const { t } = useTranslation();
  const f = useReportFormat();
  const range = useRangeReport();
  const query = range.query;
  const report = useReserveReport(query);
  const rows = report.data?.rows ?? [];
  const totals = report.data?.totals;
  const c = (key: 'boxSize' | 'reserveCount' | 'boxes' | 'confirmedBoxes' | 'amount' | 'paid' | 'confirmed') => t(`report:reserves.${key}`);
  return (
    <RangeReportPage
      title={t('reportUi:admin.reserve.title')}
      description={t('reportUi:admin.reserve.description')}
      range={range}
      files={
        <ReportFileButton
          kind="excel"
          href={query ? reportsApi.reserveExcelUrl(query) : null}
          filename="reserve-report.xlsx"
          variant="light"
        />
      }
      result={report}
      isEmpty={rows.length === 0 || !totals}
      emptyText={t('reportUi:admin.reserve.empty')}
      testId="reserve-report"
    >
      {() => (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 3 }}>
            {(
              [
                [t('reportUi:admin.reserve.reservations'), f.num(totals?.reserveCount ?? 0)],
                [c('paid'), `${f.num(totals?.paidCount ?? 0)} · ${f.baht(totals?.paidAmount ?? 0)}`],
                [c('confirmed'), f.num(totals?.confirmedCount ?? 0)],
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
              figureColumn('count', c('reserveCount'), f.num, (r) => r.reserveCount),
              figureColumn('boxes', c('boxes'), f.num, (r) => r.boxes, totals?.boxes ?? 0),
              figureColumn('confirmed', c('confirmedBoxes'), f.num, (r) => r.confirmedBoxes),
              figureColumn('amount', c('amount'), f.baht, (r) => r.amount),
            ]}
          />
        </Stack>
      )}
    </RangeReportPage>
  );
}
