/**
 * Every route of both specs (1 = seller back office, 2 = storefront, account, reserve, shipping,
 * admin) and where it lands for a guest, a buyer (no store), a seller (a published store) and the post-office admin
 * (role Admin, no store). `e2e/tests/spec-routes.spec.ts` opens each one as each role: nothing may land on the home
 * page without a word.
 *
 * KEEP THIS LIST UP TO DATE: when a route moves or gets a guard, change its entry.
 * Paths are as the specs give them, with the parents' prefixes applied (spec 1's abstract `/stores` parents).
 * Placeholders: {uri} and {storeId} are the seller's store, {productId} one of its products, {id} an id nobody has.
 * A route whose id is in the query is opened without it (as a typed or bookmarked address would be) unless `query`
 * says otherwise.
 */

export type Role = 'guest' | 'buyer' | 'seller' | 'admin';
export const ROLES: readonly Role[] = ['guest', 'buyer', 'seller', 'admin'];

/**
 * Who may open a route, and where the others go (the router's guards, spec 1 and 2 section 6):
 * - public: everyone.
 * - signedIn: signed-in users (guests go to sign-in).
 * - shipping: signed-in users with a store; a buyer (no store) is asked to manage delivery (a Draft store) or open a
 *   store, on the route's own address and without a store being made; post-office staff without a store get /403
 *   (these screens are for regular users).
 * - sellerArea: the user's own online shop, not named in the path; without one (no store, or a Draft store) the user
 *   is asked to open one; post-office staff, who never have a store, get /403.
 * - storeOwner: the store named in the path ({uri} or {storeId}) must be the user's, else /403.
 * - admin / reportAdmin / postOffice: post-office roles (Admin; Admin or AdminOutlet; any role), else /403.
 */
type Access = 'public' | 'signedIn' | 'shipping' | 'sellerArea' | 'storeOwner' | 'admin' | 'reportAdmin' | 'postOffice';

/**
 * Where a route lands: its own screen; another path showing the same screen; sign-in; the staff's sign-in naming
 * the page asked for (a guest on a post-office page); /403; the "not built yet" page; main with the notice that the
 * address does not exist (the spec's abstract parents); or, for a shipping screen without a store, the choice between
 * managing delivery and opening a store.
 */
export type Landing = 'screen' | 'signin' | 'staffSignin' | 'forbidden' | 'unknownNotice' | 'storeChoice' | { path: string };

export interface SpecRoute {
  spec: 1 | 2;
  /** The spec's name for it. */
  name: string;
  path: string;
  query?: string;
  access: Access;
  /** The path of the screen with the same meaning it goes to, when it has no screen of its own. */
  sameAs?: string;
  /** Landings that differ from what `access` and `sameAs` give. */
  except?: Partial<Record<Role, Landing>>;
}

const STORE_MANAGE = { path: '/manageStores/manage' };

