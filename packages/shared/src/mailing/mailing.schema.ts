import { z } from 'zod';
import { storedThaiAddressSchema, type TypedAddressParts } from '../common/address.schema';
import { gramsSchema } from '../common/grams.schema';
import { coerceInt32, int32 } from '../common/int.schema';
import { listQuerySchema } from '../common/list.schema';
import { referenceStatusSchema } from '../common/status.schema';
import { plainString } from '../common/text.schema';
import { codedMessageSchema } from '../errors/coded-message';
import { type ShipAddressInput, shipAddressInputSchema } from '../order/order.schema';
import { BOX_SIZES, DELIVERY_OPTION_IDS, isHiddenDeliveryOption, MAX_MAILINGS, pricingOfOption } from '../reference/delivery.constants';
import { MAILING_STATUS_KEYS } from '../reference/status-keys';
import { stockRowSchema } from '../reserve/reserve.schema';
import { labelPrintQuery } from './label-print.schema';
import { BARCODE_IMAGE_DEFAULT_HEIGHT, BARCODE_IMAGE_MAX_HEIGHT, BARCODE_TEXT_PATTERN } from './mailing.constants';
import { type MissingInput, maxGramsOf, missingInputOf } from './parcel-rules';
import { S10_PATTERN } from './s10';

const boxSizeIds = BOX_SIZES.map((b) => b.id) as number[];
/** The services a store may publish with: every fixed option but the hidden internal one. */
const PUBLISHABLE_OPTION_IDS: string[] = Object.values(DELIVERY_OPTION_IDS).filter((id) => !isHiddenDeliveryOption(id));

/** One recipient row of the delivery-manage screen: a ship-address id and, optionally, its own weight. */
const publishRecipientSchema = z.object({
  shipAddressId: z.uuid({ error: 'mailing.recipientNotFound' }),
  /** Grams; overrides the batch weight for this parcel (weight-priced services only). */
  weight: gramsSchema().optional(),
});

const publishOrderSchema = z.object({
  orderId: z.uuid({ error: 'mailing.orderNotFound' }),
  /** Grams; overrides the batch weight for this parcel (weight-priced services only). */
  weight: gramsSchema().optional(),
});

/** Where publishing says what a service still needs. */
const MISSING_INPUT_ISSUE: Record<MissingInput, { path: string[]; message: string }> = {
  size: { path: ['sizeId'], message: 'mailing.sizeRequired' },
  zone: { path: ['zoneId'], message: 'mailing.zoneRequired' },
  weight: { path: ['weight'], message: 'mailing.weightRequired' },
};

/**
 * Publish (create) mailings for a batch of recipients (spec 1 section 5 "Create mailing"; payload
 * OptionId, Orders, SizeId or Weight, PostalCode). Which of size, zone or weight is needed depends on
 * the service: the ready-to-send box needs a size, the regional box a zone, the others a weight.
 */
