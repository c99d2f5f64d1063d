import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, measure, residentMemory } from './lib';

/**
 * The resident memory of the embedded (PGlite) server at idle, as `npm start` runs it (the compiled
 * server, or the sources through tsx when it is not built): once on a fresh data directory (migrations and the seed
 * run), once more on the same directory (a restart), and once after load, each read from /proc after the server has
 * answered and rested.
 * The goal is under 400 MB. Memory does not depend much on a busy machine, but the figures are of this run only.
 */
const GOAL_MB = 400;
const IDLE_MS = Number(process.env.BENCH_IDLE_MS ?? 5000);
const root = fileURLToPath(new URL('..', import.meta.url));

/** Idle memory after start; with `load`, after that load has run on the started server and it has rested again. */
async function idleRss(dataDir: string, load?: (url: string) => Promise<void>) {
  const port = await freePort();
  const built = existsSync(join(root, 'apps/server/dist/server.js'));
  const args = built ? ['apps/server/dist/server.js'] : ['--import', 'tsx', 'apps/server/src/server.ts'];
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
      const res = await fetch(`http://127.0.0.1:${port}/api/productCategories`).catch(() => undefined);
      if (res?.ok) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await load?.(`http://127.0.0.1:${port}`);
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
    const { rss, peak } = residentMemory(child.pid ?? 0);
    return { rssMb: rss / 2 ** 20, peakMb: peak / 2 ** 20, how: built ? 'dist/server.js' : 'tsx src/server.ts' };
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => (child.exitCode !== null ? resolve(undefined) : child.once('exit', resolve)));
  }
}

export async function embeddedMemoryBench() {
  const dataDir = mkdtempSync(join(tmpdir(), 'songdee-memory-'));
  try {
    const line = (label: string, m: { rssMb: number; peakMb: number; how: string }) =>
      console.log(
        `${label.padEnd(44)} idle RSS ${m.rssMb.toFixed(0).padStart(4)} MB, peak ${m.peakMb.toFixed(0).padStart(4)} MB (goal < ${GOAL_MB} MB, ${m.how})`,
      );
    line('embedded server, fresh data (migrate + seed)', await idleRss(dataDir));
    line('embedded server, restarted on the same data', await idleRss(dataDir));
    // 50 connections on a database read (postcode suggestions) and a page of products, then rest.
    const loads = [{ path: '/api/postals/102' }, { path: '/api/products?page=1&size=20' }];
    const results: string[] = [];
    const busy = async (url: string) => {
      for (const load of loads) {
        const { rps, p99 } = await measure(url, load, { connections: 50, seconds: 5 });
        results.push(`${load.path} ${rps.toFixed(0)} req/s, p99 ${p99} ms`);
      }
    };
    line('the same, after 50 connections for 10 s', await idleRss(dataDir, busy));
    console.log(`  under that load: ${results.join('; ')}`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await embeddedMemoryBench();
