import { useTranslation } from 'react-i18next';
import { reportsApi } from '../api/reports-api';
import { usePayReport } from '../api/use-reports';
import { FiguresTable } from '../components/figures-table';
import { RangeReportPage, useRangeReport } from '../components/range-report-form';
import { useReportFormat } from '../components/use-report-format';

/** /payservicereport: card payments of the dates by what they paid for (paid, amount, failed, cancelled), and Excel. */
export function PayServiceReportPage() {
  const { t } = useTranslation();
  const f = useReportFormat();
  const range = useRangeReport();
  const report = usePayReport(range.query);
  const c = (key: 'kind' | 'paidCount' | 'paidAmount' | 'failedCount' | 'cancelledCount') => t(`reportUi:admin.pay.${key}`);
  return (
    <RangeReportPage
      section="pay"
      range={range}
      files={[{ kind: 'excel', url: reportsApi.paymentExcelUrl, filename: 'payment-report.xlsx' }]}
      result={report}
      testId="pay-report"
    >
      {({ rows, totals }) => (
        <FiguresTable
          rows={rows}
          rowKey={(r) => r.kind}
          totals
          testId="pay-report-table"
          columns={[
            { key: 'kind', header: c('kind'), cell: (r) => r.name, total: t('reportUi:total') },
            { key: 'paid', header: c('paidCount'), show: f.num, value: (r) => r.paidCount, total: totals.paidCount },
            { key: 'amount', header: c('paidAmount'), show: f.baht, value: (r) => r.paidAmount, total: totals.paidAmount },
            { key: 'failed', header: c('failedCount'), show: f.num, value: (r) => r.failedCount, total: totals.failedCount },
            { key: 'cancelled', header: c('cancelledCount'), show: f.num, value: (r) => r.cancelledCount, total: totals.cancelledCount },
          ]}
        />
      )}
    </RangeReportPage>
  );
}
