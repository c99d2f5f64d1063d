import { z } from 'zod';
import { storedThaiAddressSchema, thaiAddressPartsSchema } from '../common/address.schema';
import { int32 } from '../common/int.schema';
import { listQuerySchema } from '../common/list.schema';
import { priceSchema } from '../common/price.schema';
import { optionalText, plainString, requiredText } from '../common/text.schema';
import { ORDER_STATUS_KEYS } from '../reference/status-keys';
import { payToSchema } from '../store/payment-account.schema';

/** Order lists: 10 per page (spec 1 and 2 section 9). */
export const ORDERS_PAGE_SIZE = 10;
/** Payment slips: an image or a PDF, at most 2 MB (the spec leaves the size unstated; we use the image limit). */
export const SLIP_MAX_BYTES = 2 * 1024 * 1024;
/** Line items one order may hold. */
const MAX_ORDER_ITEMS = 100;

/** Receiver address of checkout and order manage (spec 2 section 5): name, address, postcode, province, area, district. */
export const shipAddressInputSchema = thaiAddressPartsSchema.extend({
  fullName: requiredText(100, 'addressBook.fullNameTooLong'),
  phone: optionalText(50),
  /** The saved address it was picked from, if any. */
  shipAddressId: z.uuid().nullable().optional(),
});
export type ShipAddressInput = z.infer<typeof shipAddressInputSchema>;

const quantitySchema = int32({ error: 'order.quantityMin' })
  .min(1, { error: 'order.quantityMin' })
  .max(10_000, { error: 'validation.invalid' });

const itemsSchema = <T extends z.ZodType>(item: T) =>
  z
    .array(item, { error: 'order.itemsRequired' })
    .min(1, { error: 'order.itemsRequired' })
    .max(MAX_ORDER_ITEMS)
    .refine((items) => new Set(items.map((i) => (i as { productId: string }).productId)).size === items.length, {
      error: 'order.duplicateItem',
    });

/**
 * Cash on delivery: the post office collects the order's total plus the store's COD fee from the receiver. Only where
 * the store enables COD for the chosen delivery option (COD_NOT_OFFERED otherwise); the amount is the server's.
 */
const cashOnDeliverySchema = z.boolean().optional().default(false);

/**
 * Checkout (spec 2 section 5). Only product ids and quantities are taken: prices, discounts and
 * totals are the server's (any totals a client sends are ignored by the schema).
 */
export const checkoutInputSchema = z.object({
  items: itemsSchema(z.object({ productId: z.uuid({ error: 'order.productNotFound' }), quantity: quantitySchema })),
  deliveryOptionId: plainString({ error: 'order.deliveryOptionRequired' }).trim().min(1, { error: 'order.deliveryOptionRequired' }).max(64),
  shipAddress: shipAddressInputSchema,
  cashOnDelivery: cashOnDeliverySchema,
});
export type CheckoutInput = z.infer<typeof checkoutInputSchema>;

/** Order manage (spec 1 section 2): status, items (at least one, quantity >= 1, discount), delivery option, recipient. */
export const orderUpdateInputSchema = z.object({
  statusKey: z.enum(ORDER_STATUS_KEYS),
  items: itemsSchema(
    z.object({
      productId: z.uuid({ error: 'order.productNotFound' }),
      quantity: quantitySchema,
      /** Satang off the line, decided by the merchant. */
      discount: priceSchema({ invalid: 'validation.amountInvalid', allowZero: true }).optional().default(0),
    }),
  ),
  deliveryOptionId: plainString({ error: 'order.deliveryOptionRequired' }).trim().min(1, { error: 'order.deliveryOptionRequired' }).max(64),
  shipAddress: shipAddressInputSchema,
  cashOnDelivery: cashOnDeliverySchema,
});
export type OrderUpdateInput = z.infer<typeof orderUpdateInputSchema>;

/**
 * The seller's own new order (order manage without an orderId): the manage fields, plus whether the seller has
 * already received the payment (a transfer seen in chat, cash at the counter), which confirms it at once.
 */
export const orderCreateInputSchema = orderUpdateInputSchema.extend({
  confirmPayment: z.boolean().optional().default(false),
});
export type OrderCreateInput = z.infer<typeof orderCreateInputSchema>;

const orderStatusSchema = z.object({ id: int32(), name: plainString(), referenceKey: plainString() });

