import { z } from 'zod';
import { coerceInt32, int32 } from '../common/int.schema';
import { plainString } from '../common/text.schema';

/**
 * Geography follows the spec's names: province (จังหวัด) -> border (อำเภอ/เขต, the spec's Area)
 * -> district (ตำบล/แขวง, the spec's District) -> postcode. Ids are the official numeric geocodes
 * (2, 4 and 6 digits), so a district id divided by 100 is its border id.
 */

export const provinceIdParamsSchema = z.object({ provinceId: coerceInt32().min(1).max(99) });
export const borderIdParamsSchema = z.object({ borderId: coerceInt32().min(100).max(9999) });

export const provinceSchema = z.object({
  provinceId: int32(),
  provinceName: plainString(),
  provinceNameEn: plainString(),
});
export type Province = z.infer<typeof provinceSchema>;

export const borderSchema = z.object({
  borderId: int32(),
  borderName: plainString(),
  borderNameEn: plainString(),
});
export type Border = z.infer<typeof borderSchema>;

export const districtSchema = z.object({
  districtId: int32(),
  districtName: plainString(),
  districtNameEn: plainString(),
  /** A sub-district can be served by several postcodes (20 do); a few uninhabited islands have none. */
  postcodes: z.array(plainString()),
});
export type District = z.infer<typeof districtSchema>;

export const postalSchema = z.object({ postalCode: plainString() });
export type Postal = z.infer<typeof postalSchema>;

const idName = z.object({ id: int32(), name: plainString() });

/** One autocomplete suggestion (spec: value is the postcode; data has p, b, d and o). */
export const postalSuggestionSchema = z.object({
  value: plainString(),
  /** "district » border » province postcode", e.g. "คลองเตย » คลองเตย » กรุงเทพมหานคร 10110". */
  label: plainString(),
  data: z.object({ p: idName, b: idName, d: idName, o: plainString().nullable() }),
});
export type PostalSuggestion = z.infer<typeof postalSuggestionSchema>;

export const postalTermParamsSchema = z.object({ term: plainString().trim().max(20) });
export const postalVerifyParamsSchema = z.object({ postalId: plainString().trim().max(20) });

export const postalVerificationSchema = z.object({
  valid: z.literal(true),
  /** The postcode to keep: the outlet's code, which differs from the typed one when `replaced`. */
  postalCode: plainString(),
  outletCode: plainString(),
  outletName: plainString(),
  /** True when the lookup answered with another office's code; the UI alerts and swaps it in. */
  replaced: z.boolean(),
});
export type PostalVerification = z.infer<typeof postalVerificationSchema>;

/** Outlet types: 1 the central office (000000), 3 a post office counter (the spec's outlet find uses 3). */
export const OUTLET_TYPES = { central: 1, postOffice: 3 } as const;

export const outletSchema = z.object({
  id: z.uuid(),
  outletCode: plainString(),
  outletName: plainString(),
  tel: plainString(),
  /** Offers the Prompt Post (ready-to-send box) service. */
  active: z.boolean(),
  /** Takes home pick-up bookings (post job). */
  postJob: z.boolean(),
  /** Sells flat-rate EMS. */
  promptEms: z.boolean(),
  type: int32(),
  postcode: plainString(),
});
export type Outlet = z.infer<typeof outletSchema>;

export const outletQuerySchema = z.object({ type: coerceInt32().optional() });
