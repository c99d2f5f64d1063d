import { trackingPagePath } from '@songdee/shared/mailing/public-tracking.schema';

/**
 * Paths as the spec names them (spec 1 section 2, spec 2 section 2). Screens marked "later" are built in
 * later issues; until then their links fall back to main through the unknown-URL rule.
 */
export const paths = {
  main: '/',
  signIn: '/signin',
  signUp: '/signup',
  confirmEmail: '/confirmemail',
  forgotPassword: '/forgotpassword',
  resetPassword: '/resetpassword',
  changePassword: '/changepassword',
  accountManage: '/account-manage',
  forbidden: '/403',
  adminAccountManage: '/thp-account-manage',
  /** Zone sign-up through an outside-deposit officer's link, and that officer's list of who signed up. */
  signUpZone: (staffId: string) => `/signup-zone?staff=${encodeURIComponent(staffId)}`,
  zoneUsers: '/zone-users',

  // the post-office staff's own account screens (spec 2 "Post-office admin area"): the same screens, the staff's words
  thpSignIn: '/thpsignin',
  thpForgotPassword: '/thpforgotpassword',
  thpResetPassword: '/thpresetpassword',
  thpChangePassword: '/thpchangepassword',
  // buyer
  orders: '/orders',
  orderView: (orderId: string) => `/orders/view?orderId=${encodeURIComponent(orderId)}`,
  storeSearch: '/stores/search',
  /** A parcel's public tracking page (its labels' QR code opens it); without a barcode, the search for one. */
  track: (barcode?: string) => (barcode ? trackingPagePath(barcode) : '/track'),
  basket: '/stores/busket',
  // storefront: public store pages resolve the store from its uri
  storeMain: (uri: string) => `/stores/${encodeURIComponent(uri)}/main`,
  productDetail: (uri: string, productId: string) =>
    `/stores/${encodeURIComponent(uri)}/products/detail?productId=${encodeURIComponent(productId)}`,
  storeReview: (uri: string) => `/stores/${encodeURIComponent(uri)}/review`,
  checkout: (uri: string) => `/stores/${encodeURIComponent(uri)}/checkout/confirmation`,
  thankYou: (uri: string, orderId: string) => `/stores/${encodeURIComponent(uri)}/thankyou?orderId=${encodeURIComponent(orderId)}`,
  slipUpload: (uri: string, orderId?: string) =>
    `/stores/${encodeURIComponent(uri)}/upload${orderId ? `?orderId=${encodeURIComponent(orderId)}` : ''}`,
  // store set-up (spec 2 "Store manage")
  storeManage: '/manageStores/manage',
  // sell menu (store-owner areas resolve the store from its uri)
  /** The owner's product list (spec 2 "Admin product area"); buyers see products on the store's main page. */
  storeProducts: (uri: string) => `/stores/${encodeURIComponent(uri)}/products`,
  /** No id creates. */
  productManage: (uri: string, productId?: string) =>
    `/stores/${encodeURIComponent(uri)}/products/manage${productId ? `?productId=${encodeURIComponent(productId)}` : ''}`,
  storeOrders: '/stores/orders',
  /** Order manage without an order: the seller records a new order (phone, chat or cash sale). */
  storeOrderCreate: '/stores/orders/manage',
  /** Orders from a spreadsheet (an .xlsx or .csv with a header row). */
  storeOrderImport: '/stores/orders/import',
  storeOrderManage: (orderId: string) => `/stores/orders/manage?orderId=${encodeURIComponent(orderId)}`,
  storeOrderView: (orderId: string) => `/stores/orders/view?orderId=${encodeURIComponent(orderId)}`,
  /** store.notification (spec 1 section 2): every notification, 10 a page; the uri, when given, must be the user's store. */
  notifications: (uri?: string | null) => (uri ? `/notification?uri=${encodeURIComponent(uri)}` : '/notification'),
  storePayments: (storeId: string) => `/stores/${encodeURIComponent(storeId)}/payments`,
  // invoices: list, wizard (choose orders -> chosen orders -> set weight) and the read-only view
  /** The store's LINE Official Account notifications (outside the specs: the LINE Messaging API push). */
  storeLineNotify: '/stores/line-notify',
  storeCod: '/stores/cod',
  storeInvoices: '/stores/invoices',
  invoiceView: (invoiceId: string) => `/stores/invoices/view?invoiceId=${encodeURIComponent(invoiceId)}`,
  /** The wizard's main list of chosen orders; without an id it drafts a new invoice. */
  invoiceManage: (invoiceId?: string) => `/stores/invoices/manage${invoiceId ? `?invoiceId=${encodeURIComponent(invoiceId)}` : ''}`,
  invoiceChooseOrder: '/stores/invoices/chooseOrder',
  invoiceSetWeight: '/stores/invoices/setWeight',
  // packing and picking: store-owner areas
  storePackingPending: (uri: string) => `/stores/${encodeURIComponent(uri)}/packing-pending`,
  storePackingHistory: (uri: string) => `/stores/${encodeURIComponent(uri)}/packing-history`,
  storePicking: (uri: string) => `/stores/${encodeURIComponent(uri)}/picking-chooseOrders`,
  storePickItem: (uri: string, packingListId: string, returnPage?: string) =>
    `/stores/${encodeURIComponent(uri)}/picking-pickItem?packingListId=${encodeURIComponent(packingListId)}${
      returnPage ? `&returnPage=${encodeURIComponent(returnPage)}` : ''
    }`,
  packingSelectOrders: '/stores/packing-lists/manage/select-orders',
  packingSummary: (packingListId: string) => `/stores/packing-lists/manage/summary/${encodeURIComponent(packingListId)}`,
  packingBoxes: (packingListId: string, returnPage?: string) =>
    `/stores/packing-lists/${encodeURIComponent(packingListId)}${returnPage ? `?returnPage=${encodeURIComponent(returnPage)}` : ''}`,
  packingWeigh: (packingListId: string, returnPage?: string) =>
    `/stores/packing-list-weigh/${encodeURIComponent(packingListId)}${returnPage ? `?returnPage=${encodeURIComponent(returnPage)}` : ''}`,
  packingDone: (packingListId: string, returnPage?: string) =>
    `/stores/packing-list-done/${encodeURIComponent(packingListId)}${returnPage ? `?returnPage=${encodeURIComponent(returnPage)}` : ''}`,
  packingView: (packingListId: string) => `/stores/view?packingListId=${encodeURIComponent(packingListId)}`,
  storeReports: (uri: string) => `/stores/${encodeURIComponent(uri)}/reports/summaryorders`,
  /** One of the store reports (spec 2 "Store reports"): summaryorders, productbestseller, countdelivery, ordersummary... */
  storeReportPage: (uri: string, report: string) => `/stores/${encodeURIComponent(uri)}/reports/${report}`,
  // shipping menu: mailings, shipping lists, reservations
  deliveryManage: '/stores/delivery/manage',
  /** Delivery manage making labels from an order (the order list's "make label"). */
  deliveryManageForOrder: (orderId: string) => `/stores/delivery/manage?orderId=${encodeURIComponent(orderId)}`,
  mailings: '/stores/mailings',
  mailingPrints: '/stores/mailings/prints',
  mailingHistory: '/stores/mailings/history',
  deliveryTrack: '/stores/delivery-track',
  // shipping lists (spec 2 "Shipping lists"): not yet handed over, history, manage (no id creates), post job
  shippingLists: '/stores/shippinglists',
  shippingListHistory: '/stores/shippinglists/history',
  shippingListManage: (shippingListId?: string) =>
    `/stores/shippinglists/manage${shippingListId ? `?shippinglistId=${encodeURIComponent(shippingListId)}` : ''}`,
  shippingListPostJob: (shippingListId: string) => `/stores/shippinglists/postjob?shippinglistId=${encodeURIComponent(shippingListId)}`,
  /** Where the card gateway sends the seller back (`payment`, `reference` and the signed result fields). */
  shippingListPayment: '/stores/shippinglists/payment',
  addressBook: '/stores/address/ship',
  senderList: '/stores/address/send',
  recipientList: '/stores/address/ship',
  /** 'new' creates. */
  senderManage: (sendAddressId: string) => `/stores/address/send/${encodeURIComponent(sendAddressId)}`,
  recipientManage: (shipAddressId: string) => `/stores/address/ship/${encodeURIComponent(shipAddressId)}`,
  // ready-to-send box reservations (spec 2 "Reserve delivery", "Stock"): list, create or edit, read-only view
  reserve: '/stores/reserve',
  /** No id creates. */
  reserveManage: (reserveId?: string) => `/stores/reserve/manage${reserveId ? `?reserveId=${encodeURIComponent(reserveId)}` : ''}`,
  /** Also where the card gateway sends the seller back after paying a reservation. */
  reserveView: (reserveId: string) => `/stores/reserve/view?reserveId=${encodeURIComponent(reserveId)}`,
  stockBarcode: '/stores/stockbarcode',
  // post-office admin (reports and management: later issues)
  adminReport: '/thpreport',
  mailingReport: '/mailingreport',
  storeReport: '/storereport',
  userReport: '/userreport',
  reserveReport: '/reservereport',
  payServiceReport: '/payservicereport',
  codReport: '/codreport',
  deliverySummary: '/deliverysummary',
  userManage: '/thpusermanage',
  changeUser: (userName: string) => `/thpchangeuser/${encodeURIComponent(userName)}`,
  contactList: '/contact-list',
  news: '/news',
  /** The landing page's content (sliders, notices, FAQs, manuals, post-print popup): central admin. */
  landingContent: '/content',
  /** The S10 barcode ranges the post office allocated: central admin. */
  barcodeRanges: '/barcoderanges',
  /** Post-office admins without a store: reservations to confirm, and one reservation's hand-over. */
  confirmReserveList: '/confirmreservelist',
  confirmReserve: (reserveId: string) => `/confirmreserve/${encodeURIComponent(reserveId)}`,
} as const;

/** Pages that start or recover a session: never remembered as the page to come back to. */
export const ACCOUNT_ENTRY_PATHS: readonly string[] = [
  paths.signIn,
  paths.signUp,
  paths.confirmEmail,
  paths.forgotPassword,
  paths.resetPassword,
  paths.forbidden,
  paths.thpSignIn,
  paths.thpForgotPassword,
  paths.thpResetPassword,
];
