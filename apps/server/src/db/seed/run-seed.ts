import type { Database } from '../client';
import { seedDemoAccounts } from './demo-accounts';

/** Idempotent: safe on every start. Reference data first, demo accounts when asked for. */
export async function runSeed(db: Database, options: { demoAccounts: boolean }): Promise<void> {
  if (options.demoAccounts) await seedDemoAccounts(db);
}
