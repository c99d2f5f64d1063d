import { z } from 'zod';
import { boundedNumber, int32 } from '../common/int.schema';
import { plainString } from '../common/text.schema';
import { DELIVERY_PRICINGS } from './delivery.constants';

/** A status as the spec shows it: Status (Id, Name, ReferenceKey); the name is localised. */
export const statusSchema = z.object({ id: int32(), name: plainString(), referenceKey: plainString() });
export type Status = z.infer<typeof statusSchema>;

/** Money in the API is integer satang (no float rounding); the web app formats baht. */
const deliveryRateSchema = z.object({
  /** Upper bound of the weight bracket in grams (inclusive); the bracket starts above the previous one. */
  maxWeight: int32(),
  price: int32(),
});

export const boxSizeSchema = z.object({ id: int32(), code: plainString(), name: plainString() });
export type BoxSize = z.infer<typeof boxSizeSchema>;

const boxPriceSchema = z.object({ boxSizeId: int32(), code: plainString(), price: int32() });

export const deliveryOptionSchema = z.object({
  id: plainString(),
  name: plainString(),
  shortDesc: plainString(),
  serviceType: int32(),
  /** Needs a reservation (prepaid boxes) before mailings can use it. */
  reserve: z.boolean(),
  /** The create-mailing screen hides weight entry for this option. */
  hidesWeight: z.boolean(),
  promptPostOnly: z.boolean(),
  pricing: z.enum(DELIVERY_PRICINGS),
  /** First letter of the UPU S10 service indicator (E EMS, R registered, C parcel); null when not barcoded by range. */
  s10Prefix: plainString().nullable(),
  rates: z.array(deliveryRateSchema),
  boxPrices: z.array(boxPriceSchema),
});
export type DeliveryOption = z.infer<typeof deliveryOptionSchema>;

/** Delivery zone (spec: ServiceType, Name, Desc, InPrice same area, OutPrice other area), one row per box size. */
export const deliveryZoneSchema = z.object({
  id: int32(),
  serviceType: int32(),
  name: plainString(),
  desc: plainString(),
  boxSizeId: int32(),
  inPrice: int32(),
  outPrice: int32(),
});
export type DeliveryZone = z.infer<typeof deliveryZoneSchema>;

export const labelOptionSchema = z.object({
  id: int32(),
  name: plainString(),
  kind: z.enum(['label', 'sticker', 'sheet']),
  widthMm: boundedNumber(0, 10_000),
  heightMm: boundedNumber(0, 10_000),
  orientation: z.enum(['portrait', 'landscape']),
  remarkAllowed: z.boolean(),
  boxSizes: z.array(plainString()),
  columns: int32(),
  rows: int32(),
  /** The option also prints as ZPL (`format=zpl` on the label print calls). */
  zpl: z.boolean(),
});
export type LabelOptionItem = z.infer<typeof labelOptionSchema>;

/** The :id of GetNotReserve, ByStore and GetDeliveryZones: a store id or an option id, any short string. */
export const deliveryOptionIdParamsSchema = z.object({ id: plainString().trim().min(1).max(64) });

/**
 * The documents a seller saves as a draft and then confirms (`GET /api/saveconfirmstatuses/{key}`): the key is the
 * part their status keys end in (DRAFT_FOR_INVOICE, CONFIRM_FOR_INVOICE), in any letter case.
 */
export const SAVE_CONFIRM_KINDS = { INVOICE: 'invoice', SHIPPINGLIST: 'shippingList', RESERVE: 'reserve' } as const;
export const saveConfirmParamsSchema = z.object({
  key: plainString()
    .trim()
    .transform((key) => key.toUpperCase())
    .pipe(z.enum(Object.keys(SAVE_CONFIRM_KINDS) as [keyof typeof SAVE_CONFIRM_KINDS], { error: 'reference.saveConfirmKind' })),
});
