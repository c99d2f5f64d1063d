import { z } from 'zod';
import { storedThaiAddressSchema, thaiAddressPartsSchema } from '../common/address.schema';
import { PAGE_SIZES } from '../common/list.schema';
import { optionalText, plainString, requiredText } from '../common/text.schema';

/** Limits of spec 1 section 9 and the import dialog. */
export const ADDRESS_LIMITS = {
  namePart: 50,
  fullName: 100,
  phone: 50,
  remark: 140,
  importRemark: 1000,
  importPostcode: 10,
  /** Page-size choices of the recipient list (default 10). */
  pageSizes: PAGE_SIZES,
  /** Rows one import may hold. */
  importRows: 5000,
} as const;

export const senderAddressInputSchema = thaiAddressPartsSchema.extend({
  name: requiredText(ADDRESS_LIMITS.namePart, 'addressBook.nameTooLong'),
  surname: requiredText(ADDRESS_LIMITS.namePart, 'addressBook.surnameTooLong'),
  phone: requiredText(ADDRESS_LIMITS.phone, 'addressBook.phoneTooLong'),
});
export type SenderAddressInput = z.infer<typeof senderAddressInputSchema>;

/**
 * Recipient (spec 1 section 5, the recipient address modal): first name required and surname, 50 characters
 * each. The surname may be left out (a shop or a one-word name, as an imported row may have).
 */
export const recipientAddressInputSchema = thaiAddressPartsSchema.extend({
  name: requiredText(ADDRESS_LIMITS.namePart, 'addressBook.modalFirstNameTooLong'),
  surname: optionalText(ADDRESS_LIMITS.namePart, 'addressBook.modalSurnameTooLong'),
  phone: optionalText(ADDRESS_LIMITS.phone, 'addressBook.phoneTooLong'),
  remark: optionalText(ADDRESS_LIMITS.remark, 'addressBook.remarkTooLong'),
});
export type RecipientAddressInput = z.infer<typeof recipientAddressInputSchema>;

/** What a saved sender and a saved recipient both answer: the address, its composed line, the person's name parts. */
const storedParts = storedThaiAddressSchema.extend({
  id: z.uuid(),
  storeId: z.uuid(),
  phone: plainString(),
  /** The composed address line (parts of "-" or "_" skipped). */
  address: plainString(),
  name: plainString(),
  surname: plainString(),
});

export const senderAddressSchema = storedParts.extend({ isDefault: z.boolean() });
export type SenderAddress = z.infer<typeof senderAddressSchema>;

/** `name` and `surname` as typed (older rows: their full name split at the first space); `fullName` joins them. */
export const recipientAddressSchema = storedParts.extend({ fullName: plainString(), remark: plainString() });
export type RecipientAddress = z.infer<typeof recipientAddressSchema>;

/** One row of an address-book spreadsheet, as the import dialog edits it. */
export const importRowSchema = z
  .object({
    name: plainString().trim().min(1, { error: 'addressBook.importNameRequired' }),
    telephone: optionalText(ADDRESS_LIMITS.phone, 'addressBook.phoneTooLong'),
    address: plainString().trim().min(1, { error: 'addressBook.importAddressRequired' }).max(500, { error: 'validation.tooLong' }),
    postcode: plainString()
      .trim()
      .min(1, { error: 'addressBook.importPostcodeRequired' })
      .max(ADDRESS_LIMITS.importPostcode, { error: 'addressBook.importPostcodeTooLong' }),
    remark: optionalText(ADDRESS_LIMITS.importRemark, 'addressBook.importRemarkTooLong'),
  })
  .superRefine((row, ctx) => {
    const { name, surname } = splitName(row.name);
    if (name.length > ADDRESS_LIMITS.namePart) ctx.addIssue({ code: 'custom', path: ['name'], message: 'addressBook.nameTooLong' });
    if (surname.length > ADDRESS_LIMITS.namePart) ctx.addIssue({ code: 'custom', path: ['name'], message: 'addressBook.surnameTooLong' });
  });
export type ImportRow = z.input<typeof importRowSchema>;

export const importRowsSchema = z.object({
  rows: z
    .array(importRowSchema)
    .min(1, { error: 'addressBook.importEmpty' })
    .max(ADDRESS_LIMITS.importRows, { error: 'addressBook.importTooMany' }),
});

/** The name a label, list or PDF shows: first name and surname with one space. */
export const fullNameOf = (person: { name: string; surname: string }): string => `${person.name.trim()} ${person.surname.trim()}`.trim();

/** The spec splits a full name at the first whitespace: "สมชาย ใจดี มาก" -> "สมชาย" + "ใจดี มาก". */
export function splitName(fullName: string): { name: string; surname: string } {
  const trimmed = fullName.trim();
  const match = trimmed.match(/^(\S+)\s+([\s\S]*)$/);
  return match ? { name: match[1] ?? '', surname: (match[2] ?? '').trim() } : { name: trimmed, surname: '' };
}

export const idListSchema = z.object({ ids: z.array(z.uuid()).min(1, { error: 'addressBook.selectAtLeastOne' }).max(1000) });