export const publishMailingsSchema = z
  .object({
    /**
     * Chosen by the client when the delivery-manage screen opens and sent again on every confirm:
     * a recipient already published under this batch id is returned, never created twice.
     */
    batchId: z.uuid().optional(),
    optionId: plainString({ error: 'mailing.serviceRequired' })
      .trim()
      .refine((id) => PUBLISHABLE_OPTION_IDS.includes(id), { error: 'mailing.serviceRequired' }),
    /** The default sender is used when omitted. */
    senderId: z.uuid({ error: 'mailing.senderNotFound' }).optional(),
    recipients: z
      .array(publishRecipientSchema, { error: 'mailing.recipientsRequired' })
      .max(MAX_MAILINGS, { error: 'mailing.tooManyRecipients' })
      .default([]),
    /** Orders to ship instead of address-book recipients: each parcel goes to the order's receiver. */
    orders: z
      .array(publishOrderSchema, { error: 'mailing.recipientsRequired' })
      .max(MAX_MAILINGS, { error: 'mailing.tooManyRecipients' })
      .default([]),
    sizeId: int32()
      .refine((id) => boxSizeIds.includes(id), { error: 'mailing.sizeRequired' })
      .optional(),
    zoneId: int32().positive({ error: 'mailing.zoneRequired' }).optional(),
    /** Grams, for weight-priced services. */
    weight: gramsSchema().optional(),
    /** Postcode of the post office the batch is handed to; the sender's postcode when omitted. */
    postalCode: plainString()
      .trim()
      .regex(/^\d{5}$/, { error: 'validation.postcode' })
      .optional(),
  })
  .superRefine((input, ctx) => {
    // One batch ships either address-book recipients or orders (spec payload: "Orders" or recipients).
    if (input.recipients.length === 0 && input.orders.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['recipients'], message: 'mailing.recipientsRequired' });
    } else if (input.recipients.length > 0 && input.orders.length > 0) {
      ctx.addIssue({ code: 'custom', path: ['orders'], message: 'mailing.ordersOrRecipients' });
    }
    // What the service needs for its price: a box size or a zone is the batch's, asked even before any recipient is
    // chosen; a weight may be each parcel's own, standing in for the batch's.
    const pricing = pricingOfOption(input.optionId);
    const parcels = [...input.recipients, ...input.orders];
    const lacking =
      pricing === 'weight'
        ? parcels.map((r) => missingInputOf(pricing, { weight: r.weight ?? input.weight })).find(Boolean)
        : pricing && missingInputOf(pricing, input);
    if (lacking) ctx.addIssue({ code: 'custom', ...MISSING_INPUT_ISSUE[lacking] });
    // The batch weight and each parcel's own weight both stay within what the service takes.
    const maximum = maxGramsOf(input.optionId);
    const tooHigh = { code: 'custom', message: 'mailing.weightTooHigh', params: { maximum } } as const;
    if (input.weight !== undefined && input.weight > maximum) ctx.addIssue({ ...tooHigh, path: ['weight'] });
    for (const list of ['recipients', 'orders'] as const) {
      input[list].forEach((r, index) => {
        if (r.weight !== undefined && r.weight > maximum) ctx.addIssue({ ...tooHigh, path: [list, index, 'weight'] });
      });
    }
  });
export type PublishMailingsInput = z.infer<typeof publishMailingsSchema>;
/** What a client sends: recipients or orders may be left out. */
export type PublishMailingsRequest = z.input<typeof publishMailingsSchema>;

const mailingStatusSchema = referenceStatusSchema(MAILING_STATUS_KEYS).extend({
  tone: z.enum(['info', 'warning', 'success', 'danger']),
});

const trackTraceStatusSchema = z.object({
  code: int32(),
  /** Localised from the code; the service's own text when the code is unknown. */
  description: plainString(),
  date: z.iso.datetime({ offset: true }),
});

/** Name, phone and address as they were when the mailing was published (a snapshot, not a live link). */
const mailingPartySchema = z.object({
  name: plainString(),
  phone: plainString(),
  address: plainString(),
  postcode: plainString(),
  provinceId: int32().nullable(),
});

export const mailingSchema = z.object({
  id: z.uuid(),
  barcode: plainString(),
  /** Grams. */
  weight: int32(),
  /** Satang. */
  serviceCost: int32(),
  /** The order's code when the mailing was made from an order (make label, packing); null for address-book recipients. */
  name: plainString().nullable(),
  orderId: z.uuid().nullable(),
  batchId: z.uuid(),
  storeDeliveryOption: z.object({ id: plainString(), name: plainString() }),
  storeDeliverySize: z.object({ id: int32(), code: plainString() }).nullable(),
  zoneId: int32().nullable(),
  shipAddressId: z.uuid().nullable(),
  shipAddress: mailingPartySchema.extend({ remark: plainString() }),
  sender: mailingPartySchema,
  status: mailingStatusSchema,
  trackTraceStatus: trackTraceStatusSchema.nullable(),
  /** Cash on delivery: what the post office collects from the receiver (satang), or null for a parcel paid ahead. */
  codAmount: int32().nullable(),
  /** When the post paid the cash-on-delivery money over to the seller (status 901); null until then. */
  codTransferredAt: z.iso.datetime({ offset: true }).nullable(),
  printedLotId: z.uuid().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  /** The recipient address may be changed now (mailingAddressEditBlock in mailing-rules.ts). */
  canEditAddress: z.boolean(),
});
export type Mailing = z.infer<typeof mailingSchema>;

