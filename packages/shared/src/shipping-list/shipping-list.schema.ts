import { z } from 'zod';
import { actionsSchema } from '../common/actions.schema';
import { int32 } from '../common/int.schema';
import { listQuerySchema, pagedSchema } from '../common/list.schema';
import { referenceStatusSchema } from '../common/status.schema';
import { plainString, requiredText } from '../common/text.schema';
import { MAX_SHIPPING_LIST_ORDERS, SHIPPING_LIST_EXPIRY_MINUTES } from '../reference/delivery.constants';
import { SHIPPING_LIST_STATUS_KEYS } from '../reference/status-keys';

/** Shipping lists show 10 rows a page (spec 2 section 9). */
export const SHIPPING_LIST_PAGE_SIZE = 10;
export { MAX_SHIPPING_LIST_ORDERS, SHIPPING_LIST_EXPIRY_MINUTES };

/** `true`/`false`/`1`/`0` in a query string. */
const queryFlag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .optional()
  .transform((v) => v === true || v === 'true' || v === '1');

/**
 * GET /api/stores/:storeId/shippinglists: `onlyNotDelivery` lists the seller's lists not yet handed over
 * (the main screen), `onlyDuringDelivery` those handed over (history). Neither: every list.
 */
export const shippingListListQuerySchema = listQuerySchema.extend({
  onlyNotDelivery: queryFlag,
  onlyDuringDelivery: queryFlag,
});
export type ShippingListListQuery = z.infer<typeof shippingListListQuerySchema>;

/** Create or update a draft: the orders on it, in screen order (the server prices and sums them). */
export const shippingListInputSchema = z.object({
  orderIds: z
    .array(z.uuid({ error: 'shippingList.ordersRequired' }), { error: 'shippingList.ordersRequired' })
    .max(MAX_SHIPPING_LIST_ORDERS, { error: 'shippingList.tooManyOrders' })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'validation.invalid' }),
  /** Save and confirm in one call (the screen's confirm button); confirm needs 1 to 300 orders. */
  confirm: z.boolean().optional().default(false),
});
export type ShippingListInput = z.infer<typeof shippingListInputSchema>;
export type ShippingListRequest = z.input<typeof shippingListInputSchema>;

const shippingListStatusSchema = referenceStatusSchema(SHIPPING_LIST_STATUS_KEYS);

/** An order on a list, or offered for one: quantity, grams and postage satang as labelled. */
const shippingListOrderSchema = z.object({
  orderId: z.uuid(),
  name: plainString(),
  recipientName: plainString(),
  barcode: plainString().nullable(),
  deliveryOptionName: plainString(),
  totalQty: int32(),
  weight: int32(),
  serviceCost: int32(),
});
export type ShippingListOrder = z.infer<typeof shippingListOrderSchema>;

export const availableForShippingListSchema = pagedSchema(shippingListOrderSchema);

/** What the list and the screens may do with it now, decided by the server (shipping-list-rules). */
export const shippingListActionsSchema = actionsSchema('canEdit', 'canConfirm', 'canPay', 'canDelete', 'canBookPickUp', 'canPrint');
export type ShippingListActions = z.infer<typeof shippingListActionsSchema>;

export const shippingListSummarySchema = z.object({
  id: z.uuid(),
  code: plainString(),
  status: shippingListStatusSchema,
  orderQtyTotal: int32(),
  productQtyTotal: int32(),
  /** Satang. */
  priceTotal: int32(),
  /** Grams. */
  weightTotal: int32(),
  statusPayment: z.boolean(),
  isExpired: z.boolean(),
  /** When the payment window last ran out and the list went back to draft (null once confirmed again). */
  paymentExpiredAt: z.iso.datetime({ offset: true }).nullable(),
  sentPos: z.boolean(),
  /** When the post office had received every parcel of the list (SentPos became true), or null. */
  sentPosDate: z.iso.datetime({ offset: true }).nullable(),
  /** The pick-up service's answer: null none yet, 0 waiting, 1 accepted, -1 queue full. */
  postJobStatus: int32().nullable(),
  postJobDate: z.iso.date().nullable(),
  createdDate: z.iso.datetime({ offset: true }),
  actions: shippingListActionsSchema,
});
export type ShippingListSummary = z.infer<typeof shippingListSummarySchema>;