export const SPEC_ROUTES: readonly SpecRoute[] = [
  // ── Spec 1, section 2 (parents: admin, admin.address /stores, admin.delivery /stores, ... all under /stores) ──
  { spec: 1, name: 'admin (abstract parent)', path: '/admin', access: 'public', except: allRoles('unknownNotice') },
  {
    spec: 1,
    name: 'admin.address / admin.invoice / ... (abstract /stores)',
    path: '/stores',
    access: 'public',
    except: allRoles('unknownNotice'),
  },
  { spec: 1, name: 'ship list', path: '/stores/address/ship', access: 'shipping' },
  { spec: 1, name: 'send list', path: '/stores/address/send', access: 'shipping' },
  { spec: 1, name: 'send manage', path: '/stores/address/send/new', access: 'shipping' },
  { spec: 1, name: 'ship manage', path: '/stores/address/ship/new', access: 'shipping' },
  { spec: 1, name: 'admin.track.list', path: '/stores/delivery-track', access: 'shipping' },
  { spec: 1, name: 'delivery manage', path: '/stores/delivery/manage', access: 'shipping' },
  // "delivery list": the mailings made on delivery manage are listed on the mailing list.
  { spec: 1, name: 'delivery list', path: '/stores/delivery', access: 'shipping', sameAs: '/stores/mailings' },
  { spec: 1, name: 'invoice view', path: '/stores/invoices/view', access: 'sellerArea' },
  { spec: 1, name: 'invoice list', path: '/stores/invoices', access: 'sellerArea' },
  // Not a spec screen: the store's LINE Official Account notifications (the LINE Messaging API push).
  { spec: 1, name: 'LINE notifications', path: '/stores/line-notify', access: 'sellerArea' },
  // Not in the specs: the store's cash-on-delivery money and report.
  { spec: 1, name: 'cash on delivery', path: '/stores/cod', access: 'sellerArea' },
  { spec: 1, name: 'invoice wizard main', path: '/stores/invoices/manage', access: 'sellerArea' },
  { spec: 1, name: 'invoice chooseOrder', path: '/stores/invoices/chooseOrder', access: 'sellerArea' },
  { spec: 1, name: 'invoice setWeight', path: '/stores/invoices/setWeight', access: 'sellerArea' },
  { spec: 1, name: 'mailing list', path: '/stores/mailings', access: 'shipping' },
  { spec: 1, name: 'mailing print', path: '/stores/mailings/prints', access: 'shipping' },
  { spec: 1, name: 'mailing history', path: '/stores/mailings/history', access: 'shipping' },
  { spec: 1, name: 'store.notification', path: '/notification', access: 'signedIn' },
  // Without an order id the order view goes to the list, where an order is chosen.
  {
    spec: 1,
    name: 'order view',
    path: '/stores/orders/view',
    access: 'sellerArea',
    except: { seller: { path: '/stores/orders' } },
  },
  { spec: 1, name: 'order manage', path: '/stores/orders/manage', access: 'sellerArea' },
  { spec: 1, name: 'order list', path: '/stores/orders', access: 'sellerArea' },
  // Not a spec screen: orders from a spreadsheet (upload, map columns, preview, save all or none).
  { spec: 1, name: 'order import', path: '/stores/orders/import', access: 'sellerArea' },
  { spec: 1, name: 'packing list', path: '/stores/packing-lists/{id}', access: 'sellerArea' },
  { spec: 1, name: 'weigh', path: '/stores/packing-list-weigh/{id}', access: 'sellerArea' },
  { spec: 1, name: 'view', path: '/stores/view', access: 'sellerArea' },
  { spec: 1, name: 'select orders', path: '/stores/packing-lists/manage/select-orders', access: 'sellerArea' },
  { spec: 1, name: 'summary', path: '/stores/packing-lists/manage/summary/{id}', access: 'sellerArea' },
  { spec: 1, name: 'done', path: '/stores/packing-list-done/{id}', access: 'sellerArea' },
  { spec: 1, name: 'pending', path: '/stores/{uri}/packing-pending', access: 'storeOwner' },
  { spec: 1, name: 'history', path: '/stores/{uri}/packing-history', access: 'storeOwner' },
  { spec: 1, name: 'payments list', path: '/stores/{storeId}/payments', access: 'storeOwner' },
  // "payments show": the payment check list, whose slip viewer shows an order's payment.
  {
    spec: 1,
    name: 'payments show',
    path: '/stores/{storeId}/payments/pay',
    access: 'storeOwner',
    sameAs: '/stores/{storeId}/payments',
  },
  { spec: 1, name: 'chooseOrder', path: '/stores/{uri}/picking-chooseOrders', access: 'storeOwner' },
  { spec: 1, name: 'pickItem', path: '/stores/{uri}/picking-pickItem', access: 'storeOwner' },
  // Spec 1's screens "named without paths" (main, signin, ..., product list and manage) take spec 2's paths below.

  // ── Spec 2, section 2 ──
  // Admin product area
  { spec: 2, name: 'product list (owner)', path: '/stores/{uri}/products', access: 'storeOwner' },
  { spec: 2, name: 'product manage', path: '/stores/{uri}/products/manage', access: 'storeOwner' },
  // Store reports
  ...['summaryorders', 'productbestseller', 'countdelivery', 'ordersummary', 'productsummary', 'deliverysummary'].map(
    (report): SpecRoute => ({
      spec: 2,
      name: `store report ${report}`,
      path: `/stores/{uri}/reports/${report}`,
      access: 'storeOwner',
    }),
  ),

  // Reservations: guests sign in first; a signed-in user without a store gets a Draft store like on the
  // other shipping screens (docs/decisions/reservations.md, "Reservations on the web").
  { spec: 2, name: 'reserve list', path: '/stores/reserve', access: 'shipping' },
  { spec: 2, name: 'reserve manage', path: '/stores/reserve/manage', access: 'shipping' },
  { spec: 2, name: 'reserve view', path: '/stores/reserve/view', access: 'shipping' },
  { spec: 2, name: 'stock', path: '/stores/stockbarcode', access: 'shipping' },
  { spec: 2, name: 'reserve confirm list (admin)', path: '/confirmreservelist', access: 'postOffice' },
  { spec: 2, name: 'reserve confirm', path: '/confirmreserve/{id}', access: 'postOffice' },

  // Shipping lists
  { spec: 2, name: 'shipping lists', path: '/stores/shippinglists', access: 'shipping' },
  { spec: 2, name: 'shipping list manage', path: '/stores/shippinglists/manage', access: 'shipping' },
  { spec: 2, name: 'shipping list history', path: '/stores/shippinglists/history', access: 'shipping' },
  { spec: 2, name: 'post job', path: '/stores/shippinglists/postjob', access: 'shipping' },
  // Store manage
  // The store form is never a post-office user's (the API refuses them a store): the admin gets /403.
  { spec: 2, name: 'store manage', path: '/manageStores/manage', access: 'signedIn', except: { admin: 'forbidden' } },
  // Main and storefront
  { spec: 2, name: 'main', path: '/', access: 'public' },
  { spec: 2, name: 'basket', path: '/stores/busket', access: 'public' },
  { spec: 2, name: 'checkout', path: '/stores/{uri}/checkout/confirmation', access: 'signedIn' },
  {
    spec: 2,
    name: 'product detail',
    path: '/stores/{uri}/products/detail',
    query: '?productId={productId}',
    access: 'public',
  },
  { spec: 2, name: 'store review', path: '/stores/{uri}/review', access: 'public' },
  { spec: 2, name: 'store search', path: '/stores/search', access: 'public' },
  { spec: 2, name: 'store main', path: '/stores/{uri}/main', access: 'public' },
  // Not spec routes: a parcel's public tracking page (its label's QR code opens it; an unknown barcode says so on the
  // page) and the search for one.
  { spec: 2, name: 'track a parcel', path: '/track', access: 'public' },
  { spec: 2, name: 'parcel tracking', path: '/track/EF582568151TH', access: 'public' },
  { spec: 2, name: 'thank you', path: '/stores/{uri}/thankyou', access: 'signedIn' },
  { spec: 2, name: 'slip upload', path: '/stores/{uri}/upload', access: 'signedIn' },
  // Post-office admin area: the account screens are the same accounts' (one sign-in; a role lands on the admin site).
  { spec: 2, name: 'post-office sign-in', path: '/thpsignin', access: 'public' },
  { spec: 2, name: 'post-office external sign-up', path: '/thp-external-signup', access: 'public' },
  { spec: 2, name: 'post-office change password', path: '/thpchangepassword', access: 'postOffice' },
  { spec: 2, name: 'post-office forgot password', path: '/thpforgotpassword', access: 'public' },
  { spec: 2, name: 'post-office reset password', path: '/thpresetpassword', access: 'public' },
  { spec: 2, name: 'post-office account', path: '/thp-account-manage', access: 'postOffice' },
  { spec: 2, name: 'user manage', path: '/thpusermanage', access: 'admin' },
  { spec: 2, name: 'change user', path: '/thpchangeuser/admin@songdee.test', access: 'admin' },
  // Not a spec route: the landing page's content, which the spec only reads, edited by the central admin.
  { spec: 2, name: 'landing content', path: '/content', access: 'admin' },
  { spec: 2, name: 'contact list', path: '/contact-list', access: 'admin' },
  { spec: 2, name: 'news', path: '/news', access: 'admin' },
  // Not a spec screen: the S10 barcode ranges the post office allocates, loaded by the central admin.
  { spec: 2, name: 'barcode ranges', path: '/barcoderanges', access: 'admin' },
  { spec: 2, name: 'admin report', path: '/thpreport', access: 'reportAdmin' },
  { spec: 2, name: 'mailing report', path: '/mailingreport', access: 'admin' },
  { spec: 2, name: 'store report', path: '/storereport', access: 'reportAdmin' },
  { spec: 2, name: 'user report', path: '/userreport', access: 'reportAdmin' },
  { spec: 2, name: 'reserve report', path: '/reservereport', access: 'reportAdmin' },
  { spec: 2, name: 'pay service report', path: '/payservicereport', access: 'reportAdmin' },
  // Not in the specs: cash-on-delivery volumes per post office.
  { spec: 2, name: 'COD report', path: '/codreport', access: 'reportAdmin' },
  { spec: 2, name: 'delivery summary', path: '/deliverysummary', access: 'reportAdmin' },
  // Account
  { spec: 2, name: 'sign-in', path: '/signin', access: 'public' },
  { spec: 2, name: 'sign-up', path: '/signup', access: 'public' },
  { spec: 2, name: 'zone-staff sign-up', path: '/signup-zone', access: 'public' },
  { spec: 2, name: 'social connect', path: '/social-connect', access: 'public' },
  { spec: 2, name: 'confirm e-mail', path: '/confirmemail', access: 'public' },
  { spec: 2, name: 'external sign-up', path: '/external-signup', access: 'public' },
  { spec: 2, name: 'my orders', path: '/orders', access: 'signedIn' },
  // Without an order id the order detail goes to the list, where an order is chosen.
  {
    spec: 2,
    name: 'my order detail',
    path: '/orders/view',
    access: 'signedIn',
    except: { buyer: { path: '/orders' }, seller: { path: '/orders' }, admin: { path: '/orders' } },
  },
  { spec: 2, name: 'change password', path: '/changepassword', access: 'signedIn' },
  { spec: 2, name: 'forgot password', path: '/forgotpassword', access: 'public' },
  { spec: 2, name: 'reset password', path: '/resetpassword', access: 'public' },
  { spec: 2, name: 'account', path: '/account-manage', access: 'signedIn' },
  { spec: 2, name: '403', path: '/403', access: 'public' },
];

