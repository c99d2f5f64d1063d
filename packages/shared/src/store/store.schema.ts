import { z } from 'zod';
import { codFeeSchema } from '../cod/cod-rules';
import { storedThaiAddressSchema, thaiAddressPartsSchema } from '../common/address.schema';
import { coerceInt32, int32 } from '../common/int.schema';
import { listQuerySchema } from '../common/list.schema';
import { priceSchema } from '../common/price.schema';
import { optionalText, plainString, requiredText } from '../common/text.schema';
import { STORE_TYPES } from '../constants/app.constants';
import { isHiddenDeliveryOption } from '../reference/delivery.constants';
import { deliveryOptionSchema } from '../reference/reference.schema';
import { bankAccountInputSchema, promptPayIdInputSchema, storePaymentSchema } from './payment-account.schema';

/** Store search page size (spec 2 section 9 gives 20 and 10; the search page uses 20). */
export const STORE_SEARCH_PAGE_SIZE = 20;
/** Logo limits (spec 2 sections 5 and 9): 2 MB and 1200 x 1200 pixels. */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const LOGO_MAX_PIXELS = 1200;
/** Store uris: English letters, digits and @ . _ - only (spec 2 section 5). */
const STORE_URI_PATTERN = /^[A-Za-z0-9@._-]+$/;

/** Baht amounts travel as integer satang (no float rounding). */
export const satangSchema = priceSchema({ invalid: 'validation.amountInvalid', required: 'store.feeRequired', allowZero: true });

/** A checked delivery option of the store form: the option and its fee (spec: each checked option needs a fee). */
const storeDeliveryOptionInputSchema = z.object({
  deliveryOptionId: plainString({ error: 'store.deliveryOptionUnknown' })
    .trim()
    .min(1, { error: 'store.deliveryOptionUnknown' })
    .max(64)
    .refine((id) => !isHiddenDeliveryOption(id), { error: 'store.deliveryOptionUnknown' }),
  fee: satangSchema,
  // Nullable as well as optional: the web form sends the parsed value back, where a blank became null.
  licenseNo: plainString()
    .trim()
    .max(50, { error: 'validation.tooLong' })
    .nullish()
    .transform((v) => v || null),
  /** Cash on delivery offered with this option, and the fee the buyer pays for it (satang, added to the amount to collect). */
  codEnabled: z.boolean().optional().default(false),
  codFee: codFeeSchema().optional().default(0),
});

/**
 * The store manage form (spec 2 sections 2 and 5). `deliveryOnly` saves a Draft store (delivery-only
 * registration), otherwise Publish. The logo is uploaded first (POST /api/logo) and referenced by its key.
 */
export const storeInputSchema = thaiAddressPartsSchema.extend({
  name: requiredText(100),
  uri: plainString({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(50, { error: 'validation.tooLong' })
    .regex(STORE_URI_PATTERN, { error: 'store.uriPattern' }),
  phone: requiredText(50),
  line: optionalText(100),
  detail: optionalText(2000),
  logo: plainString()
    .max(300)
    .regex(/^logos\/[0-9a-f-]+\/[0-9a-f-]+\.(png|jpg|gif)$/, { error: 'validation.invalid' })
    .nullable()
    .optional(),
  deliveryOnly: z.boolean().optional().default(false),
  /** Where buyers pay (blank for none); left out, the saved value stays. */
  promptPayId: promptPayIdInputSchema.optional(),
  bankAccount: bankAccountInputSchema.optional(),
  deliveryOptions: z
    .array(storeDeliveryOptionInputSchema, { error: 'store.deliveryOptionRequired' })
    .min(1, { error: 'store.deliveryOptionRequired' })
    .max(20)
    .refine((list) => new Set(list.map((o) => o.deliveryOptionId)).size === list.length, { error: 'validation.invalid' }),
});
export type StoreInput = z.infer<typeof storeInputSchema>;

const storeDeliveryOptionSchema = z.object({
  deliveryOptionId: plainString(),
  name: plainString(),
  fee: int32(),
  licenseNo: plainString().nullable(),
  serviceType: int32(),
  codEnabled: z.boolean(),
  codFee: int32(),
});

const imagePaths = z.object({ originalFilePath: plainString(), thumbnailFilePath: plainString() });

/** A store as the manage form and the storefront read it (spec 2 section 3 Store). */
export const storeSchema = storedThaiAddressSchema.extend({
  id: z.uuid(),
  uri: plainString(),
  name: plainString(),
  /** The spec's DisplayName. */
  displayName: plainString(),
  type: z.enum(STORE_TYPES),
  phone: plainString(),
  line: plainString(),
  detail: plainString(),
  logoImage: imagePaths.nullable(),
  deliveryOptions: z.array(storeDeliveryOptionSchema),
  /** The store's payment settings: for its owner only, null for everyone else. */
  payment: storePaymentSchema.nullable(),
});
export type Store = z.infer<typeof storeSchema>;

/** One card of the store search (by store name or by product category). */
export const storeCardSchema = z.object({
  id: z.uuid(),
  uri: plainString(),
  name: plainString(),
  detail: plainString(),
  logoImage: imagePaths.nullable(),
  provinceName: plainString().nullable(),
});
export type StoreCard = z.infer<typeof storeCardSchema>;

export const storeSearchQuerySchema = listQuerySchema.extend({
  size: coerceInt32().min(1).max(100).default(STORE_SEARCH_PAGE_SIZE),
  searchName: plainString().trim().max(100).optional().default(''),
  categoryId: coerceInt32().positive().optional(),
});
export type StoreSearchQuery = z.infer<typeof storeSearchQuerySchema>;

export const logoUploadSchema = z.object({ logo: plainString(), originalFilePath: plainString(), thumbnailFilePath: plainString() });

/** GET /api/deliveryOptions/ByStore/{storeId}: an option the store offers, with the store's fee and licence. */
export const storeOfferedOptionSchema = deliveryOptionSchema.extend({
  fee: int32(),
  licenseNo: plainString().nullable(),
  /** Cash on delivery offered with this option, and its fee (satang). */
  codEnabled: z.boolean(),
  codFee: int32(),
});
export type StoreOfferedOption = z.infer<typeof storeOfferedOptionSchema>;
