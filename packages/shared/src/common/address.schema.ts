import { z } from 'zod';
import { optionalText, requiredText } from './text.schema';

/** Thai postcodes are five digits. */
export const postcodeSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .regex(/^\d{5}$/, { error: 'validation.postcode' });

/** A province, border (อำเภอ/เขต) or district (ตำบล/แขวง) id, as a select sends it. */
export const geoIdSchema = z.coerce
  .number({ error: 'validation.required' })
  .int({ error: 'validation.required' })
  .positive({ error: 'validation.required' });

/**
 * The typed parts of a Thai postal address, as every form sends them (address books, store, order
 * receiver): house number and the optional village, building, floor, soi (`swine`), alley and street,
 * then the geography ids and the postcode. Every address-bearing schema derives from this one.
 */
export const thaiAddressPartsSchema = z.object({
  homeAddress: requiredText(200),
  village: optionalText(),
  building: optionalText(),
  floor: optionalText(),
  swine: optionalText(),
  alley: optionalText(),
  street: optionalText(),
  provinceId: geoIdSchema,
  borderId: geoIdSchema,
  districtId: geoIdSchema,
  postcode: postcodeSchema,
});
export type ThaiAddressParts = z.infer<typeof thaiAddressPartsSchema>;

/**
 * A Thai postal address as every answer shows it (address books, stores, orders): the typed parts,
 * the geography ids with their names (null where an imported row could not be resolved), the postcode.
 */
export const storedThaiAddressSchema = z.object({
  homeAddress: z.string(),
  village: z.string(),
  building: z.string(),
  floor: z.string(),
  swine: z.string(),
  alley: z.string(),
  street: z.string(),
  provinceId: z.number().nullable(),
  borderId: z.number().nullable(),
  districtId: z.number().nullable(),
  provinceName: z.string().nullable(),
  borderName: z.string().nullable(),
  districtName: z.string().nullable(),
  postcode: z.string(),
});
export type StoredThaiAddress = z.infer<typeof storedThaiAddressSchema>;
