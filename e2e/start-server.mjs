// Starts a fresh Songdee server for the Playwright journeys: a new temporary data directory each run,
// the web app built first when apps/web/dist is missing (the server always), simulators (dev outbox) on, demo accounts seeded.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const port = process.env.E2E_PORT ?? '3100';

if (!existsSync(join(root, 'apps/web/dist/index.html'))) {
  console.log('[e2e] apps/web/dist is missing: building the web app');
  const build = spawnSync('npm', ['run', 'build', '-w', '@songdee/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The journeys run the compiled server `npm start` runs, rebuilt every time (esbuild takes a second) so a stale
// build never answers for the code under test.
const serverBuild = spawnSync('npm', ['run', 'build', '-w', '@songdee/server'], { cwd: root, stdio: 'inherit' });
if (serverBuild.status !== 0) process.exit(serverBuild.status ?? 1);

const dataDir = mkdtempSync(join(tmpdir(), 'songdee-e2e-'));

// With DATABASE_URL (CI), the journeys run on PostgreSQL too, but always on a database of their own:
// a shared one carries other runs' data (a benchmark's 5,000 recipients, say) into the assertions.
let databaseUrl;
let dropDatabase = async () => {};
if (process.env.DATABASE_URL) {
  const { default: pg } = await import('pg');
  const name = `songdee_e2e_${process.pid}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  // Playwright may kill this wrapper before it can clean up: drop what earlier runs left behind, but only those
  // whose wrapper process is gone (another run on this machine may be using its own database right now).
  const isRunning = (pid) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch (error) {
      return error.code === 'EPERM';
    }
  };
  const stale = await admin.query("SELECT datname FROM pg_database WHERE datname ~ '^songdee_e2e_[0-9]+$'");
  for (const { datname } of stale.rows) {
    if (!isRunning(Number(datname.slice('songdee_e2e_'.length)))) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  }
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
  dropDatabase = async () => {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  };
}
console.log(`[e2e] data in ${databaseUrl ? 'a fresh PostgreSQL database' : dataDir}, listening on ${port}`);

const server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/server.js'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    PORT: port,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    PUBLIC_URL: `http://localhost:${port}`,
    SIMULATORS: 'on',
    DEMO_ACCOUNTS: 'on',
    // Every journey signs in from the same address; the per-IP limit would otherwise start answering 429.
    AUTH_RATE_LIMIT_PER_MINUTE: '10000',
    LOG_LEVEL: 'warn',
    // The outbox's e-mails and LINE pushes go out on their own, every second (line-notify.spec.ts waits for one).
    OUTGOING_SENDER: 'on',
    OUTGOING_INTERVAL_SECONDS: '1',
    // 127.0.0.1 plays an old host (old-host-banner.spec.ts): its pages send the user on to localhost.
    OLD_HOSTS: '127.0.0.1',
    NEW_HOST_URL: `http://localhost:${port}`,
  },
});

let stopping = false;
function stop(signal) {
  if (stopping) return;
  stopping = true;
  server.kill(signal);
}
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));

server.on('exit', async (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  await dropDatabase().catch((error) => console.error('[e2e] could not drop the test database:', error.message));
  process.exit(code ?? 0);
});
