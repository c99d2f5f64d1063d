import type { FileStore } from '../../lib/files/file-store';
import type { Database } from '../client';
import { seedDemoBarcodeRanges } from './barcode-stock';
import { seedDemoCatalog, seedProductCategories } from './catalog';
import { seedDemoContent } from './content';
import { seedDemoAccounts } from './demo-accounts';
import { seedGeography } from './geo';
import { seedHolidays } from './holidays';
import { seedReferenceData } from './reference-data';
import { seedDemoReserves } from './reserves';

/**
 * Idempotent: safe on every start. Reference data first; demo accounts, the demo barcode ranges and the demo shop
 * (its photos in `files`) when asked for. Production has no barcode range until a central admin loads one.
 */
export async function runSeed(db: Database, options: { demoAccounts: false } | { demoAccounts: true; files: FileStore }): Promise<void> {
  await seedGeography(db);
  await seedReferenceData(db);
  await seedHolidays(db);
  await seedProductCategories(db);
  if (options.demoAccounts) {
    await seedDemoAccounts(db);
    await seedDemoBarcodeRanges(db);
    await seedDemoReserves(db);
    await seedDemoCatalog(db, options.files);
    await seedDemoContent(db, options.files);
  }
}
