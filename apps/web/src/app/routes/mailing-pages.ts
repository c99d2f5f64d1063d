/** One chunk of the web app (loaded when a route of it is first opened): the seller's mailings but their list (mailing-list-pages.ts), kept apart from the rest of the back office. */
export { DeliveryManagePage } from '../../features/mailings/pages/delivery-manage-page';
export { MailingHistoryPage } from '../../features/mailings/pages/mailing-history-page';
export { MailingPrintPage } from '../../features/mailings/pages/mailing-print-page';
export { TrackListPage } from '../../features/mailings/pages/track-list-page';
