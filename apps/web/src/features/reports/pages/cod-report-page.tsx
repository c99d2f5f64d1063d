import { useTranslation } from 'react-i18next';
import { reportsApi } from '../api/reports-api';
import { useCodVolumes } from '../api/use-reports';
import { FiguresTable } from '../components/figures-table';
import { RangeReportPage, useRangeReport } from '../components/range-report-form';
import { useReportFormat } from '../components/use-report-format';

/** /codreport: cash-on-delivery parcels of the dates per post office (to collect and transferred), and Excel. */
export function CodReportPage() {
  const { t } = useTranslation();
  const f = useReportFormat();
  const range = useRangeReport();
  const report = useCodVolumes(range.query);
  const c = (key: 'outlet' | 'parcels' | 'amount' | 'transferred' | 'transferredAmount') => t(`reportUi:admin.cod.${key}`);
  return (
    <RangeReportPage
      section="cod"
      range={range}
      files={[{ kind: 'excel', url: reportsApi.codVolumesExcelUrl, filename: 'cod-report.xlsx' }]}
      result={report}
      testId="cod-report"
    >
      {({ rows, totals }) => (
        <FiguresTable
          rows={rows}
          rowKey={(r) => r.postalCode}
          totals
          testId="cod-report-table"
          columns={[
            { key: 'outlet', header: c('outlet'), cell: (r) => `${r.postalCode} ${r.outletName}`.trim(), total: t('reportUi:total') },
            { key: 'parcels', header: c('parcels'), show: f.num, value: (r) => r.parcels, total: totals.parcels },
            { key: 'amount', header: c('amount'), show: f.baht, value: (r) => r.amount, total: totals.amount },
            { key: 'transferred', header: c('transferred'), show: f.num, value: (r) => r.transferred, total: totals.transferred },
            {
              key: 'transferredAmount',
              header: c('transferredAmount'),
              show: f.baht,
              value: (r) => r.transferredAmount,
              total: totals.transferredAmount,
            },
          ]}
        />
      )}
    </RangeReportPage>
  );
}
