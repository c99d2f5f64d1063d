import { POST_OFFICE_ROLES } from '@songdee/shared/constants/app.constants';
import { createBrowserRouter, Outlet } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { NotYetPage } from '../components/not-yet-page';
import { RecipientListPage } from '../features/address-book/pages/recipient-list-page';
import { RecipientManagePage } from '../features/address-book/pages/recipient-manage-page';
import { SenderListPage } from '../features/address-book/pages/sender-list-page';
import { SenderManagePage } from '../features/address-book/pages/sender-manage-page';
import { AccountManagePage } from '../features/auth/pages/account-manage-page';
import { ChangePasswordPage } from '../features/auth/pages/change-password-page';
import { ConfirmEmailPage } from '../features/auth/pages/confirm-email-page';
import { ExternalSignUpPage } from '../features/auth/pages/external-sign-up-page';
import { ForbiddenPage } from '../features/auth/pages/forbidden-page';
import { ForgotPasswordPage } from '../features/auth/pages/forgot-password-page';
import { ResetPasswordPage } from '../features/auth/pages/reset-password-page';
import { SignInPage } from '../features/auth/pages/sign-in-page';
import { SignUpPage } from '../features/auth/pages/sign-up-page';
import { SocialConnectPage } from '../features/auth/pages/social-connect-page';
import { ZoneSignUpPage } from '../features/auth/pages/zone-sign-up-page';
import { ZoneUsersPage } from '../features/auth/pages/zone-users-page';
import { ProductListPage } from '../features/catalog/pages/product-list-page';
import { ProductManagePage } from '../features/catalog/pages/product-manage-page';
import { MainPage } from '../features/content/pages/main-page';
import { InvoiceChooseOrderPage } from '../features/invoices/pages/invoice-choose-order-page';
import { InvoiceListPage } from '../features/invoices/pages/invoice-list-page';
import { InvoiceManagePage } from '../features/invoices/pages/invoice-manage-page';
import { InvoiceSetWeightPage } from '../features/invoices/pages/invoice-set-weight-page';
import { InvoiceViewPage } from '../features/invoices/pages/invoice-view-page';
import { TrackingSync } from '../features/mailings/components/tracking-sync';
import { DeliveryManagePage } from '../features/mailings/pages/delivery-manage-page';
import { MailingHistoryPage } from '../features/mailings/pages/mailing-history-page';
import { MailingListPage } from '../features/mailings/pages/mailing-list-page';
import { MailingPrintPage } from '../features/mailings/pages/mailing-print-page';
import { TrackListPage } from '../features/mailings/pages/track-list-page';
import { NotificationListPage } from '../features/notifications/pages/notification-list-page';
import { BuyerOrderListPage } from '../features/orders/pages/buyer-order-list-page';
import { BuyerOrderViewPage } from '../features/orders/pages/buyer-order-view-page';
import { OrderManagePage } from '../features/orders/pages/order-manage-page';
import { PaymentCheckPage } from '../features/orders/pages/payment-check-page';
import { SellerOrderListPage } from '../features/orders/pages/seller-order-list-page';
import { SellerOrderViewPage } from '../features/orders/pages/seller-order-view-page';
import { SlipUploadPage } from '../features/orders/pages/slip-upload-page';
import { PackingBoxesPage } from '../features/packing/pages/packing-boxes-page';
import { PackingDonePage } from '../features/packing/pages/packing-done-page';
import { PackingHistoryPage } from '../features/packing/pages/packing-history-page';
import { PackingPendingPage } from '../features/packing/pages/packing-pending-page';
import { PackingSelectOrdersPage } from '../features/packing/pages/packing-select-orders-page';
import { PackingSummaryPage } from '../features/packing/pages/packing-summary-page';
import { PackingViewPage } from '../features/packing/pages/packing-view-page';
import { PackingWeighPage } from '../features/packing/pages/packing-weigh-page';
import { PickingChooseOrdersPage } from '../features/packing/pages/picking-choose-orders-page';
import { PickingPickItemPage } from '../features/packing/pages/picking-pick-item-page';
import { DeliverySummaryPage } from '../features/reports/pages/delivery-summary-page';
import { MailingReportPage } from '../features/reports/pages/mailing-report-page';
import { PayServiceReportPage } from '../features/reports/pages/pay-service-report-page';
import { ReserveReportPage } from '../features/reports/pages/reserve-report-page';
import { StoreReportPage } from '../features/reports/pages/store-report-page';
import { StoreReportsPage } from '../features/reports/pages/store-reports-page';
import { ThpReportPage } from '../features/reports/pages/thp-report-page';
import { UserReportPage } from '../features/reports/pages/user-report-page';
import { ConfirmReserveListPage } from '../features/reserve/pages/confirm-reserve-list-page';
import { ConfirmReservePage } from '../features/reserve/pages/confirm-reserve-page';
import { ReserveListPage } from '../features/reserve/pages/reserve-list-page';
import { ReserveManagePage } from '../features/reserve/pages/reserve-manage-page';
import { ReserveViewPage } from '../features/reserve/pages/reserve-view-page';
import { StockBarcodePage } from '../features/reserve/pages/stock-barcode-page';
import { PostJobPage } from '../features/shipping-lists/pages/post-job-page';
import { ShippingListManagePage } from '../features/shipping-lists/pages/shipping-list-manage-page';
import { ShippingListHistoryPage, ShippingListPage } from '../features/shipping-lists/pages/shipping-list-page';
import { ShippingListPaymentPage } from '../features/shipping-lists/pages/shipping-list-payment-page';
import { BasketPage } from '../features/storefront/pages/basket-page';
import { CheckoutPage } from '../features/storefront/pages/checkout-page';
import { ProductDetailPage } from '../features/storefront/pages/product-detail-page';
import { StoreMainPage } from '../features/storefront/pages/store-main-page';
import { StoreReviewPage } from '../features/storefront/pages/store-review-page';
import { StoreSearchPage } from '../features/storefront/pages/store-search-page';
import { ThankYouPage } from '../features/storefront/pages/thank-you-page';
import { StoreManagePage } from '../features/stores/pages/store-manage-page';
import { RequireSellerStore } from './guards/require-seller-store';
import { RequireShippingStore } from './guards/require-shipping-store';
import { RequireAuth, RequireRole } from './guards/route-guards';
import { MainLayout } from './layouts/main-layout';
import { paths } from './navigation/paths';
import { SameScreenRedirect, UnknownRouteRedirect } from './navigation/unknown-route';
import { postOfficeRoutes } from './post-office-routes';

