import { z } from 'zod';
import { gramsSchema } from '../common/grams.schema';
import { coerceInt32, int32 } from '../common/int.schema';
import { listQuerySchema } from '../common/list.schema';
import { referenceStatusSchema } from '../common/status.schema';
import { plainString } from '../common/text.schema';
import { codedMessageSchema } from '../errors/coded-message';
import { labelPrintQuery } from '../mailing/label-print.schema';
import { orderChoiceSchema } from '../order/order.schema';
import { BOX_SIZES, DELIVERY_PRICINGS } from '../reference/delivery.constants';
import { PACKING_LIST_STATUS_KEYS } from '../reference/status-keys';

/** Packing and picking lists show 10 rows a page (spec 1 section 9). */
export const PACKING_PAGE_SIZE = 10;
/** The picking choose-order list may ask for every order at once (spec 1 section 9: 1,000,000). */
export const PICKING_MAX_PAGE_SIZE = 1_000_000;
/** Orders on one packing list; each becomes at least one mailing, so the mailing batch limit applies. */
export const MAX_PACKING_ORDERS = 100;

const quantity = (key: string) => int32({ error: key }).min(0, { error: key });

/** Choose orders for packing: search by order code; the picking screen may ask for everything at once. */
export const availableForPackingQuerySchema = listQuerySchema.extend({
  size: coerceInt32().min(1).max(PICKING_MAX_PAGE_SIZE).default(PACKING_PAGE_SIZE),
});

export const packingListQuerySchema = listQuerySchema.extend({
  /** pending: every status but DONE (continue, delete); history: DONE (details). */
  tab: z.enum(['pending', 'history']).default('pending'),
});
export type PackingListQuery = z.infer<typeof packingListQuerySchema>;

/** Picking / packing summary: at least one order (spec: "กรุณาเลือกรายการสั่งซื้ออย่างน้อย 1 รายการ"). */
export const createPackingListSchema = z.object({
  orderIds: z
    .array(z.uuid({ error: 'packing.ordersRequired' }), { error: 'packing.ordersRequired' })
    .min(1, { error: 'packing.ordersRequired' })
    .max(MAX_PACKING_ORDERS, { error: 'packing.tooManyOrders' }),
});
export type CreatePackingListInput = z.infer<typeof createPackingListSchema>;

/** Counted (packed) quantities: integer 0..ordered, required (the maximum is checked against the order). */
export const packingCountsSchema = z.object({
  items: z
    .array(z.object({ orderItemId: z.uuid(), packedQuantity: quantity('packing.packedQuantityInvalid') }))
    .max(10_000)
    .default([]),
  /** false saves a draft; true confirms the count (needs one order fully counted). */
  submit: z.boolean().default(false),
});
export type PackingCountsInput = z.infer<typeof packingCountsSchema>;

/** A new box split off the first one (spec 1 section 5 "New packing box"). */
export const newPackingBoxSchema = z.object({
  items: z
    .array(z.object({ orderItemId: z.uuid(), quantity: quantity('packing.boxQuantityRequired') }), { error: 'packing.splitRequired' })
    .max(1000)
    .refine((items) => items.some((i) => i.quantity > 0), { error: 'packing.splitRequired' }),
});
export type NewPackingBoxInput = z.infer<typeof newPackingBoxSchema>;

export const packingSenderSchema = z.object({ senderId: z.uuid({ error: 'mailing.senderNotFound' }) });

const boxSizeIds: number[] = BOX_SIZES.map((b) => b.id);

/**
 * The weigh step, per box: what its order's service is priced by. Weight-priced services need grams;
 * the ready-to-send box (`boxSize`) needs a box size; the regional box (`zone`) a zone, which carries its size.
 * Which one a box needs is checked by the server against the box's order (the schema cannot know it);
 * a weight given with a size or zone is still recorded for the hand-over list.
 */
export const packingWeightsSchema = z.object({
  packs: z
    .array(
      z.object({
        packId: z.uuid(),
        weight: gramsSchema({ invalid: 'packing.weightInvalid' }).optional(),
        sizeId: int32({ error: 'mailing.sizeRequired' })
          .refine((id) => boxSizeIds.includes(id), { error: 'mailing.sizeRequired' })
          .optional(),
        zoneId: int32({ error: 'mailing.zoneRequired' }).positive({ error: 'mailing.zoneRequired' }).optional(),
      }),
    )
    .min(1)
    .max(10_000),
});
export type PackingWeightsInput = z.infer<typeof packingWeightsSchema>;
export type PackingWeightsRequest = z.input<typeof packingWeightsSchema>;

