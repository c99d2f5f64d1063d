import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { reportsApi } from '../api/reports-api';
import { useReserveReport } from '../api/use-reports';
import { FiguresTable } from '../components/figures-table';
import { RangeReportPage, useRangeReport } from '../components/range-report-form';
import { useReportFormat } from '../components/use-report-format';

/** /reservereport: ready-to-send box reservations of the dates per box size, paid and handed over, and Excel. */
export function ReserveReportPage() {
  const { t } = useTranslation();
  const f = useReportFormat();
  const range = useRangeReport();
  const report = useReserveReport(range.query);
  const c = (key: 'boxSize' | 'reserveCount' | 'boxes' | 'confirmedBoxes' | 'amount' | 'paid' | 'confirmed') => t(`report:reserves.${key}`);
  return (
    <RangeReportPage
      section="reserve"
      range={range}
      files={[{ kind: 'excel', url: reportsApi.reserveExcelUrl, filename: 'reserve-report.xlsx' }]}
      result={report}
      testId="reserve-report"
    >
      {({ rows, totals }) => (
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
          <FiguresTable
            rows={rows}
            rowKey={(r) => String(r.boxSizeId)}
            totals
            testId="reserve-report-table"
            columns={[
              { key: 'size', header: c('boxSize'), cell: (r) => r.name, total: t('reportUi:total') },
              { key: 'count', header: c('reserveCount'), show: f.num, value: (r) => r.reserveCount },
              { key: 'boxes', header: c('boxes'), show: f.num, value: (r) => r.boxes, total: totals.boxes },
              { key: 'confirmed', header: c('confirmedBoxes'), show: f.num, value: (r) => r.confirmedBoxes },
              { key: 'amount', header: c('amount'), show: f.baht, value: (r) => r.amount },
            ]}
          />
        </Stack>
      )}
    </RangeReportPage>
  );
}