export const shippingListSchema = shippingListSummarySchema.extend({
  packingListId: z.uuid().nullable(),
  orders: z.array(shippingListOrderSchema),
});
export type ShippingList = z.infer<typeof shippingListSchema>;

/**
 * GET /api/stores/:storeId/shippinglists/:id/token (and a reservation's or a buyer's order's): our payment
 * reference and the signed 2C2P redirect 7.2 form the browser posts itself (version 7.2, currency 764, amount 12
 * digits in satang, order id = reference + 5 digits of the time, hash_value HMAC-SHA1). `fields` are posted as
 * they are, form-encoded, to `action` (the gateway's payment URL).
 */
export const cardPaymentFormSchema = z.object({
  reference: plainString(),
  action: z.url(),
  fields: z.record(plainString(), plainString()),
});
export type CardPaymentForm = z.infer<typeof cardPaymentFormSchema>;

/**
 * The query of the page the browser is sent back to after the gateway (POST /api/payments/card/return answers
 * with a redirect): `payment` 1 paid, 0 not paid (declined, failed, or waiting for the bank: the page asks the
 * server which), -1 cancelled by the buyer; `reference` names the attempt.
 */
export const paymentReturnQuerySchema = z.object({
  payment: z.enum(['1', '0', '-1']),
  reference: plainString().trim().min(1).max(64),
});

/** A 2C2P result value: free text the gateway echoes or writes (card text, channel descriptions, browser info). */
const resultValue = () => plainString().max(1000).optional();

/**
 * 2C2P's redirect 7.2 result, as the gateway posts it form-encoded to both result URLs (`result_url_2` server to
 * server, `result_url_1` through the buyer's browser): the documented fields, each optional except the order,
 * the status and `hash_value` (HMAC-SHA1 hex over the fields in the documented order, checked by the server's
 * gateway adapter). Unknown fields are dropped; a documented one is kept so the signature can be checked.
 */
export const cardPaymentResultSchema = z.object({
  version: resultValue(),
  request_timestamp: resultValue(),
  merchant_id: resultValue(),
  order_id: plainString().trim().min(1).max(20),
  invoice_no: resultValue(),
  currency: resultValue(),
  amount: resultValue(),
  transaction_ref: resultValue(),
  approval_code: resultValue(),
  eci: resultValue(),
  transaction_datetime: resultValue(),
  payment_channel: resultValue(),
  payment_status: plainString().regex(/^\d{3}$/, { error: 'validation.invalid' }),
  channel_response_code: resultValue(),
  channel_response_desc: resultValue(),
  masked_pan: resultValue(),
  stored_card_unique_id: resultValue(),
  backend_invoice: resultValue(),
  paid_channel: resultValue(),
  paid_agent: resultValue(),
  recurring_unique_id: resultValue(),
  user_defined_1: resultValue(),
  user_defined_2: resultValue(),
  user_defined_3: resultValue(),
  user_defined_4: resultValue(),
  user_defined_5: resultValue(),
  browser_info: resultValue(),
  ippPeriod: resultValue(),
  ippInterestType: resultValue(),
  ippInterestRate: resultValue(),
  ippMerchantAbsorbRate: resultValue(),
  hash_value: plainString().regex(/^[0-9a-f]{40}$/i, { error: 'validation.invalid' }),
});
export type CardPaymentResult = z.infer<typeof cardPaymentResultSchema>;

/**
 * PENDING: issued, no result yet; AWAITING_BANK: the gateway said the buyer chose a channel that completes later
 * (a later result completes it); REFUND_DUE: the gateway took the money but what it paid for could no longer take
 * it (the store refunds it).
 */