const router = createBrowserRouter([
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
      // Address books (issue 3) and mailings (issue 4): any signed-in user; one without a store gets a Draft store on the way in.
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
          // Mailings (issue 4).
          { path: paths.deliveryManage, element: <DeliveryManagePage /> },
          { path: paths.deliveryTrack, element: <TrackListPage /> },
          { path: paths.mailings, element: <MailingListPage /> },
          { path: paths.mailingPrints, element: <MailingPrintPage /> },
          { path: paths.mailingHistory, element: <MailingHistoryPage /> },
          { path: paths.stockBarcode, element: <StockBarcodePage /> },
          // Shipping lists (issue 11, spec 2 "Shipping lists", "Post job form") and the card gateway's return.
          { path: paths.shippingLists, element: <ShippingListPage /> },
          { path: paths.shippingListHistory, element: <ShippingListHistoryPage /> },
          { path: '/stores/shippinglists/manage', element: <ShippingListManagePage /> },
          { path: '/stores/shippinglists/postjob', element: <PostJobPage /> },
          { path: paths.shippingListPayment, element: <ShippingListPaymentPage /> },
          // Reserve delivery (issue 12, spec 2 "Reserve delivery"): guests sign in first and come back.
          { path: paths.reserve, element: <ReserveListPage /> },
          { path: '/stores/reserve/manage', element: <ReserveManagePage /> },
          { path: '/stores/reserve/view', element: <ReserveViewPage /> },
        ],
      },
      // Storefront (issue 5): public store pages, the basket and the store search.
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
        { path: paths.storeManage, element: <StoreManagePage /> },
        { path: '/notification', element: <NotificationListPage /> },
      ].map(({ path, element }) => ({ path, element: <RequireAuth>{element}</RequireAuth> })),
      // Sell screens (issue 5): the user's own store; a uri or store id in the address must be theirs, else /403.
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
          { path: '/stores/orders/view', element: <SellerOrderViewPage /> },
          { path: '/stores/:storeId/payments', element: <PaymentCheckPage /> },
          // Invoices (issue 6, spec 1 "Invoice list", "Invoice wizard", "Invoice view").
          { path: paths.storeInvoices, element: <InvoiceListPage /> },
          { path: '/stores/invoices/view', element: <InvoiceViewPage /> },
          { path: '/stores/invoices/manage', element: <InvoiceManagePage /> },
          { path: paths.invoiceChooseOrder, element: <InvoiceChooseOrderPage /> },
          { path: paths.invoiceSetWeight, element: <InvoiceSetWeightPage /> },
          // Picking and packing (issue 6): isStoreOwner, so another store's uri is /403 (spec 1 section 6).
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
          // Store reports (issue 14, spec 2 "Store reports"): the owner's store only.
          { path: '/stores/:uri/reports', element: <StoreReportsPage /> },
          { path: '/stores/:uri/reports/:report', element: <StoreReportsPage /> },
        ],
      },
      // The post-office staff's account and management screens (issue 15).
      ...postOfficeRoutes,
      // Post-office reports (issue 14): central admin only for the mailing report, central and outlet admins otherwise.
      {
        path: paths.mailingReport,
        element: (
          <RequireRole roles={['Admin']}>
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
        ] as const
      ).map(([path, page]) => ({ path, element: <RequireRole roles={['Admin', 'AdminOutlet']}>{page}</RequireRole> })),
      // Reservation confirmation (issue 12): any post-office admin without a store (spec 2 section 6).
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
      // Spec routes without a screen of their own (issue 13; every spec route is in e2e/tests/support/spec-routes.ts,
      // whose test checks where each lands): the same screen under our path, or "not built yet", never main silently.
      // spec 1 "delivery list": the mailings made on delivery manage; "payments show": the payment check (slip viewer).
      { path: '/stores/delivery', element: <SameScreenRedirect to={paths.mailings} /> },
      { path: '/stores/:storeId/payments/pay', element: <SameScreenRedirect to="/stores/:storeId/payments" /> },
      // Social sign-in's next steps (issue 16): a new identity's sign-up, and the password proof of a taken e-mail.
      { path: '/external-signup', element: <ExternalSignUpPage /> },
      { path: '/social-connect', element: <SocialConnectPage /> },
      // Zone sign-up through an outside-deposit officer's link, and that officer's decisions (issue 16).
      { path: '/signup-zone', element: <ZoneSignUpPage /> },
      {
        path: paths.zoneUsers,
        element: (
          <RequireRole roles={['AdminEMS']}>
            <ZoneUsersPage />
          </RequireRole>
        ),
      },
      { path: '/thp-external-signup', element: <NotYetPage /> },
      // Unknown URLs, and the spec's abstract parents (/admin, /stores), go to main with a word about it.
      { path: '*', element: <UnknownRouteRedirect /> },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
