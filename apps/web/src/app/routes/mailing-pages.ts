/** One chunk of the web app (loaded when a route of it is first opened): the seller's mailings, the back office's first screen (the tracking sync's list), kept apart from the rest of the back office so that it loads only what it shows. */
export { DeliveryManagePage } from '../../features/mailings/pages/delivery-manage-page';
export { MailingHistoryPage } from '../../features/mailings/pages/mailing-history-page';
export { MailingListPage } from '../../features/mailings/pages/mailing-list-page';
export { MailingPrintPage } from '../../features/mailings/pages/mailing-print-page';
export { TrackListPage } from '../../features/mailings/pages/track-list-page';
