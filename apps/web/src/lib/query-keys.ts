/**
 * Every query key of the web app comes from here, so a hook and the mutation that invalidates it cannot drift apart.
 * One shape for every domain: `[domain, scope, part, ...args]`, where the scope is what the data belongs to (a store
 * id, `mine` for the signed-in user's own, or a reference list's name). Invalidating `scope(id)` refreshes everything
 * of one store in that domain; `all` refreshes the whole domain.
 */
export function domainKeys<const D extends string>(domain: D) {
  return {
    all: [domain] as const,
    scope: (scope: string) => [domain, scope] as const,
    list: <P>(scope: string, params: P) => [domain, scope, 'list', params] as const,
    detail: (scope: string, id: string) => [domain, scope, 'detail', id] as const,
    /** Anything else of the scope (payments, stock, available orders...). */
    part: <const A extends readonly unknown[]>(scope: string, part: string, ...args: A) => [domain, scope, part, ...args] as const,
  };
}

/** The signed-in user's own data (their orders, their store) rather than a store's. */
export const MINE = 'mine';

export const queryKeys = {
  /** The signed-in user (`currentUserKey` in `use-current-user.ts`) and account steps; sign-out keeps this domain only. */
  auth: domainKeys('auth'),
  reference: domainKeys('reference'),
  stores: domainKeys('stores'),
  catalog: domainKeys('catalog'),
  storefront: domainKeys('storefront'),
  orders: domainKeys('orders'),
  invoices: domainKeys('invoices'),
  packing: domainKeys('packing'),
  mailings: domainKeys('mailings'),
  notifications: domainKeys('notifications'),
  /** A store's LINE Official Account connection. */
  lineNotify: domainKeys('line-notify'),
  shippingLists: domainKeys('shipping-lists'),
  /** Reservations: a store's own, and the post office's under the scope `post-office`. */
  reserves: domainKeys('reserves'),
  reports: domainKeys('reports'),
  senders: domainKeys('senders'),
  recipients: domainKeys('recipients'),
  /** A saved-address picker's pages, scoped by the list it reads (the buyer's own or a store's book). */
  savedAddresses: domainKeys('saved-addresses'),
  /** The landing page's content (sliders, notices, FAQs, manuals, news, service outlets), public and as edited. */
  content: domainKeys('content'),
  /** Post-office users and outlets as the central admin manages them. */
  adminUsers: domainKeys('admin-users'),
  outlets: domainKeys('outlets'),
  /** The S10 barcode ranges the central admin loads. */
  barcodeRanges: domainKeys('barcode-ranges'),
  /** A parcel's public tracking, by barcode (scope `public`). */
  tracking: domainKeys('tracking'),
};
