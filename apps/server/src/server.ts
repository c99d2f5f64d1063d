import { resolve } from 'node:path';
import { CENTRAL_OUTLET_CODE } from '@songdee/shared/constants/app.constants';
import { buildApp } from './app';
import { loadEnv } from './config/env';
import { openDatabase } from './db/client';
import { DEMO_ACCOUNTS, DEMO_OUTLET_CODE, DEMO_PASSWORD } from './db/seed/demo-accounts';
import { runSeed } from './db/seed/run-seed';
import { createLocalFileStore, defaultFilesRoot } from './lib/files/file-store';

const env = loadEnv();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: resolve(env.DATA_DIR) });
await database.migrate();
await runSeed(
  database.db,
  env.DEMO_ACCOUNTS === 'on'
    ? { demoAccounts: true, files: createLocalFileStore(env.FILES_DIR ?? defaultFilesRoot(env.DATA_DIR)) }
    : { demoAccounts: false },
);

const app = await buildApp({ env, db: database.db });
await app.listen({ port: env.PORT, host: env.HOST });

const where = database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${resolve(env.DATA_DIR)}`;
console.log(`\nSongdee is running at ${env.PUBLIC_URL} on ${where}`);
if (env.DEMO_ACCOUNTS === 'on') {
  console.log(`Demo accounts (password ${DEMO_PASSWORD}):`);
  for (const a of DEMO_ACCOUNTS)
    console.log(
      `  ${a.email.padEnd(22)} ${a.role ? `post-office ${a.role} at ${a.role === 'Admin' ? CENTRAL_OUTLET_CODE : DEMO_OUTLET_CODE}` : a.store ? `seller, store /stores/${a.store.uri}` : 'buyer'}`,
    );
}
if (env.SIMULATORS === 'on') console.log(`Dev outbox: ${env.PUBLIC_URL}/sim/mail   API docs: ${env.PUBLIC_URL}/docs\n`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await app.close();
    await database.close();
    process.exit(0);
  });
}
