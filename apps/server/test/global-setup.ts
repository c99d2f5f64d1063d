import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { dumpPglite, openDatabase } from '../src/db/client';
import { seedDemoBarcodeRanges } from '../src/db/seed/barcode-stock';
import { runSeed } from '../src/db/seed/run-seed';

/**
 * Migrates and seeds reference data once, then every test file starts from that state:
 * PGlite loads a dumped snapshot; PostgreSQL clones a template database.
 */
export default async function setup() {
  const target = testDatabaseTarget();
  if (target.kind === 'postgres') {
    // One template per run, so two runs on one server (a developer's and CI's) never drop each other's.
    const template = `songdee_test_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: target.url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${template}`);
    await admin.end();
    const handle = await openDatabase({ databaseUrl: withDatabase(target.url, template) });
    await handle.migrate();
    await seedTestData(handle.db);
    await handle.close();
    process.env.SONGDEE_TEST_TEMPLATE = template;
    return async () => {
      const client = new pg.Client({ connectionString: target.url });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      await client.end();
    };
  }
  const handle = await openDatabase({ dataDir: 'memory://' });
  await handle.migrate();
  await seedTestData(handle.db);
  const snapshot = await dumpPglite(handle);
  await handle.close();
  const file = join(tmpdir(), `songdee-test-snapshot-${process.pid}.tar`);
  await writeFile(file, Buffer.from(await snapshot.arrayBuffer()));
  process.env.SONGDEE_TEST_SNAPSHOT = file;
}

/**
 * Reference data without the demo accounts, plus the demo barcode ranges: most tests publish mailings, and ranges
 * are otherwise loaded by a central admin (the barcode-ranges tests empty the table where they need it empty).
 */
async function seedTestData(db: Parameters<typeof runSeed>[0]) {
  await runSeed(db, { demoAccounts: false });
  await seedDemoBarcodeRanges(db);
}

export function testDatabaseTarget(): { kind: 'pglite' } | { kind: 'postgres'; url: string } {
  const url = process.env.TEST_DATABASE_URL;
  return url ? { kind: 'postgres', url } : { kind: 'pglite' };
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
