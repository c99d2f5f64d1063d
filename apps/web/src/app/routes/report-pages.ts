/** One chunk of the web app (loaded when a route of it is first opened): the store's and the post office's reports (the only pages that load the charts library). */

export { CodReportPage } from '../../features/reports/pages/cod-report-page';
export { DeliverySummaryPage } from '../../features/reports/pages/delivery-summary-page';
export { MailingReportPage } from '../../features/reports/pages/mailing-report-page';
export { PayServiceReportPage } from '../../features/reports/pages/pay-service-report-page';
export { ReserveReportPage } from '../../features/reports/pages/reserve-report-page';
export { StoreReportPage } from '../../features/reports/pages/store-report-page';
export { StoreReportsPage } from '../../features/reports/pages/store-reports-page';
export { ThpReportPage } from '../../features/reports/pages/thp-report-page';
export { UserReportPage } from '../../features/reports/pages/user-report-page';
