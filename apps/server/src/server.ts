import { resolve } from 'node:path';
import { buildApp } from './app';
import { loadEnv } from './config/env';
import { startupBanner } from './config/startup-banner';
import { isNewPgliteDataDir, openDatabase } from './db/client';
import { PREPARE_ONLY, prepareInChildProcess } from './db/prepare-in-child';
import { runSeed } from './db/seed/run-seed';
import { fileStoreOf } from './lib/files/s3-file-store';

const env = loadEnv();
const dataDir = resolve(env.DATA_DIR);

/** Opens the database, brings it to the newest migration and seeds what is missing. */
async function prepareDatabase() {
  const opened = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir });
  await opened.migrate();
  await runSeed(opened.db, env.DEMO_ACCOUNTS === 'on' ? { demoAccounts: true, files: fileStoreOf(env) } : { demoAccounts: false });
  return opened;
}

if (process.env[PREPARE_ONLY]) {
  await (await prepareDatabase()).close();
  process.exit(0);
}
// A new embedded data directory is made (initdb, migrations, seed) by a child process that then exits: its
// memory (a second PGlite heap for initdb, the parsed geography) goes with it, and the server's idle memory stays small.
if (!env.DATABASE_URL && isNewPgliteDataDir(dataDir)) await prepareInChildProcess();
const database = await prepareDatabase();

const app = await buildApp({ env, db: database.db });
await app.listen({ port: env.PORT, host: env.HOST });

const where = database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${resolve(env.DATA_DIR)}`;
console.log(`\n${startupBanner(env, where).join('\n')}\n`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await app.close();
    await database.close();
    process.exit(0);
  });
}