const orderItemSchema = z.object({
  productId: z.uuid().nullable(),
  name: plainString(),
  price: int32(),
  quantity: int32(),
  discount: int32(),
  packedQuantity: int32(),
  total: int32(),
});

const orderShipAddressSchema = storedThaiAddressSchema.extend({
  fullName: plainString(),
  phone: plainString(),
  address: plainString(),
  shipAddressId: z.uuid().nullable(),
});

const orderDeliveryOptionSchema = z.object({ deliveryOptionId: plainString(), name: plainString(), fee: int32() });

/** A COD order's fee and the amount the post office collects (satang): grand total plus fee. */
const orderCodSchema = z.object({ fee: int32(), amount: int32() });

/** What every order answer carries; money in satang. */
export const orderSummarySchema = z.object({
  id: z.uuid(),
  name: plainString(),
  storeId: z.uuid(),
  storeUri: plainString(),
  storeName: plainString(),
  createdDate: plainString(),
  status: orderStatusSchema,
  totalQty: int32(),
  totalPrice: int32(),
  discount: int32(),
  deliveryFee: int32(),
  /** Total price plus delivery fee (the order history column). */
  grandTotal: int32(),
  recipientName: plainString(),
  storeDeliveryOption: orderDeliveryOptionSchema,
  barcode: plainString().nullable(),
  confirmPayment: z.boolean(),
  /** The slip's file key for GET /api/files?filename=, when one is attached. */
  paySlipPath: plainString().nullable(),
  /** Buyer: may upload a slip / confirm. Seller: may edit and delete. */
  isEditable: z.boolean(),
  canMakeLabel: z.boolean(),
  showSlipLink: z.boolean(),
  canConfirmPayment: z.boolean(),
  /** Cash on delivery, or null for an order paid in advance. */
  cashOnDelivery: orderCodSchema.nullable(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderSchema = orderSummarySchema.extend({
  orderItems: z.array(orderItemSchema),
  shipAddress: orderShipAddressSchema,
});
export type Order = z.infer<typeof orderSchema>;

/** The seller's payment check decided in one call (PUT confirmorders): confirm the payment, or reject the slip. */
export const paymentDecisionSchema = z.object({ confirmPayment: z.boolean() });

/** The buyer's own order (checkout answer, order detail): with where to pay while it waits for payment, else null. */
export const buyerOrderSchema = orderSchema.extend({ payTo: payToSchema.nullable() });
export type BuyerOrder = z.infer<typeof buyerOrderSchema>;

const csv = z
  .union([plainString(), z.array(plainString())])
  .optional()
  .transform((v) => (Array.isArray(v) ? v : (v ?? '').split(',')).map((s) => s.trim()).filter(Boolean));

/** The seller's order list filters (spec 1 section 7: page, size, orderName, recipient, statuses, deliveryOption). */
export const orderListQuerySchema = listQuerySchema.extend({
  orderName: plainString().trim().max(50).optional().default(''),
  recipient: plainString().trim().max(100).optional().default(''),
  statuses: csv.pipe(z.array(z.enum(ORDER_STATUS_KEYS, { error: 'validation.invalid' })).max(ORDER_STATUS_KEYS.length)),
  deliveryOption: plainString().trim().max(64).optional().default(''),
});
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

export const buyerOrderListQuerySchema = listQuerySchema.extend({ storeId: z.uuid().optional() });
export type BuyerOrderListQuery = z.infer<typeof buyerOrderListQuerySchema>;

export type { CardPaymentResult as PaymentReturnInput } from '../shipping-list/shipping-list.schema';
/**
 * The card gateway's result for a buyer's order (spec 1 section 4's payment confirmation call): the 2C2P redirect
 * 7.2 result fields as the gateway posted them, checked by their hash_value.
 */
export { cardPaymentResultSchema as paymentReturnInputSchema } from '../shipping-list/shipping-list.schema';

/**
 * One row of a choose-orders list (invoices, packing): an order waiting for the next step, with its
 * receiver and service.
 */
export const orderChoiceSchema = z.object({
  id: z.uuid(),
  name: plainString(),
  createdDate: z.iso.datetime({ offset: true }),
  recipientName: plainString(),
  totalQty: int32(),
  totalPrice: int32(),
  storeDeliveryOption: z.object({ deliveryOptionId: plainString(), name: plainString() }),
});
