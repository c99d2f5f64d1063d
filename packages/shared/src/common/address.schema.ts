import { z } from 'zod';
import { coerceInt32, int32 } from './int.schema';
import { optionalText, plainString, requiredText } from './text.schema';

/** Thai postcodes are five digits. */
const postcodeSchema = plainString({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .regex(/^\d{5}$/, { error: 'validation.postcode' });

/** A province, border (อำเภอ/เขต) or district (ตำบล/แขวง) id, as a select sends it. */
const geoIdSchema = coerceInt32({ error: 'validation.required' }).positive({ error: 'validation.required' });

/** The typed text parts of a Thai address, in the order the forms show them: house number first. */
export const ADDRESS_TEXT_PARTS = ['homeAddress', 'village', 'building', 'floor', 'swine', 'alley', 'street'] as const;
/** The geography of an address, coarse to fine: province, border (อำเภอ/เขต), district (ตำบล/แขวง). */
const GEO_ID_PARTS = ['provinceId', 'borderId', 'districtId'] as const;
const GEO_NAME_PARTS = ['provinceName', 'borderName', 'districtName'] as const;
const OPTIONAL_TEXT_PARTS = ADDRESS_TEXT_PARTS.slice(1) as Exclude<(typeof ADDRESS_TEXT_PARTS)[number], 'homeAddress'>[];

/** One schema for each of `keys`. */
const fieldsOf = <K extends string, S extends z.ZodType>(keys: readonly K[], schema: () => S) =>
  Object.fromEntries(keys.map((k) => [k, schema()])) as { [P in K]: S };

/**
 * The typed parts of a Thai postal address, as every form sends them (address books, store, order
 * receiver): house number and the optional village, building, floor, moo (`swine`), soi (`alley`) and street,
 * then the geography ids and the postcode. Every address-bearing schema derives from this one.
 */
export const thaiAddressPartsSchema = z.object({
  homeAddress: requiredText(200),
  ...fieldsOf(OPTIONAL_TEXT_PARTS, () => optionalText()),
  ...fieldsOf(GEO_ID_PARTS, () => geoIdSchema),
  postcode: postcodeSchema,
});

/**
 * A Thai postal address as every answer shows it (address books, stores, orders): the typed parts,
 * the geography ids with their names (null where an imported row could not be resolved), the postcode.
 */
export const storedThaiAddressSchema = z.object({
  ...fieldsOf(ADDRESS_TEXT_PARTS, () => plainString()),
  ...fieldsOf(GEO_ID_PARTS, () => int32().nullable()),
  ...fieldsOf(GEO_NAME_PARTS, () => plainString().nullable()),
  postcode: plainString(),
});
type StoredThaiAddress = z.infer<typeof storedThaiAddressSchema>;

/** The typed parts behind an address text, kept beside it (mailings, orders): text parts and geography ids. */
export type TypedAddressParts = Pick<StoredThaiAddress, (typeof ADDRESS_TEXT_PARTS)[number] | (typeof GEO_ID_PARTS)[number]>;

/** The typed parts of an address-book row, an order's receiver or an edit form (other fields dropped). */
export const partsOf = (a: TypedAddressParts): TypedAddressParts =>
  Object.fromEntries([...ADDRESS_TEXT_PARTS, ...GEO_ID_PARTS].map((k) => [k, a[k]])) as TypedAddressParts;
