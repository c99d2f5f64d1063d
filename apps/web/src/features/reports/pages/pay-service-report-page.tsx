import { useTranslation } from 'react-i18next';
import { type PayReport, reportsApi } from '../api/reports-api';
import { usePayReport } from '../api/use-reports';
import { ReportFileButton } from '../components/download-button';
import { FiguresTable } from '../components/figures-table';
import { RangeReportPage, useRangeReport } from '../components/range-report-form';
import { useReportFormat } from '../components/use-report-format';

type PayRow = PayReport['rows'][number];

/** /payservicereport: card payments of the dates by what they paid for (paid, amount, failed, cancelled), and Excel. */
export function PayServiceReportPage() {
  const { t } = useTranslation();
  const f = useReportFormat();
  const range = useRangeReport();
  const query = range.query;
  const report = usePayReport(query);
  const rows = report.data?.rows ?? [];
  const totals = report.data?.totals;
  const c = (key: 'kind' | 'paidCount' | 'paidAmount' | 'failedCount' | 'cancelledCount') => t(`reportUi:admin.pay.${key}`);
  return (
    <RangeReportPage
      title={t('reportUi:admin.pay.title')}
      description={t('reportUi:admin.pay.description')}
      range={range}
      files={
        <ReportFileButton
          kind="excel"
          href={query ? reportsApi.paymentExcelUrl(query) : null}
          filename="payment-report.xlsx"
          variant="light"
        />
      }
      result={report}
      isEmpty={rows.length === 0}
      emptyText={t('reportUi:admin.pay.empty')}
      testId="pay-report"
    >
      {() => (
        <FiguresTable<PayRow>
          rows={rows}
          rowKey={(r) => r.kind}
          totals
          testId="pay-report-table"
          columns={[
            { key: 'kind', header: c('kind'), cell: (r) => r.name, total: t('reportUi:total') },
            {
              key: 'paid',
              header: c('paidCount'),
              numeric: true,
              cell: (r) => f.num(r.paidCount),
              total: f.num(totals?.paidCount ?? 0),
            },
            {
              key: 'amount',
              header: c('paidAmount'),
              numeric: true,
              cell: (r) => f.baht(r.paidAmount),
              total: f.baht(totals?.paidAmount ?? 0),
            },
            {
              key: 'failed',
              header: c('failedCount'),
              numeric: true,
              cell: (r) => f.num(r.failedCount),
              total: f.num(totals?.failedCount ?? 0),
            },
            {
              key: 'cancelled',
              header: c('cancelledCount'),
              numeric: true,
              cell: (r) => f.num(r.cancelledCount),
              total: f.num(totals?.cancelledCount ?? 0),
            },
          ]}
        />
      )}
    </RangeReportPage>
  );
}