/**
 * PUT mailings/:mailingId: the new recipient of a published mailing, as the receiver block of checkout and
 * order manage takes it. `shipAddressId` (a saved address it was picked from) is accepted and ignored.
 */
export const mailingAddressInputSchema = shipAddressInputSchema;
export type MailingAddressInput = ShipAddressInput;

/** The typed parts behind a mailing's recipient address text, kept with the mailing. */
export type MailingRecipientParts = TypedAddressParts;

/** Where the edit form's values come from (older mailings kept only the address text). */
const MAILING_ADDRESS_SOURCES = ['mailing', 'order', 'addressBook', 'label'] as const;

/** GET mailings/:mailingId/address: the values the edit dialog starts from. */
export const mailingAddressSchema = storedThaiAddressSchema.omit({ provinceName: true, borderName: true, districtName: true }).extend({
  fullName: plainString(),
  phone: plainString(),
  /** The address as the label prints it now. */
  labelAddress: plainString(),
  /**
   * mailing: its own parts; order or addressBook: the parts it was published from (mailings published before
   * parts were kept); label: nothing but the text, so the parts start empty.
   */
  source: z.enum(MAILING_ADDRESS_SOURCES),
});
export type MailingAddress = z.infer<typeof mailingAddressSchema>;

/** One parcel that could not be published: `shipAddressId` names the recipient, or `orderId` the order. */
const publishFailureSchema = z.object({
  shipAddressId: plainString().optional(),
  orderId: plainString().optional(),
  recipientName: plainString(),
  /** Why it failed, as an error code with params (worded by the reader). */
  message: codedMessageSchema,
});
export type PublishFailure = z.infer<typeof publishFailureSchema>;

export const publishResultSchema = z.object({
  batchId: z.uuid(),
  /** Created by this call. */
  created: z.array(mailingSchema),
  /** Published earlier under the same batch id (the "done" rows); not created again. */
  alreadyCreated: z.array(mailingSchema),
});
export type PublishResult = z.infer<typeof publishResultSchema>;

/**
 * `POST /api/postals/orders-price/{storeId}/{optionId}` (the spec's `orders-price/{a}/{b}` "with a list of orders",
 * whose two parts it does not name): what each order's parcel would cost with the service, priced exactly as
 * publishing prices it (weight rates, the box size's price, or the regional zone's same-area or other-area price from
 * the sender's area), before any barcode is taken.
 */
export const ordersPriceParamsSchema = z.object({
  storeId: z.uuid(),
  optionId: plainString()
    .trim()
    .refine((id) => PUBLISHABLE_OPTION_IDS.includes(id), { error: 'mailing.serviceRequired' }),
});
export const ordersPriceInputSchema = z.object({
  orders: z
    .array(publishOrderSchema, { error: 'mailing.recipientsRequired' })
    .min(1, { error: 'mailing.recipientsRequired' })
    .max(MAX_MAILINGS, { error: 'mailing.tooManyRecipients' }),
  senderId: z.uuid({ error: 'mailing.senderNotFound' }).optional(),
  sizeId: int32()
    .refine((id) => boxSizeIds.includes(id), { error: 'mailing.sizeRequired' })
    .optional(),
  zoneId: int32().positive({ error: 'mailing.zoneRequired' }).optional(),
  weight: gramsSchema().optional(),
});
export type OrdersPriceInput = z.infer<typeof ordersPriceInputSchema>;
export const ordersPriceSchema = z.object({
  /** In the order asked; satang, or null when the service has no price for it (or the order is not the store's). */
  prices: z.array(z.object({ orderId: z.uuid(), priceSatang: int32().nullable() })),
  /** The sum, or null while any order has no price. */
  totalSatang: int32().nullable(),
});
export type OrdersPrice = z.infer<typeof ordersPriceSchema>;

const booleanQuery = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .optional()
  .transform((v) => v === true || v === 'true' || v === '1');

/** Track list and mailing list (spec: page, size, searchString, filterOrderStatusId, onlyNotDelivery, onlyDuringDelivery). */
export const mailingListQuerySchema = listQuerySchema.extend({
  status: z.enum(MAILING_STATUS_KEYS).optional(),
  /** Only mailings not yet on a hand-over list (WAITING_FOR_DELIVERY). */
  onlyNotDelivery: booleanQuery,
  /** Only mailings on a hand-over list being prepared (DURING_DELIVERY_NOTE). */
  onlyDuringDelivery: booleanQuery,
});
export type MailingListQuery = z.infer<typeof mailingListQuerySchema>;

