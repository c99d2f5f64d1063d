/** One chunk of the web app (loaded when a route of it is first opened): the post office's screens outside the reports. */
export { ConfirmReserveListPage } from '../../features/reserve/pages/confirm-reserve-list-page';
export { ConfirmReservePage } from '../../features/reserve/pages/confirm-reserve-page';
