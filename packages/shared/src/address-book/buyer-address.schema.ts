import { z } from 'zod';
import { storedThaiAddressSchema } from '../common/address.schema';
import { PAGE_SIZES } from '../common/list.schema';
import { plainString } from '../common/text.schema';
import { shipAddressInputSchema } from '../order/order.schema';

/**
 * A buyer's own address book, the list behind checkout's "เลือกจากที่อยู่ที่บันทึกไว้":
 *   GET    /api/Account/addresses       ?page&size&searchString   -> Paged<BuyerAddress>  (10, 50 or 100 a page)
 *   POST   /api/Account/addresses       BuyerAddressInput (Idempotency-Key header) -> 201 BuyerAddress (200: the first one)
 *   GET    /api/Account/addresses/:id                              -> BuyerAddress
 *   PUT    /api/Account/addresses/:id   BuyerAddressInput          -> BuyerAddress
 *   DELETE /api/Account/addresses/:id                              -> 204
 * Signed in; every address belongs to the user who saved it (another user's id answers 404).
 */

/** Page-size choices of the address modal (spec 2 section 9: 10, 50, 100, default 10). */
export const BUYER_ADDRESS_PAGE_SIZES = PAGE_SIZES;

/** What checkout's receiver form holds, so "save this address" saves exactly what was typed. */
export const buyerAddressInputSchema = shipAddressInputSchema.omit({ shipAddressId: true });
export type BuyerAddressInput = z.infer<typeof buyerAddressInputSchema>;

export const buyerAddressSchema = storedThaiAddressSchema.extend({
  id: z.uuid(),
  fullName: plainString(),
  phone: plainString(),
  /** The composed address line (parts of "-" or "_" skipped). */
  address: plainString(),
});
export type BuyerAddress = z.infer<typeof buyerAddressSchema>;
