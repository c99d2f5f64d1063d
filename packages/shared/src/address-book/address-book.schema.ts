import { z } from 'zod';
import { requiredText } from '../auth/auth.schema';

/** Limits of spec 1 section 9 and the import dialog. */
export const ADDRESS_LIMITS = {
  namePart: 50,
  fullName: 100,
  phone: 50,
  remark: 140,
  importRemark: 1000,
  importPostcode: 10,
  /** Page-size choices of the recipient list (default 10). */
  pageSizes: [10, 50, 100],
  /** Rows one import may hold. */
  importRows: 5000,
} as const;

const optionalText = (max = 200) =>
  z
    .string()
    .trim()
    .max(max, { error: 'validation.tooLong' })
    .optional()
    .transform((v) => v ?? '');

/** Thai postcodes are five digits. */
export const postcodeSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .regex(/^\d{5}$/, { error: 'validation.postcode' });

const geoId = z.coerce
  .number({ error: 'validation.required' })
  .int({ error: 'validation.required' })
  .positive({ error: 'validation.required' });

const addressParts = {
  homeAddress: requiredText(200),
  village: optionalText(),
  building: optionalText(),
  floor: optionalText(),
  swine: optionalText(),
  alley: optionalText(),
  street: optionalText(),
  provinceId: geoId,
  borderId: geoId,
  districtId: geoId,
  postcode: postcodeSchema,
};

export const senderAddressInputSchema = z.object({
  name: requiredText(ADDRESS_LIMITS.namePart, 'addressBook.nameTooLong'),
  surname: requiredText(ADDRESS_LIMITS.namePart, 'addressBook.surnameTooLong'),
  phone: requiredText(ADDRESS_LIMITS.phone, 'addressBook.phoneTooLong'),
  ...addressParts,
});
export type SenderAddressInput = z.infer<typeof senderAddressInputSchema>;

export const recipientAddressInputSchema = z.object({
  fullName: requiredText(ADDRESS_LIMITS.fullName, 'addressBook.fullNameTooLong'),
  phone: z
    .string()
    .trim()
    .max(ADDRESS_LIMITS.phone, { error: 'addressBook.phoneTooLong' })
    .optional()
    .transform((v) => v ?? ''),
  remark: z
    .string()
    .trim()
    .max(ADDRESS_LIMITS.remark, { error: 'addressBook.remarkTooLong' })
    .optional()
    .transform((v) => v ?? ''),
  ...addressParts,
});
export type RecipientAddressInput = z.infer<typeof recipientAddressInputSchema>;

/**
 * A Thai postal address as every answer shows it (address books, stores, orders): the typed parts,
 * the geography ids with their names (null where an imported row could not be resolved), the postcode.
 */
export const storedAddressFields = {
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
};

const storedParts = {
  id: z.uuid(),
  storeId: z.uuid(),
  phone: z.string(),
  ...storedAddressFields,
  /** The composed address line (parts of "-" or "_" skipped). */
  address: z.string(),
};

export const senderAddressSchema = z.object({
  ...storedParts,
  name: z.string(),
  surname: z.string(),
  isDefault: z.boolean(),
});
export type SenderAddress = z.infer<typeof senderAddressSchema>;

export const recipientAddressSchema = z.object({
  ...storedParts,
  fullName: z.string(),
  name: z.string(),
  surname: z.string(),
  remark: z.string(),
});
export type RecipientAddress = z.infer<typeof recipientAddressSchema>;

export const pagedSchema = <T extends z.ZodType>(item: T) =>
  z.object({ contents: z.array(item), paging: z.object({ page: z.number().int(), size: z.number().int(), totalCount: z.number().int() }) });

export const listQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(10),
  searchString: z.string().trim().max(100).optional().default(''),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

/** One row of an address-book spreadsheet, as the import dialog edits it. */
export const importRowSchema = z
  .object({
    name: z.string().trim().min(1, { error: 'addressBook.importNameRequired' }),
    telephone: z
      .string()
      .trim()
      .max(ADDRESS_LIMITS.phone, { error: 'addressBook.phoneTooLong' })
      .optional()
      .transform((v) => v ?? ''),
    address: z.string().trim().min(1, { error: 'addressBook.importAddressRequired' }).max(500, { error: 'validation.tooLong' }),
    postcode: z
      .string()
      .trim()
      .min(1, { error: 'addressBook.importPostcodeRequired' })
      .max(ADDRESS_LIMITS.importPostcode, { error: 'addressBook.importPostcodeTooLong' }),
    remark: z
      .string()
      .trim()
      .max(ADDRESS_LIMITS.importRemark, { error: 'addressBook.importRemarkTooLong' })
      .optional()
      .transform((v) => v ?? ''),
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

/** The spec splits a full name at the first whitespace: "สมชาย ใจดี มาก" -> "สมชาย" + "ใจดี มาก". */
export function splitName(fullName: string): { name: string; surname: string } {
  const trimmed = fullName.trim();
  const match = trimmed.match(/^(\S+)\s+([\s\S]*)$/);
  return match ? { name: match[1] ?? '', surname: (match[2] ?? '').trim() } : { name: trimmed, surname: '' };
}

export const idListSchema = z.object({ ids: z.array(z.uuid()).min(1, { error: 'addressBook.selectAtLeastOne' }).max(1000) });
