import { useTranslation } from 'react-i18next';
import { type DeliveryByAdmin, reportsApi } from '../api/reports-api';
import { useDeliveryByAdmin } from '../api/use-reports';
import { ReportFileButton } from '../components/download-button';
import { FiguresTable, figureColumn } from '../components/figures-table';
import { RangeReportPage, useRangeReport } from '../components/range-report-form';
import { useReportFormat } from '../components/use-report-format';

type Row = DeliveryByAdmin['rows'][number];

/** /deliverysummary: parcels of the dates per post office and service (DeliveryByAdminReport), on screen, as PDF and as Excel. */
export function DeliverySummaryPage() {
  const { t } = useTranslation();
  const f = useReportFormat();
  const range = useRangeReport();
  const query = range.query;
  const report = useDeliveryByAdmin(query);
  const rows = report.data?.rows ?? [];
  const totals = report.data?.totals;
  return (
    <RangeReportPage
      title={t('reportUi:admin.deliverySummary.title')}
      description={t('reportUi:admin.deliverySummary.description')}
      range={range}
      files={
        <>
          <ReportFileButton
            kind="pdf"
            href={query ? reportsApi.deliveryByAdminFileUrl(query, 'pdf') : null}
            filename="delivery-by-outlet.pdf"
            variant="light"
          />
          <ReportFileButton
            kind="excel"
            href={query ? reportsApi.deliveryByAdminFileUrl(query, 'excel') : null}
            filename="delivery-by-outlet.xlsx"
            variant="light"
          />
        </>
      }
      result={report}
      isEmpty={rows.length === 0}
      emptyText={t('reportUi:admin.deliverySummary.empty')}
      testId="delivery-summary"
    >
      {() => (
        <FiguresTable<Row>
          rows={rows}
          rowKey={(r) => `${r.outletCode}-${r.deliveryOptionId}`}
          totals
          testId="delivery-summary-table"
          columns={[
            { key: 'code', header: t('reportUi:columns.outletCode'), cell: (r) => r.outletCode, total: t('reportUi:total') },
            { key: 'name', header: t('reportUi:columns.outletName'), cell: (r) => r.outletName || '-' },
            { key: 'service', header: t('reportUi:columns.service'), cell: (r) => r.deliveryOption },
            figureColumn('count', t('reportUi:columns.parcels'), f.num, (r) => r.count, totals?.count ?? 0),
            figureColumn('weight', t('reportUi:columns.weight'), f.num, (r) => r.weight, totals?.weight ?? 0),
            figureColumn('cost', t('reportUi:columns.cost'), f.baht, (r) => r.cost, totals?.cost ?? 0),
          ]}
        />
      )}
    </RangeReportPage>
  );
}
