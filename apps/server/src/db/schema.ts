import * as addressBook from './schema/address-book';
import * as auth from './schema/auth';
import * as buyerAddresses from './schema/buyer-addresses';
import * as catalog from './schema/catalog';
import * as content from './schema/content';
import * as geo from './schema/geo';
import * as invoices from './schema/invoices';
import * as jobs from './schema/jobs';
import * as mail from './schema/mail';
import * as mailings from './schema/mailings';
import * as notifications from './schema/notifications';
import * as orderImports from './schema/order-imports';
import * as orders from './schema/orders';
import * as outgoing from './schema/outgoing';
import * as packing from './schema/packing';
import * as rateLimits from './schema/rate-limits';
import * as reference from './schema/reference';
import * as reserves from './schema/reserves';
import * as reviews from './schema/reviews';
import * as shippingLists from './schema/shipping-lists';
import * as social from './schema/social';
import * as stores from './schema/stores';
import * as tracking from './schema/tracking';

/** Every table, for Drizzle's relational queries. Add a domain's schema file here. */
export const schema = {
  ...auth,
  ...addressBook,
  ...buyerAddresses,
  ...mail,
  ...mailings,
  ...tracking,
  ...stores,
  ...outgoing,
  ...geo,
  ...reference,
  ...catalog,
  ...orders,
  ...orderImports,
  ...reviews,
  ...notifications,
  ...packing,
  ...invoices,
  ...shippingLists,
  ...reserves,
  ...jobs,
  ...rateLimits,
  ...social,
  ...content,
};
