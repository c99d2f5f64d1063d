// Starts a fresh Songdee server for the Playwright journeys: a new temporary data directory each run,
// the web app built first when apps/web/dist is missing, simulators (dev outbox) on, demo accounts seeded.
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

const dataDir = mkdtempSync(join(tmpdir(), 'songdee-e2e-'));
console.log(`[e2e] data in ${dataDir}, listening on ${port}`);

const server = spawn('npx', ['tsx', 'apps/server/src/server.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    PORT: port,
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://localhost:${port}`,
    SIMULATORS: 'on',
    DEMO_ACCOUNTS: 'on',
    // Every journey signs in from the same address; the per-IP limit would otherwise start answering 429.
    AUTH_RATE_LIMIT_PER_MINUTE: '10000',
    LOG_LEVEL: 'warn',
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

server.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
