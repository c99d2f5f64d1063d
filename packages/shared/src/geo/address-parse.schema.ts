import { z } from 'zod';
import { int32 } from '../common/int.schema';
import { plainString, requiredText } from '../common/text.schema';

/** A pasted address: one chat message, a few lines at most. */
export const addressParseInputSchema = z.object({ text: requiredText(1000) });

/** The parts of a pasted address the forms fill, and that the answer may mark unsure. */
const ADDRESS_PARTS = [
  'name',
  'phone',
  'homeAddress',
  'swine',
  'village',
  'building',
  'floor',
  'alley',
  'street',
  'districtId',
  'borderId',
  'provinceId',
  'postcode',
] as const;
export type AddressPart = (typeof ADDRESS_PARTS)[number];

/** What the reading noticed: a typed postcode the named geography does not have was replaced by the district's. */
const PARSE_NOTES = ['postcodeCorrected'] as const;

/**
 * A pasted address read into the form's parts. Empty strings and nulls are parts it did not find; `unsure` lists the
 * parts it guessed (from their position, or one of several districts that fit equally) so the form highlights them.
 */
export const parsedAddressSchema = z.object({
  name: plainString(),
  surname: plainString(),
  phone: plainString(),
  homeAddress: plainString(),
  swine: plainString(),
  village: plainString(),
  building: plainString(),
  floor: plainString(),
  alley: plainString(),
  street: plainString(),
  provinceId: int32().nullable(),
  borderId: int32().nullable(),
  districtId: int32().nullable(),
  provinceName: plainString().nullable(),
  borderName: plainString().nullable(),
  districtName: plainString().nullable(),
  postcode: plainString(),
  unsure: z.array(z.enum(ADDRESS_PARTS)),
  /** Words it could not place (after a moo's or floor's number, say), for the user to check. */
  unread: plainString(),
  notes: z.array(z.enum(PARSE_NOTES)),
});
export type ParsedAddress = z.infer<typeof parsedAddressSchema>;
