import { DELIVERY_OPTION_IDS } from '@songdee/shared/reference/delivery.constants';
import type { Database } from '../client';
import { barcodeRanges } from '../schema/mailings';

/**
 * One S10 range per delivery option. The first letter follows the option's s10_prefix (E EMS,
 * R registered, C parcel); the second letter and the serial block are ours, since the ranges Thai
 * Post gives a customer are unverified (postal-facts.md). Ten million serials each; an admin adds
 * more rows when a range runs out.
 */
export const BARCODE_RANGE_SEEDS = [
  { deliveryOptionId: DELIVERY_OPTION_IDS.ems, prefix: 'EA' },
  { deliveryOptionId: DELIVERY_OPTION_IDS.registered, prefix: 'RA' },
  { deliveryOptionId: DELIVERY_OPTION_IDS.parcel, prefix: 'CA' },
  { deliveryOptionId: DELIVERY_OPTION_IDS.promptPost, prefix: 'EP' },
  { deliveryOptionId: DELIVERY_OPTION_IDS.zoneBox, prefix: 'EZ' },
  { deliveryOptionId: DELIVERY_OPTION_IDS.internalEms, prefix: 'EG' },
].map((r) => ({ ...r, firstSerial: 10_000_000, lastSerial: 19_999_999, nextSerial: 10_000_000, sortOrder: 1 }));

/**
 * Seeds ranges only into an empty table: once any range exists (seeded or an admin's), ranges are
 * admin data, and re-inserting a deleted one with its first serial would reissue barcodes.
 */
export async function seedBarcodeRanges(db: Database): Promise<void> {
  const existing = await db.select({ id: barcodeRanges.id }).from(barcodeRanges).limit(1);
  if (existing.length > 0) return;
  await db.insert(barcodeRanges).values(BARCODE_RANGE_SEEDS).onConflictDoNothing();
}