export const mailingHistoryQuerySchema = listQuerySchema;

/** Print lot: the mailing-print screen's selection (spec 1 section 5 "Print mailing lot"). */
export const printLotInputSchema = z.object({
  mailingIds: z
    .array(z.uuid(), { error: 'mailing.printSelectionRequired' })
    .min(1, { error: 'mailing.printSelectionRequired' })
    .max(MAX_MAILINGS, { error: 'mailing.printTooMany' }),
});

export const printLotSchema = z.object({
  id: z.uuid(),
  mailingCount: int32(),
  createdAt: z.iso.datetime({ offset: true }),
});

/** GET printmailings?mailingBarcode&LabelOption: one barcode or several, comma-separated. */
export const printByBarcodeQuerySchema = labelPrintQuery({
  mailingBarcode: plainString({ error: 'mailing.barcodeInvalid' })
    .trim()
    .transform((v) => [
      ...new Set(
        v
          .split(',')
          .map((b) => b.trim().toUpperCase())
          .filter(Boolean),
      ),
    ])
    .pipe(
      z
        .array(plainString().regex(S10_PATTERN, { error: 'mailing.barcodeInvalid' }))
        .min(1, { error: 'mailing.printSelectionRequired' })
        .max(MAX_MAILINGS, { error: 'mailing.printTooMany' }),
    ),
});

export const printByLotQuerySchema = labelPrintQuery({ mailingLotId: z.uuid() });

/** GET /api/barcode/?code=...&height=100: a Code 128 PNG. */
export const barcodeImageQuerySchema = z.object({
  code: plainString({ error: 'mailing.barcodeInvalid' }).regex(BARCODE_TEXT_PATTERN, { error: 'mailing.barcodeInvalid' }),
  height: coerceInt32().min(10).max(BARCODE_IMAGE_MAX_HEIGHT).default(BARCODE_IMAGE_DEFAULT_HEIGHT),
});

/**
 * Ready-to-send box stock of a store (spec 2: DeliveryTypeSizeName, LimitBarcode, RemainBarcode): the reservation
 * contract's stock row (boxSizeId) plus the size's id and code under the names the mailing screens read.
 */
export const barcodeStockSchema = stockRowSchema.extend({
  deliveryTypeSizeId: int32(),
  boxSizeCode: plainString(),
});
export type BarcodeStock = z.infer<typeof barcodeStockSchema>;

/**
 * Why syncing with the postal service is held back now: its daily quota is nearly spent (it resumes the next Bangkok
 * day) or it answered "too many requests" (it resumes after its back-off). Null when syncing runs.
 */
const trackingHoldSchema = z.object({
  reason: z.enum(['DAILY_QUOTA', 'RATE_LIMITED']),
  /** When syncing resumes. */
  until: z.iso.datetime({ offset: true }),
});
export type TrackingHold = z.infer<typeof trackingHoldSchema>;

export const trackingSyncResultSchema = z.object({
  /** When the store last asked the postal service. */
  syncedAt: z.iso.datetime({ offset: true }),
  nextSyncAt: z.iso.datetime({ offset: true }),
  /** True when the last sync is under 3 hours old and the postal service was not called. */
  fromCache: z.boolean(),
  checked: int32(),
  updated: int32(),
  delivered: int32(),
  /** Mailings the request left for the background job (a large store's sync is bounded per request); 0 when done. */
  pending: int32(),
  /** Set while the quota or a back-off holds syncing: the track list says so. */
  hold: trackingHoldSchema.nullable(),
});
export type TrackingSyncResult = z.infer<typeof trackingSyncResultSchema>;

/**
 * What the safe GET of update-tracking-status reads: the store's last sync, changing nothing (the sync itself is the
 * POST). A store that never synced answers `syncedAt: null`, nothing counted and `nextSyncAt` now.
 */
export const trackingSyncStateSchema = trackingSyncResultSchema.extend({ syncedAt: z.iso.datetime({ offset: true }).nullable() });
export type TrackingSyncState = z.infer<typeof trackingSyncStateSchema>;
