import { ROLE_GROUPS } from '@songdee/shared/admin/roles';
import { POST_OFFICE_ROLES, type PostOfficeRole } from '@songdee/shared/constants/app.constants';
import type { ReactNode } from 'react';
import { createBrowserRouter, matchRoutes, Outlet, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { TrackingSync } from '../features/mailings/components/tracking-sync';
import { RequireSellerStore } from './guards/require-seller-store';
import { RequireShippingStore } from './guards/require-shipping-store';
import { guardedRoutes, RequireArea, RequireAuth, RequireRole } from './guards/route-guards';
import { MainLayout } from './layouts/main-layout';
import { paths } from './navigation/paths';
import { SameScreenRedirect, UnknownRouteRedirect } from './navigation/unknown-route';
import { postOfficeRoutes } from './post-office-routes';
import { lazyChunk, lazyPage, startLoadingPageOf } from './routes/lazy-page';

// Each route group is a chunk of its own, loaded when one of its routes is first opened (MainLayout's Suspense),
// together with the language's catalogs that `/` does not load (lazyPage).
// The landing page is a chunk of its own: `/` loads neither the sign-in forms nor the store pages.
export const loadMainPage = () => import('../features/content/pages/main-page');
const MainPage = lazyPage(loadMainPage, 'MainPage', 'atStart');
const storefront = lazyChunk(() => import('./routes/storefront-pages'));
// A store's main page is a chunk of its own: a visitor's first page, it loads none of the other storefront screens.
const StoreMainPage = lazyPage(() => import('./routes/store-pages'), 'StoreMainPage');
// A parcel's tracking page is a chunk of its own, opened first from a label's QR code; its texts are in the catalogs
// `/` loads (common).
const TrackPage = lazyPage(() => import('./routes/track-pages'), 'TrackPage', 'atStart');
const seller = lazyChunk(() => import('./routes/seller-pages'));
const mailings = lazyChunk(() => import('./routes/mailing-pages'));
const MailingListPage = lazyPage(() => import('./routes/mailing-list-pages'), 'MailingListPage');
const reports = lazyChunk(() => import('./routes/report-pages'));
const postOffice = lazyChunk(() => import('./routes/post-office-pages'));

const signedIn = (page: ReactNode) => <RequireAuth>{page}</RequireAuth>;
/** Post-office users of these roles only. */
const roles = (allowed: readonly PostOfficeRole[]) => (page: ReactNode) => <RequireRole roles={allowed}>{page}</RequireRole>;

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
      { path: paths.signIn, element: <storefront.SignInPage /> },
      { path: paths.signUp, element: <storefront.SignUpPage /> },
      { path: paths.confirmEmail, element: <storefront.ConfirmEmailPage /> },
      { path: paths.forgotPassword, element: <storefront.ForgotPasswordPage /> },
      { path: paths.resetPassword, element: <storefront.ResetPasswordPage /> },
      { path: paths.forbidden, element: <storefront.ForbiddenPage /> },
      ...guardedRoutes(signedIn, [
        { path: paths.changePassword, element: <storefront.ChangePasswordPage /> },
        { path: paths.accountManage, element: <storefront.AccountManagePage /> },
      ]),
      // Address books and mailings: any signed-in user; one without a store is asked to manage delivery (a Draft store) or open a store.
      {
        element: (
          <RequireShippingStore>
            <Outlet />
          </RequireShippingStore>
        ),
        children: [
          { path: paths.senderList, element: <seller.SenderListPage /> },
          { path: '/stores/address/send/:sendAddressId', element: <seller.SenderManagePage /> },
          { path: paths.recipientList, element: <seller.RecipientListPage /> },
          { path: '/stores/address/ship/:shipAddressId', element: <seller.RecipientManagePage /> },
          // Mailings.
          { path: paths.deliveryManage, element: <mailings.DeliveryManagePage /> },
          { path: paths.deliveryTrack, element: <mailings.TrackListPage /> },
          { path: paths.mailings, element: <MailingListPage /> },
          { path: paths.mailingPrints, element: <mailings.MailingPrintPage /> },
          { path: paths.mailingHistory, element: <mailings.MailingHistoryPage /> },
          // Shipping lists (spec 2 "Shipping lists", "Post job form") and the card gateway's return.
          { path: paths.shippingLists, element: <seller.ShippingListPage /> },
          { path: paths.shippingListHistory, element: <seller.ShippingListHistoryPage /> },
          { path: '/stores/shippinglists/manage', element: <seller.ShippingListManagePage /> },
          { path: '/stores/shippinglists/postjob', element: <seller.PostJobPage /> },
          { path: paths.shippingListPayment, element: <seller.ShippingListPaymentPage /> },
        ],
      },
      // Reserve delivery (spec 2 "Reserve delivery") and its stock: non-admin users outside a zone only, as their menu
      // (zone users ship without reservations). The area is checked before the store, so a zone user without a store
      // gets /403 here rather than the offer to manage delivery; guests sign in first and come back.
      ...guardedRoutes(
        (page) => (
          <RequireArea area="reserve">
            <RequireShippingStore>{page}</RequireShippingStore>
          </RequireArea>
        ),
        [
          { path: paths.stockBarcode, element: <seller.StockBarcodePage /> },
          { path: paths.reserve, element: <seller.ReserveListPage /> },
          { path: '/stores/reserve/manage', element: <seller.ReserveManagePage /> },
          { path: '/stores/reserve/view', element: <seller.ReserveViewPage /> },
        ],
      ),
      // A parcel's public tracking (its label's QR code), and the search for one.
      { path: '/track', element: <TrackPage /> },
      { path: '/track/:barcode', element: <TrackPage /> },
      // Storefront: public store pages, the basket and the store search.
      { path: paths.storeSearch, element: <storefront.StoreSearchPage /> },
      { path: paths.basket, element: <storefront.BasketPage /> },
      { path: '/stores/:uri/main', element: <StoreMainPage /> },
      { path: '/stores/:uri/products/detail', element: <storefront.ProductDetailPage /> },
      { path: '/stores/:uri/review', element: <storefront.StoreReviewPage /> },
      // Buying needs a signed-in user (spec 2 section 6).
      ...guardedRoutes(signedIn, [
        { path: '/stores/:uri/checkout/confirmation', element: <storefront.CheckoutPage /> },
        { path: '/stores/:uri/thankyou', element: <storefront.ThankYouPage /> },
        { path: '/stores/:uri/upload', element: <storefront.SlipUploadPage /> },
        { path: paths.orders, element: <storefront.BuyerOrderListPage /> },
        { path: '/orders/view', element: <storefront.BuyerOrderViewPage /> },
        { path: '/notification', element: <storefront.NotificationListPage /> },
      ]),
      // The store form (open an online shop, or start shipping): never a post-office user, whom the API refuses too.
      ...guardedRoutes(
        (page) => <RequireArea area="openStore">{page}</RequireArea>,
        [{ path: paths.storeManage, element: <seller.StoreManagePage /> }],
      ),
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
          { path: '/stores/:uri/products', element: <seller.ProductListPage /> },
          { path: '/stores/:uri/products/manage', element: <seller.ProductManagePage /> },
          { path: paths.storeOrders, element: <seller.SellerOrderListPage /> },
          { path: '/stores/orders/manage', element: <seller.OrderManagePage /> },
          { path: paths.storeOrderImport, element: <seller.OrderImportPage /> },
          { path: '/stores/orders/view', element: <seller.SellerOrderViewPage /> },
          { path: '/stores/:storeId/payments', element: <seller.PaymentCheckPage /> },
          { path: paths.storeLineNotify, element: <seller.LineNotifyPage /> },
          { path: paths.storeCod, element: <seller.CodPage /> },
          // Invoices (spec 1 "Invoice list", "Invoice wizard", "Invoice view").
          { path: paths.storeInvoices, element: <seller.InvoiceListPage /> },
          { path: '/stores/invoices/view', element: <seller.InvoiceViewPage /> },
          { path: '/stores/invoices/manage', element: <seller.InvoiceManagePage /> },
          { path: paths.invoiceChooseOrder, element: <seller.InvoiceChooseOrderPage /> },
          { path: paths.invoiceSetWeight, element: <seller.InvoiceSetWeightPage /> },
          // Picking and packing: isStoreOwner, so another store's uri is /403 (spec 1 section 6).
          { path: '/stores/:uri/picking-chooseOrders', element: <seller.PickingChooseOrdersPage /> },
          { path: '/stores/:uri/picking-pickItem', element: <seller.PickingPickItemPage /> },
          { path: '/stores/:uri/packing-pending', element: <seller.PackingPendingPage /> },
          { path: '/stores/:uri/packing-history', element: <seller.PackingHistoryPage /> },
          { path: paths.packingSelectOrders, element: <seller.PackingSelectOrdersPage /> },
          { path: '/stores/packing-lists/manage/summary/:packingListId', element: <seller.PackingSummaryPage /> },
          { path: '/stores/packing-lists/:packingListId', element: <seller.PackingBoxesPage /> },
          { path: '/stores/packing-list-weigh/:packingListId', element: <seller.PackingWeighPage /> },
          { path: '/stores/packing-list-done/:packingListId', element: <seller.PackingDonePage /> },
          { path: '/stores/view', element: <seller.PackingViewPage /> },
          // Store reports (spec 2 "Store reports"): the owner's store only.
          { path: '/stores/:uri/reports', element: <reports.StoreReportsPage /> },
          { path: '/stores/:uri/reports/:report', element: <reports.StoreReportsPage /> },
        ],
      },
      // The post-office staff's account and management screens.
      ...postOfficeRoutes,
      // Post-office reports: central admin only for the mailing report, central and outlet admins otherwise.
      ...guardedRoutes(roles(ROLE_GROUPS.centralAdmin), [{ path: paths.mailingReport, element: <reports.MailingReportPage /> }]),
      ...guardedRoutes(roles(['Admin', 'AdminOutlet']), [
        { path: paths.adminReport, element: <reports.ThpReportPage /> },
        { path: paths.storeReport, element: <reports.StoreReportPage /> },
        { path: paths.userReport, element: <reports.UserReportPage /> },
        { path: paths.reserveReport, element: <reports.ReserveReportPage /> },
        { path: paths.payServiceReport, element: <reports.PayServiceReportPage /> },
        { path: paths.deliverySummary, element: <reports.DeliverySummaryPage /> },
        { path: paths.codReport, element: <reports.CodReportPage /> },
      ]),
      // Reservation confirmation: any post-office admin without a store (spec 2 section 6).
      ...guardedRoutes(
        (page) => (
          <RequireRole roles={POST_OFFICE_ROLES} withoutStore>
            {page}
          </RequireRole>
        ),
        [
          { path: paths.confirmReserveList, element: <postOffice.ConfirmReserveListPage /> },
          { path: '/confirmreserve/:reserveid', element: <postOffice.ConfirmReservePage /> },
        ],
      ),
      // Spec routes without a screen of their own (every spec route is in e2e/tests/support/spec-routes.ts,
      // whose test checks where each lands): the same screen under our path, or "not built yet", never main silently.
      // spec 1 "delivery list": the mailings made on delivery manage; "payments show": the payment check (slip viewer).
      { path: '/stores/delivery', element: <SameScreenRedirect to={paths.mailings} /> },
      { path: '/stores/:storeId/payments/pay', element: <SameScreenRedirect to="/stores/:storeId/payments" /> },
      // Social sign-in's next steps: a new identity's sign-up, and the password proof of a taken e-mail.
      { path: '/external-signup', element: <storefront.ExternalSignUpPage /> },
      { path: '/social-connect', element: <storefront.SocialConnectPage /> },
      // Zone sign-up through an outside-deposit officer's link, and that officer's decisions.
      { path: '/signup-zone', element: <storefront.ZoneSignUpPage /> },
      ...guardedRoutes(roles(['AdminEMS']), [{ path: paths.zoneUsers, element: <postOffice.ZoneUsersPage /> }]),
      // The post office's external sign-up: staff accounts are added by the central admin; the page says so.
      { path: '/thp-external-signup', element: <postOffice.StaffSignUpPage /> },
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
