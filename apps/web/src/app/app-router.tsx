import { ROLE_GROUPS } from '@songdee/shared/admin/roles';
import { POST_OFFICE_ROLES } from '@songdee/shared/constants/app.constants';
import { createBrowserRouter, matchRoutes, Outlet, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { TrackingSync } from '../features/mailings/components/tracking-sync';
import { RequireSellerStore } from './guards/require-seller-store';
import { RequireShippingStore } from './guards/require-shipping-store';
import { RequireArea, RequireAuth, RequireRole } from './guards/route-guards';
import { MainLayout } from './layouts/main-layout';
import { paths } from './navigation/paths';
import { SameScreenRedirect, UnknownRouteRedirect } from './navigation/unknown-route';
import { postOfficeRoutes } from './post-office-routes';
import { lazyPage, lazyPages, startLoadingPageOf } from './routes/lazy-page';

// Each route group is a chunk of its own, loaded when one of its routes is first opened (MainLayout's Suspense),
// together with the language's catalogs that `/` does not load (lazyPage).
// The landing page is a chunk of its own: `/` loads neither the sign-in forms nor the store pages.
export const loadMainPage = () => import('../features/content/pages/main-page');
const MainPage = lazyPage(loadMainPage, 'MainPage', 'atStart');
const storefront = () => import('./routes/storefront-pages');
const AccountManagePage = lazyPage(storefront, 'AccountManagePage');
const ChangePasswordPage = lazyPage(storefront, 'ChangePasswordPage');
const ConfirmEmailPage = lazyPage(storefront, 'ConfirmEmailPage');
const ForbiddenPage = lazyPage(storefront, 'ForbiddenPage');
const ForgotPasswordPage = lazyPage(storefront, 'ForgotPasswordPage');
const ResetPasswordPage = lazyPage(storefront, 'ResetPasswordPage');
const SignInPage = lazyPage(storefront, 'SignInPage');
const SignUpPage = lazyPage(storefront, 'SignUpPage');
const NotificationListPage = lazyPage(storefront, 'NotificationListPage');
const BuyerOrderListPage = lazyPage(storefront, 'BuyerOrderListPage');
const BuyerOrderViewPage = lazyPage(storefront, 'BuyerOrderViewPage');
const SlipUploadPage = lazyPage(storefront, 'SlipUploadPage');
const BasketPage = lazyPage(storefront, 'BasketPage');
const CheckoutPage = lazyPage(storefront, 'CheckoutPage');
const ProductDetailPage = lazyPage(storefront, 'ProductDetailPage');
// A store's main page is a chunk of its own: a visitor's first page, it loads none of the other storefront screens.
const StoreMainPage = lazyPage(() => import('./routes/store-pages'), 'StoreMainPage');
// A parcel's tracking page is a chunk of its own, opened first from a label's QR code; its texts are in the catalogs
// `/` loads (common).
const TrackPage = lazyPage(() => import('./routes/track-pages'), 'TrackPage', 'atStart');
const StoreReviewPage = lazyPage(storefront, 'StoreReviewPage');
const StoreSearchPage = lazyPage(storefront, 'StoreSearchPage');
const ThankYouPage = lazyPage(storefront, 'ThankYouPage');
const ExternalSignUpPage = lazyPage(storefront, 'ExternalSignUpPage');
const SocialConnectPage = lazyPage(storefront, 'SocialConnectPage');
const ZoneSignUpPage = lazyPage(storefront, 'ZoneSignUpPage');
const seller = () => import('./routes/seller-pages');
const RecipientListPage = lazyPage(seller, 'RecipientListPage');
const RecipientManagePage = lazyPage(seller, 'RecipientManagePage');
const SenderListPage = lazyPage(seller, 'SenderListPage');
const SenderManagePage = lazyPage(seller, 'SenderManagePage');
const ProductListPage = lazyPage(seller, 'ProductListPage');
const ProductManagePage = lazyPage(seller, 'ProductManagePage');
const InvoiceChooseOrderPage = lazyPage(seller, 'InvoiceChooseOrderPage');
const InvoiceListPage = lazyPage(seller, 'InvoiceListPage');
const InvoiceManagePage = lazyPage(seller, 'InvoiceManagePage');
const InvoiceSetWeightPage = lazyPage(seller, 'InvoiceSetWeightPage');
const InvoiceViewPage = lazyPage(seller, 'InvoiceViewPage');
const OrderManagePage = lazyPage(seller, 'OrderManagePage');
const OrderImportPage = lazyPage(seller, 'OrderImportPage');
const PaymentCheckPage = lazyPage(seller, 'PaymentCheckPage');
const SellerOrderListPage = lazyPage(seller, 'SellerOrderListPage');
const SellerOrderViewPage = lazyPage(seller, 'SellerOrderViewPage');
const PackingBoxesPage = lazyPage(seller, 'PackingBoxesPage');
const PackingDonePage = lazyPage(seller, 'PackingDonePage');
const PackingHistoryPage = lazyPage(seller, 'PackingHistoryPage');
const PackingPendingPage = lazyPage(seller, 'PackingPendingPage');
const PackingSelectOrdersPage = lazyPage(seller, 'PackingSelectOrdersPage');
const PackingSummaryPage = lazyPage(seller, 'PackingSummaryPage');
const PackingViewPage = lazyPage(seller, 'PackingViewPage');
const PackingWeighPage = lazyPage(seller, 'PackingWeighPage');
const PickingChooseOrdersPage = lazyPage(seller, 'PickingChooseOrdersPage');
const PickingPickItemPage = lazyPage(seller, 'PickingPickItemPage');
const ReserveListPage = lazyPage(seller, 'ReserveListPage');
const ReserveManagePage = lazyPage(seller, 'ReserveManagePage');
const ReserveViewPage = lazyPage(seller, 'ReserveViewPage');
const StockBarcodePage = lazyPage(seller, 'StockBarcodePage');
const PostJobPage = lazyPage(seller, 'PostJobPage');
const ShippingListManagePage = lazyPage(seller, 'ShippingListManagePage');
const ShippingListHistoryPage = lazyPage(seller, 'ShippingListHistoryPage');
const ShippingListPage = lazyPage(seller, 'ShippingListPage');
const ShippingListPaymentPage = lazyPage(seller, 'ShippingListPaymentPage');
const StoreManagePage = lazyPage(seller, 'StoreManagePage');
const LineNotifyPage = lazyPage(seller, 'LineNotifyPage');
const CodPage = lazyPage(seller, 'CodPage');
const { DeliveryManagePage, MailingHistoryPage, MailingPrintPage, TrackListPage } = lazyPages(
  () => import('./routes/mailing-pages'),
  ['DeliveryManagePage', 'MailingHistoryPage', 'MailingPrintPage', 'TrackListPage'],
);
const MailingListPage = lazyPage(() => import('./routes/mailing-list-pages'), 'MailingListPage');
const reports = () => import('./routes/report-pages');
const DeliverySummaryPage = lazyPage(reports, 'DeliverySummaryPage');
const MailingReportPage = lazyPage(reports, 'MailingReportPage');
const PayServiceReportPage = lazyPage(reports, 'PayServiceReportPage');
const CodReportPage = lazyPage(reports, 'CodReportPage');
const ReserveReportPage = lazyPage(reports, 'ReserveReportPage');
const StoreReportPage = lazyPage(reports, 'StoreReportPage');
const StoreReportsPage = lazyPage(reports, 'StoreReportsPage');
const ThpReportPage = lazyPage(reports, 'ThpReportPage');
const UserReportPage = lazyPage(reports, 'UserReportPage');
const postOffice = () => import('./routes/post-office-pages');
const ConfirmReserveListPage = lazyPage(postOffice, 'ConfirmReserveListPage');
const ConfirmReservePage = lazyPage(postOffice, 'ConfirmReservePage');
const ZoneUsersPage = lazyPage(postOffice, 'ZoneUsersPage');
const StaffSignUpPage = lazyPage(postOffice, 'StaffSignUpPage');

/** Every route of the app; the router is made from them in the browser, the build reads them (prerender.tsx). */
export const appRoutes: RouteObject[] = [
  {
    // The tracking sync runs once user info has loaded, whatever page the seller opens first (spec 2 section 7).
    element: (
      <>
        <MainLayout />
        <TrackingSync />
      </>
    ),
    children: [
      { path: paths.main, element: <MainPage /> },
      { path: paths.signIn, element: <SignInPage /> },
      { path: paths.signUp, element: <SignUpPage /> },
      { path: paths.confirmEmail, element: <ConfirmEmailPage /> },
      { path: paths.forgotPassword, element: <ForgotPasswordPage /> },
      { path: paths.resetPassword, element: <ResetPasswordPage /> },
      { path: paths.forbidden, element: <ForbiddenPage /> },
      {
        path: paths.changePassword,
        element: (
          <RequireAuth>
            <ChangePasswordPage />
          </RequireAuth>
        ),
      },
      {
        path: paths.accountManage,
        element: (
          <RequireAuth>
            <AccountManagePage />
          </RequireAuth>
        ),
      },
      // Address books and mailings: any signed-in user; one without a store is asked to manage delivery (a Draft store) or open a store.
      {
        element: (
          <RequireShippingStore>
            <Outlet />
          </RequireShippingStore>
        ),
        children: [
          { path: paths.senderList, element: <SenderListPage /> },
          { path: '/stores/address/send/:sendAddressId', element: <SenderManagePage /> },
          { path: paths.recipientList, element: <RecipientListPage /> },
          { path: '/stores/address/ship/:shipAddressId', element: <RecipientManagePage /> },
          // Mailings.
          { path: paths.deliveryManage, element: <DeliveryManagePage /> },
          { path: paths.deliveryTrack, element: <TrackListPage /> },
          { path: paths.mailings, element: <MailingListPage /> },
          { path: paths.mailingPrints, element: <MailingPrintPage /> },
          { path: paths.mailingHistory, element: <MailingHistoryPage /> },
          // Shipping lists (spec 2 "Shipping lists", "Post job form") and the card gateway's return.
          { path: paths.shippingLists, element: <ShippingListPage /> },
          { path: paths.shippingListHistory, element: <ShippingListHistoryPage /> },
          { path: '/stores/shippinglists/manage', element: <ShippingListManagePage /> },
          { path: '/stores/shippinglists/postjob', element: <PostJobPage /> },
          { path: paths.shippingListPayment, element: <ShippingListPaymentPage /> },
        ],
      },
      // Reserve delivery (spec 2 "Reserve delivery") and its stock: non-admin users outside a zone only, as their menu
      // (zone users ship without reservations). The area is checked before the store, so a zone user without a store
      // gets /403 here rather than the offer to manage delivery; guests sign in first and come back.
      ...[
        { path: paths.stockBarcode, element: <StockBarcodePage /> },
        { path: paths.reserve, element: <ReserveListPage /> },
        { path: '/stores/reserve/manage', element: <ReserveManagePage /> },
        { path: '/stores/reserve/view', element: <ReserveViewPage /> },
      ].map(({ path, element }) => ({
        path,
        element: (
          <RequireArea area="reserve">
            <RequireShippingStore>{element}</RequireShippingStore>
          </RequireArea>
        ),
      })),
      // A parcel's public tracking (its label's QR code), and the search for one.
      { path: '/track', element: <TrackPage /> },
      { path: '/track/:barcode', element: <TrackPage /> },
      // Storefront: public store pages, the basket and the store search.
      { path: paths.storeSearch, element: <StoreSearchPage /> },
      { path: paths.basket, element: <BasketPage /> },
      { path: '/stores/:uri/main', element: <StoreMainPage /> },
      { path: '/stores/:uri/products/detail', element: <ProductDetailPage /> },
      { path: '/stores/:uri/review', element: <StoreReviewPage /> },
      // Buying needs a signed-in user (spec 2 section 6).
      ...[
        { path: '/stores/:uri/checkout/confirmation', element: <CheckoutPage /> },
        { path: '/stores/:uri/thankyou', element: <ThankYouPage /> },
        { path: '/stores/:uri/upload', element: <SlipUploadPage /> },
        { path: paths.orders, element: <BuyerOrderListPage /> },
        { path: '/orders/view', element: <BuyerOrderViewPage /> },
        { path: '/notification', element: <NotificationListPage /> },
      ].map(({ path, element }) => ({ path, element: <RequireAuth>{element}</RequireAuth> })),
      // The store form (open an online shop, or start shipping): never a post-office user, whom the API refuses too.
      {
        path: paths.storeManage,
        element: (
          <RequireArea area="openStore">
            <StoreManagePage />
          </RequireArea>
        ),
      },
      // Sell screens: the user's own store; a uri or store id in the address must be theirs, else /403.
      // /stores/{uri}/products is the owner's product list (spec 2 "Admin product area"); buyers browse products on
      // /stores/{uri}/main and /stores/{uri}/products/detail.
      {
        element: (
          <RequireSellerStore>
            <Outlet />
          </RequireSellerStore>
        ),
        children: [
          { path: '/stores/:uri/products', element: <ProductListPage /> },
          { path: '/stores/:uri/products/manage', element: <ProductManagePage /> },
          { path: paths.storeOrders, element: <SellerOrderListPage /> },
          { path: '/stores/orders/manage', element: <OrderManagePage /> },
          { path: paths.storeOrderImport, element: <OrderImportPage /> },
          { path: '/stores/orders/view', element: <SellerOrderViewPage /> },
          { path: '/stores/:storeId/payments', element: <PaymentCheckPage /> },
          { path: paths.storeLineNotify, element: <LineNotifyPage /> },
          { path: paths.storeCod, element: <CodPage /> },
          // Invoices (spec 1 "Invoice list", "Invoice wizard", "Invoice view").
          { path: paths.storeInvoices, element: <InvoiceListPage /> },
          { path: '/stores/invoices/view', element: <InvoiceViewPage /> },
          { path: '/stores/invoices/manage', element: <InvoiceManagePage /> },
          { path: paths.invoiceChooseOrder, element: <InvoiceChooseOrderPage /> },
          { path: paths.invoiceSetWeight, element: <InvoiceSetWeightPage /> },
          // Picking and packing: isStoreOwner, so another store's uri is /403 (spec 1 section 6).
          { path: '/stores/:uri/picking-chooseOrders', element: <PickingChooseOrdersPage /> },
          { path: '/stores/:uri/picking-pickItem', element: <PickingPickItemPage /> },
          { path: '/stores/:uri/packing-pending', element: <PackingPendingPage /> },
          { path: '/stores/:uri/packing-history', element: <PackingHistoryPage /> },
          { path: paths.packingSelectOrders, element: <PackingSelectOrdersPage /> },
          { path: '/stores/packing-lists/manage/summary/:packingListId', element: <PackingSummaryPage /> },
          { path: '/stores/packing-lists/:packingListId', element: <PackingBoxesPage /> },
          { path: '/stores/packing-list-weigh/:packingListId', element: <PackingWeighPage /> },
          { path: '/stores/packing-list-done/:packingListId', element: <PackingDonePage /> },
          { path: '/stores/view', element: <PackingViewPage /> },
          // Store reports (spec 2 "Store reports"): the owner's store only.
          { path: '/stores/:uri/reports', element: <StoreReportsPage /> },
          { path: '/stores/:uri/reports/:report', element: <StoreReportsPage /> },
        ],
      },
      // The post-office staff's account and management screens.
      ...postOfficeRoutes,
      // Post-office reports: central admin only for the mailing report, central and outlet admins otherwise.
      {
        path: paths.mailingReport,
        element: (
          <RequireRole roles={ROLE_GROUPS.centralAdmin}>
            <MailingReportPage />
          </RequireRole>
        ),
      },
      ...(
        [
          [paths.adminReport, <ThpReportPage key="thp" />],
          [paths.storeReport, <StoreReportPage key="store" />],
          [paths.userReport, <UserReportPage key="user" />],
          [paths.reserveReport, <ReserveReportPage key="reserve" />],
          [paths.payServiceReport, <PayServiceReportPage key="pay" />],
          [paths.deliverySummary, <DeliverySummaryPage key="delivery" />],
          [paths.codReport, <CodReportPage key="cod" />],
        ] as const
      ).map(([path, page]) => ({ path, element: <RequireRole roles={['Admin', 'AdminOutlet']}>{page}</RequireRole> })),
      // Reservation confirmation: any post-office admin without a store (spec 2 section 6).
      ...[
        { path: paths.confirmReserveList, element: <ConfirmReserveListPage /> },
        { path: '/confirmreserve/:reserveid', element: <ConfirmReservePage /> },
      ].map(({ path, element }) => ({
        path,
        element: (
          <RequireRole roles={POST_OFFICE_ROLES} withoutStore>
            {element}
          </RequireRole>
        ),
      })),
      // Spec routes without a screen of their own (every spec route is in e2e/tests/support/spec-routes.ts,
      // whose test checks where each lands): the same screen under our path, or "not built yet", never main silently.
      // spec 1 "delivery list": the mailings made on delivery manage; "payments show": the payment check (slip viewer).
      { path: '/stores/delivery', element: <SameScreenRedirect to={paths.mailings} /> },
      { path: '/stores/:storeId/payments/pay', element: <SameScreenRedirect to="/stores/:storeId/payments" /> },
      // Social sign-in's next steps: a new identity's sign-up, and the password proof of a taken e-mail.
      { path: '/external-signup', element: <ExternalSignUpPage /> },
      { path: '/social-connect', element: <SocialConnectPage /> },
      // Zone sign-up through an outside-deposit officer's link, and that officer's decisions.
      { path: '/signup-zone', element: <ZoneSignUpPage /> },
      {
        path: paths.zoneUsers,
        element: (
          <RequireRole roles={['AdminEMS']}>
            <ZoneUsersPage />
          </RequireRole>
        ),
      },
      // The post office's external sign-up: staff accounts are added by the central admin; the page says so.
      { path: '/thp-external-signup', element: <StaffSignUpPage /> },
      // Unknown URLs, and the spec's abstract parents (/admin, /stores), go to main with a word about it.
      { path: '*', element: <UnknownRouteRedirect /> },
    ],
  },
];

/** Starts loading the chunk of the page at `pathname` (main.tsx, before the first render); settles once loaded. */
export function startLoadingRoute(pathname: string): Promise<unknown> {
  const leaf = matchRoutes(appRoutes, pathname)?.at(-1)?.route;
  return leaf?.element ? startLoadingPageOf(leaf.element) : Promise.resolve();
}

let router: ReturnType<typeof createBrowserRouter> | undefined;

export function AppRouter() {
  router ??= createBrowserRouter(appRoutes);
  return <RouterProvider router={router} />;
}
