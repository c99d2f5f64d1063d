import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { loadEnv } from '../apps/server/src/config/env';
import { openDatabase } from '../apps/server/src/db/client';
import { runSeed } from '../apps/server/src/db/seed/run-seed';
import { createLocalFileStore } from '../apps/server/src/lib/files/file-store';

export interface Load {
  method?: 'GET' | 'POST';
  path: string;
  body?: string;
  headers?: Record<string, string>;
}

/** Requests per second and latency for one endpoint over a fixed time on loopback. */
export async function measure(baseUrl: string, load: Load, options: { connections?: number; seconds?: number } = {}) {
  const result = await autocannon({
    url: `${baseUrl}${load.path}`,
    method: load.method ?? 'GET',
    body: load.body,
    headers: load.headers,
    connections: options.connections ?? 10,
    duration: options.seconds ?? 5,
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(
      `${load.path}: ${result.non2xx} non-2xx answers, ${result.errors} errors, status ${JSON.stringify(result.statusCodeStats)}`,
    );
  }
  return { rps: result.requests.average, p99: result.latency.p99, count: result.requests.total };
}

let benchDatabases = 0;

/**
 * A database of the bench's own: with DATABASE_URL, a fresh PostgreSQL database beside the one
 * named (dropped on close), so a bench never writes into the data `npm start` or the tests use.
 */
async function freshPostgres(serverUrl: string) {
  const name = `songdee_bench_${process.pid}_${++benchDatabases}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** Our whole server (PGlite in a temp dir unless DATABASE_URL is set), listening on a free port. */
export async function startSongdee() {
  const dir = mkdtempSync(join(tmpdir(), 'songdee-bench-'));
  const env = loadEnv({
    ...process.env,
    FILES_DIR: join(dir, 'files'),
    NODE_ENV: 'production',
    SIMULATORS: 'on',
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
    COOKIE_SECURE: 'off',
    // Production refuses the simulators' public secrets; the bench has its own.
    PAYMENT_HMAC_SECRET: process.env.PAYMENT_HMAC_SECRET ?? 'songdee-bench-payment-secret',
    PAYMENT_MERCHANT_ID: process.env.PAYMENT_MERCHANT_ID ?? 'SONGDEE-BENCH',
    TRACK_API_KEY: process.env.TRACK_API_KEY ?? 'songdee-bench-track-key',
    POST_JOB_API_KEY: process.env.POST_JOB_API_KEY ?? 'songdee-bench-postjob-key',
  });
  const postgres = env.DATABASE_URL ? await freshPostgres(env.DATABASE_URL) : undefined;
  const database = await openDatabase({
    databaseUrl: postgres?.url,
    dataDir: join(dir, 'data'),
  });
  await database.migrate();
  await runSeed(database.db, { demoAccounts: true, files: createLocalFileStore(env.FILES_DIR ?? join(dir, 'files')) });
  const app = await buildApp({ env, db: database.db, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    kind: database.kind,
    /** The bench's own PostgreSQL database, for baselines through bare `pg`; undefined on PGlite. */
    databaseUrl: postgres?.url,
    async close() {
      await app.close();
      await database.close();
      await postgres?.drop();
    },
  };
}

/** The baseline: a bare Fastify route that returns a fixed JSON body, no database, no plugins. */
export async function startBare(routes: Array<{ method: 'GET' | 'POST'; path: string; json: unknown }>) {
  const app = Fastify({ logger: false });
  // Accept the same form body our sign-in takes, parsed as plainly as possible.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  for (const route of routes) app.route({ method: route.method, url: route.path, handler: async () => route.json });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, close: () => app.close() };
}

export function report(name: string, ours: { rps: number; p99: number }, base: { rps: number; p99: number }) {
  const ratio = ours.rps / base.rps;
  console.log(
    `${name.padEnd(34)} ours ${ours.rps.toFixed(0).padStart(7)} req/s (p99 ${ours.p99} ms) | bare ${base.rps.toFixed(0).padStart(7)} req/s (p99 ${base.p99} ms) | ratio ${ratio.toFixed(3)}`,
  );
}