const CARD_PAYMENT_STATUSES = ['PENDING', 'AWAITING_BANK', 'PAID', 'FAILED', 'CANCELLED', 'REFUND_DUE'] as const;
/** What a card payment pays for: a shipping list, a buyer's order, a reservation of ready-to-send boxes. */
const CARD_PAYMENT_TARGET_KINDS = ['shippingList', 'order', 'reserve'] as const;
export type CardPaymentTargetKind = (typeof CARD_PAYMENT_TARGET_KINDS)[number];

/** What was recorded for an attempt (the first result that arrived; later ones answer the same). */
export const cardPaymentOutcomeSchema = z.object({
  reference: plainString(),
  status: z.enum(CARD_PAYMENT_STATUSES),
  /** True when the list (or order) is paid, by this attempt or an earlier one. */
  paid: z.boolean(),
  targetKind: z.enum(CARD_PAYMENT_TARGET_KINDS),
  targetId: z.uuid(),
});
export type CardPaymentOutcome = z.infer<typeof cardPaymentOutcomeSchema>;

/**
 * GET /api/stores/:storeId/orders/availableForPrintLotMailing: orders whose live label (a mailing waiting for
 * delivery or on a hand-over list being prepared) can be printed again in a lot, with the mailing to print.
 */
const printLotOrderSchema = shippingListOrderSchema.extend({
  mailingId: z.uuid(),
  /** The print lot the label was last printed in, if any. */
  printedLotId: z.uuid().nullable(),
});
export const availableForPrintLotSchema = pagedSchema(printLotOrderSchema);

/** Post job time slots (spec 2 section 9): 1 = 09:00-12:00, 2 = 13:00-15:00. */
export const POST_JOB_SLOTS = [
  { id: 1, label: '09:00-12:00', start: '09.00', startHour: 9, endHour: 12 },
  { id: 2, label: '13:00-15:00', start: '13.00', startHour: 13, endHour: 15 },
] as const;
export type PostJobSlotId = (typeof POST_JOB_SLOTS)[number]['id'];

/** Home pick-up is free above 2,000 baht of postage per visit, or for at least 60 prepaid boxes (spec 2 section 9). */
export const FREE_PICKUP_MIN_POSTAGE_SATANG = 200_000;
export const FREE_PICKUP_MIN_BOXES = 60;
/** Call the post office if no officer has called back within this many minutes. */
export const POST_JOB_CALLBACK_MINUTES = 10;

/** The post job form (spec 2 "Post job form"): each required field has its own message. */
export const postJobInputSchema = z.object({
  name: requiredText(50, 'validation.tooLong', 'postJob.nameRequired'),
  surname: requiredText(50, 'validation.tooLong', 'postJob.surnameRequired'),
  phone: requiredText(20, 'validation.tooLong', 'postJob.phoneRequired'),
  address: requiredText(300, 'validation.tooLong', 'postJob.addressRequired'),
  /** The origin post office's code (its postcode, as outlets are coded). */
  postcode: requiredText(5, 'postJob.postcodeInvalid', 'postJob.postcodeRequired').regex(/^\d{5}$/, { error: 'postJob.postcodeInvalid' }),
  /** yyyy-MM-dd in Asia/Bangkok; working days only, from tomorrow (post-job-rules). */
  appointDate: z.iso.date({ error: 'postJob.dateRequired' }),
  slot: z.union([z.literal(1), z.literal(2)], { error: 'postJob.slotRequired' }),
  description: plainString().trim().max(500, { error: 'validation.tooLong' }).optional().default(''),
  /** The sign-in confirm popup's password, checked by the server before anything is sent. */
  password: plainString({ error: 'validation.required' }).min(1, { error: 'validation.required' }).max(128),
});
export type PostJobInput = z.infer<typeof postJobInputSchema>;