function allRoles(landing: Landing): Record<Role, Landing> {
  return { guest: landing, buyer: landing, seller: landing, admin: landing };
}

/** Whether the role gets past the route's guard, and where it goes when it does not. */
function guard(access: Access, role: Role): Landing | null {
  if (access === 'public') return null;
  if (role === 'guest') return access === 'admin' || access === 'reportAdmin' || access === 'postOffice' ? 'staffSignin' : 'signin';
  switch (access) {
    case 'signedIn':
      return null;
    case 'shipping':
      return role === 'admin' ? 'forbidden' : role === 'buyer' ? 'storeChoice' : null;
    case 'sellerArea':
      return role === 'seller' ? null : role === 'admin' ? 'forbidden' : STORE_MANAGE;
    case 'storeOwner':
      return role === 'seller' ? null : 'forbidden';
    case 'admin':
    case 'reportAdmin':
    case 'postOffice':
      return role === 'admin' ? null : 'forbidden';
  }
}

/** Where the route lands for the role. */
export function landingOf(route: SpecRoute, role: Role): Landing {
  const exception = route.except?.[role];
  if (exception) return exception;
  const stopped = guard(route.access, role);
  if (stopped) return stopped;
  return route.sameAs === undefined ? 'screen' : { path: route.sameAs };
}
