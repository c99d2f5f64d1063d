/** One chunk of the web app (loaded when a route of it is first opened): the post office's screens outside the reports. */
export { ZoneUsersPage } from '../../features/auth/pages/zone-users-page';
export { BarcodeRangesPage } from '../../features/post-office-admin/pages/barcode-ranges-page';
export { ChangeUserPage } from '../../features/post-office-admin/pages/change-user-page';
export { ContactListPage } from '../../features/post-office-admin/pages/contact-list-page';
export { ContentManagePage } from '../../features/post-office-admin/pages/content-manage-page';
export { NewsPage } from '../../features/post-office-admin/pages/news-page';
export { StaffSignUpPage } from '../../features/post-office-admin/pages/staff-sign-up-page';
export { UserManagePage } from '../../features/post-office-admin/pages/user-manage-page';
export { ConfirmReserveListPage } from '../../features/reserve/pages/confirm-reserve-list-page';
export { ConfirmReservePage } from '../../features/reserve/pages/confirm-reserve-page';