const packingStatusSchema = referenceStatusSchema(PACKING_LIST_STATUS_KEYS);

export const packingListRowSchema = z.object({
  id: z.uuid(),
  /** Row number across pages (the list's first column). */
  number: int32(),
  packingCode: plainString(),
  orderCount: int32(),
  status: packingStatusSchema,
  updatedDate: z.iso.datetime({ offset: true }),
});

export const packingOrderChoiceSchema = orderChoiceSchema;

const packItemSchema = z.object({
  orderItemId: z.uuid(),
  productId: z.uuid().nullable(),
  productName: plainString(),
  quantity: int32(),
});

/** A box (the spec's Pack): barcode and ErrorMsg after labelling; weight grams, cost satang. */
const packSchema = z.object({
  id: z.uuid(),
  boxNo: int32(),
  isFirst: z.boolean(),
  weight: int32().nullable(),
  /** Box size (ready-to-send box) or the zone's size (regional box) chosen on the weigh screen. */
  sizeId: int32().nullable(),
  zoneId: int32().nullable(),
  serviceCost: int32().nullable(),
  barcode: plainString().nullable(),
  /** Why the box got no label, as an error code with params (worded by the reader); null once labelled or retried. */
  errorMsg: codedMessageSchema.nullable(),
  items: z.array(packItemSchema),
});

const packingOrderSchema = z.object({
  id: z.uuid(),
  name: plainString(),
  recipientName: plainString(),
  postcode: plainString(),
  status: z.object({ referenceKey: plainString(), name: plainString() }),
  /** `pricing` says what the weigh screen asks per box: grams (weight), a box size (boxSize) or a zone (zone). */
  storeDeliveryOption: z.object({ deliveryOptionId: plainString(), name: plainString(), pricing: z.enum(DELIVERY_PRICINGS) }),
  isFullyCounted: z.boolean(),
  orderItems: z.array(
    z.object({
      orderItemId: z.uuid(),
      productId: z.uuid().nullable(),
      /** The product's GTIN, when it has one: the count screen counts the item by scanning it. */
      barcode: plainString().nullable(),
      name: plainString(),
      quantity: int32(),
      packedQuantity: int32(),
    }),
  ),
  packs: z.array(packSchema),
});

export const packingListSchema = z.object({
  id: z.uuid(),
  packingCode: plainString(),
  status: packingStatusSchema,
  updatedDate: z.iso.datetime({ offset: true }),
  senderId: z.uuid().nullable(),
  senderName: plainString().nullable(),
  orders: z.array(packingOrderSchema),
  /** Products to pack vs packed, summed over the list's orders. */
  summary: z.array(z.object({ productId: z.uuid().nullable(), name: plainString(), toPack: int32(), packed: int32() })),
  totals: z.object({
    boxes: int32(),
    labelled: int32(),
    failed: int32(),
    weight: int32(),
    serviceCost: int32(),
  }),
  /** False once PACKED: the picking confirm button is hidden and the API refuses. */
  canConfirmCount: z.boolean(),
  canDelete: z.boolean(),
  canEditBoxes: z.boolean(),
  canWeigh: z.boolean(),
  canFinish: z.boolean(),
});
export type PackingList = z.infer<typeof packingListSchema>;

/** GET printmailings/mailingFromPacking?packingListId&LabelOption */
export const printFromPackingQuerySchema = labelPrintQuery({ packingListId: z.uuid() });
/**
 * GET printshippinglists?packingListId or ?shippingListId (spec 2 section 7): one route prints the hand-over list
 * of a packing list or of a shipping list; exactly one of the two is given.
 */
export const printShippingListQuerySchema = z
  .object({ packingListId: z.uuid().optional(), shippingListId: z.uuid().optional() })
  .refine((q) => (q.packingListId === undefined) !== (q.shippingListId === undefined), {
    error: 'validation.invalid',
    path: ['shippingListId'],
  });
