import { resolve } from 'node:path';
import { buildApp } from './app';
import { loadEnv } from './config/env';
import { startupBanner } from './config/startup-banner';
import { openDatabase } from './db/client';
import { runSeed } from './db/seed/run-seed';
import { fileStoreOf } from './lib/files/s3-file-store';

const env = loadEnv();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: resolve(env.DATA_DIR) });
await database.migrate();
await runSeed(database.db, env.DEMO_ACCOUNTS === 'on' ? { demoAccounts: true, files: fileStoreOf(env) } : { demoAccounts: false });

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
