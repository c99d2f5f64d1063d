import { DELIVERY_OPTION_IDS } from '@songdee/shared/reference/delivery.constants';
import type { Database } from '../client';
import { barcodeRanges } from '../schema/mailings';

/**
 * Demo data only: one invented S10 range per delivery option, for development, the demo and the tests. Real ranges
 * are allocated by the post office to each customer and loaded by a central admin (/barcoderanges); an invented
 * range in production could print another customer's real barcodes on our parcels, so production starts with none
 * and publishing says so (BARCODE_RANGE_EXHAUSTED) until an admin loads one. The first letter follows the option's
 * s10_prefix (E EMS, R registered, C parcel); ten million serials each.
 */
export const DEMO_BARCODE_RANGES = [
  { deliveryOptionId: DELIVERY_OPTION_IDS.ems, prefix: 'EA' },
  { deliveryOptionId: DELIVERY_OPTION_IDS.registered, prefix: 'RA' },
  { deliveryOptionId: DELIVERY_OPTION_IDS.parcel, prefix: 'CA' },
  { deliveryOptionId: DELIVERY_OPTION_IDS.promptPost, prefix: 'EP' },
  { deliveryOptionId: DELIVERY_OPTION_IDS.zoneBox, prefix: 'EZ' },
  { deliveryOptionId: DELIVERY_OPTION_IDS.internalEms, prefix: 'EG' },
].map((r) => ({ ...r, firstSerial: 10_000_000, lastSerial: 19_999_999, nextSerial: 10_000_000 }));

/**
 * Seeds the demo ranges only into an empty table: once any range exists (seeded or an admin's), ranges are admin
 * data, and re-inserting a used one from its first serial would reissue barcodes.
 */
export async function seedDemoBarcodeRanges(db: Database): Promise<void> {
  const existing = await db.select({ id: barcodeRanges.id }).from(barcodeRanges).limit(1);
  if (existing.length > 0) return;
  await db.insert(barcodeRanges).values(DEMO_BARCODE_RANGES).onConflictDoNothing();
}
