import { z } from 'zod';
import { int32 } from '../common/int.schema';
import { listQuerySchema } from '../common/list.schema';
import { plainString } from '../common/text.schema';

/**
 * UPU S10 barcode ranges, loaded by the central admin (role Admin): the post office allocates each customer a
 * service indicator and a block of serials per service; we hand out barcodes only from those.
 *
 *   GET  /api/admin/barcode-ranges             ?page&size&searchString&deliveryOptionId -> Paged<BarcodeRange>
 *   POST /api/admin/barcode-ranges             BarcodeRangeInput                        -> BarcodeRange (201)
 *   POST /api/admin/barcode-ranges/:id/retire                                            -> BarcodeRange
 * Refusals: BARCODE_RANGE_OVERLAP, BARCODE_RANGE_PREFIX_SERVICE, BARCODE_RANGE_NOT_FOUND, BARCODE_RANGE_RETIRED,
 * DELIVERY_OPTION_NOT_FOUND; publishing with no serial left: BARCODE_RANGE_EXHAUSTED.
 */

/**
 * An active range with fewer serials left than this is flagged on the admin's list, so a new range can be asked
 * for before publishing stops. One number for every range: the post office's lead time for a new block does not
 * depend on the service, and a per-range setting would be one more thing to get wrong when loading a range.
 */
export const BARCODE_RANGE_LOW_REMAINING = 1_000;

/** The eight serial digits of an S10 identifier, as printed (leading zeros kept). */
const S10_SERIAL_PATTERN = /^\d{8}$/;
/** The two-letter service indicator. */
const S10_PREFIX_PATTERN = /^[A-Z]{2}$/;

/** A serial as the admin types it: exactly eight digits. */
const serialInput = plainString({ error: 'admin.barcodeRange.serialDigits' })
  .trim()
  .regex(S10_SERIAL_PATTERN, { error: 'admin.barcodeRange.serialDigits' });

/** The serial's number (00000001 -> 1): ranges are compared and stored as integers. */
export const serialNumber = (serial: string): number => Number.parseInt(serial, 10);
/** The serial as printed: eight digits. */
export const serialText = (serial: number): string => String(serial).padStart(8, '0');

export const barcodeRangeInputSchema = z
  .object({
    deliveryOptionId: plainString({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(50),
    /** Two capital letters; typed in lower case it is taken in capitals. */
    prefix: plainString({ error: 'admin.barcodeRange.prefixFormat' })
      .trim()
      .toUpperCase()
      .regex(S10_PREFIX_PATTERN, { error: 'admin.barcodeRange.prefixFormat' }),
    firstSerial: serialInput,
    lastSerial: serialInput,
  })
  .refine((v) => !S10_SERIAL_PATTERN.test(v.firstSerial) || !S10_SERIAL_PATTERN.test(v.lastSerial) || v.firstSerial <= v.lastSerial, {
    error: 'admin.barcodeRange.lastBeforeFirst',
    path: ['lastSerial'],
  });
export type BarcodeRangeInput = z.input<typeof barcodeRangeInputSchema>;

/**
 * Whether a range's prefix fits its delivery option's service: the first letter is the option's S10 letter
 * (E EMS, R registered, C parcel post) when the option has one. Undefined when it fits, else the letter it needs.
 */
export function prefixServiceMismatch(prefix: string, optionLetter: string | null): string | undefined {
  if (!optionLetter) return undefined;
  return prefix.startsWith(optionLetter) ? undefined : optionLetter;
}

/** Serials a range still has: last - next + 1 (0 once used up). */
export const remainingOf = (range: { lastSerial: number; nextSerial: number }): number =>
  Math.max(0, range.lastSerial - range.nextSerial + 1);

/** An active range running low (retired ones hand out nothing, so they never warn). */
export const isLowRange = (remaining: number, retired: boolean): boolean => !retired && remaining < BARCODE_RANGE_LOW_REMAINING;

export const barcodeRangeSchema = z.object({
  id: z.uuid(),
  deliveryOptionId: plainString(),
  /** The option's name in the reader's language. */
  deliveryName: plainString(),
  prefix: plainString(),
  firstSerial: plainString(),
  lastSerial: plainString(),
  /** The next serial to hand out (last + 1 once used up, shown as 9 digits then). */
  nextSerial: plainString(),
  /** Serials it still has: last - next + 1. */
  remaining: int32(),
  /** Serials it has handed out. */
  used: int32(),
  /** Active and under BARCODE_RANGE_LOW_REMAINING left. */
  isLow: z.boolean(),
  retiredAt: z.iso.datetime({ offset: true }).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type BarcodeRange = z.infer<typeof barcodeRangeSchema>;

export const barcodeRangeListQuerySchema = listQuerySchema.extend({
  deliveryOptionId: plainString().trim().max(50).optional(),
});
export type BarcodeRangeListQuery = z.infer<typeof barcodeRangeListQuerySchema>;
