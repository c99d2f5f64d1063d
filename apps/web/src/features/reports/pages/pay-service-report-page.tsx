import { useTranslation } from 'react-i18next';
import { type PayReport, reportsApi } from '../api/reports-api';
import { usePayReport } from '../api/use-reports';
import { ReportFileButton } from '../components/download-button';
import { FiguresTable, figureColumn } from '../components/figures-table';
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
            figureColumn('paid', c('paidCount'), f.num, (r) => r.paidCount, totals?.paidCount ?? 0),
            figureColumn('amount', c('paidAmount'), f.baht, (r) => r.paidAmount, totals?.paidAmount ?? 0),
            figureColumn('failed', c('failedCount'), f.num, (r) => r.failedCount, totals?.failedCount ?? 0),
            figureColumn('cancelled', c('cancelledCount'), f.num, (r) => r.cancelledCount, totals?.cancelledCount ?? 0),
          ]}
        />
      )}
    </RangeReportPage>
  );
}
