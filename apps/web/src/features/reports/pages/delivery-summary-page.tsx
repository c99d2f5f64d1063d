import { useTranslation } from 'react-i18next';
import { reportsApi } from '../api/reports-api';
import { useDeliveryByAdmin } from '../api/use-reports';
import { FiguresTable } from '../components/figures-table';
import { RangeReportPage, useRangeReport } from '../components/range-report-form';
import { useReportFormat } from '../components/use-report-format';

/** /deliverysummary: parcels of the dates per post office and service (DeliveryByAdminReport), on screen, as PDF and as Excel. */
export function DeliverySummaryPage() {
  const { t } = useTranslation();
  const f = useReportFormat();
  const range = useRangeReport();
  const report = useDeliveryByAdmin(range.query);
  return (
    <RangeReportPage
      section="deliverySummary"
      range={range}
      files={[
        { kind: 'pdf', url: (query) => reportsApi.deliveryByAdminFileUrl(query, 'pdf'), filename: 'delivery-by-outlet.pdf' },
        { kind: 'excel', url: (query) => reportsApi.deliveryByAdminFileUrl(query, 'excel'), filename: 'delivery-by-outlet.xlsx' },
      ]}
      result={report}
      testId="delivery-summary"
    >
      {({ rows, totals }) => (
        <FiguresTable
          rows={rows}
          rowKey={(r) => `${r.outletCode}-${r.deliveryOptionId}`}
          totals
          testId="delivery-summary-table"
          columns={[
            { key: 'code', header: t('reportUi:columns.outletCode'), cell: (r) => r.outletCode, total: t('reportUi:total') },
            { key: 'name', header: t('reportUi:columns.outletName'), cell: (r) => r.outletName || '-' },
            { key: 'service', header: t('reportUi:columns.service'), cell: (r) => r.deliveryOption },
            { key: 'count', header: t('reportUi:columns.parcels'), show: f.num, value: (r) => r.count, total: totals.count },
            { key: 'weight', header: t('reportUi:columns.weight'), show: f.num, value: (r) => r.weight, total: totals.weight },
            { key: 'cost', header: t('reportUi:columns.cost'), show: f.baht, value: (r) => r.cost, total: totals.cost },
          ]}
        />
      )}
    </RangeReportPage>
  );
}
