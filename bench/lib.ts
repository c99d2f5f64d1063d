import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import pg from 'pg';

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

const serverDir = fileURLToPath(new URL('../apps/server', import.meta.url));
let compiled: Promise<typeof import('./server-entry')> | undefined;

/**
 * The server's code as `npm start` runs it: bench/server-entry.ts bundled by the server's own build (build.mjs, its
 * esbuild options) into dist/bench-server.js, built afresh once per bench run. Imported from source, it would run as
 * tsx compiles it, with esbuild's `keepNames`: every named function and closure wrapped in a `__name` call (an
 * `Object.defineProperty` each time a closure is made) that the built server does not make.
 */
export function serverCode(): Promise<typeof import('./server-entry')> {
  compiled ??= (async () => {
    const outfile = join(serverDir, 'dist', 'bench-server.js');
    // A bench's worker process imports what its parent built.
    if (process.env.SONGDEE_BENCH_SERVER_BUILT === outfile) return import(pathToFileURL(outfile).href);
    execFileSync(process.execPath, ['build.mjs', fileURLToPath(new URL('./server-entry.ts', import.meta.url)), outfile], {
      cwd: serverDir,
      stdio: 'inherit',
    });
    process.env.SONGDEE_BENCH_SERVER_BUILT = outfile;
    return import(pathToFileURL(outfile).href);
  })();
  return compiled;
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

/** The environment every bench server runs with: production, quiet, simulators on, no sign-in limit. */
function benchEnv(dir: string): Record<string, string | undefined> {
  return {
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
    TRACK_WEBHOOK_SECRET: process.env.TRACK_WEBHOOK_SECRET ?? 'songdee-bench-track-webhook-secret',
    POST_JOB_API_KEY: process.env.POST_JOB_API_KEY ?? 'songdee-bench-postjob-key',
    LINE_TOKEN_KEY: process.env.LINE_TOKEN_KEY ?? 'songdee-bench-line-token-key-32-characters',
    MAIL_STOP_SECRET: process.env.MAIL_STOP_SECRET ?? 'songdee-bench-mail-stop-secret-32-characters',
  };
}

/** Our whole server (PGlite in a temp dir unless DATABASE_URL is set), listening on a free port. */
export async function startSongdee() {
  const { buildApp, createLocalFileStore, loadEnv, openDatabase, runSeed } = await serverCode();
  const dir = mkdtempSync(join(tmpdir(), 'songdee-bench-'));
  const env = loadEnv(benchEnv(dir));
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

/**
 * Runs `body` against our whole server on the bench's own PostgreSQL database, with a bare `pg` pool on that same
 * database (as many connections as our server's pool) for seeding and baselines. Without DATABASE_URL the bench is
 * skipped, and says so after `label`.
 */
export async function onSongdeePostgres(
  label: string,
  body: (songdee: Awaited<ReturnType<typeof startSongdee>>, pool: pg.Pool) => Promise<void>,
): Promise<void> {
  if (!process.env.DATABASE_URL) {
    console.log(`${label}skipped: set DATABASE_URL to a PostgreSQL database to run it`);
    return;
  }
  const songdee = await startSongdee();
  const pool = new pg.Pool({ connectionString: songdee.databaseUrl, max: 10 });
  try {
    await body(songdee, pool);
  } finally {
    await pool.end();
    await songdee.close();
  }
}

/** The demo seller signed in with a bearer token on a running Songdee: its headers and store id. */
export async function demoSeller(url: string): Promise<{ auth: { authorization: string }; storeId: string }> {
  const tokenResponse = await fetch(`${url}/api/Token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'grant_type=password&username=seller%40songdee.test&password=songdee123',
  });
  const token = ((await tokenResponse.json()) as { access_token: string }).access_token;
  const auth = { authorization: `Bearer ${token}` };
  const { storeId } = (await (await fetch(`${url}/api/Account/UserInfo`, { headers: auth })).json()) as { storeId: string };
  return { auth, storeId };
}

/** How long `fn` takes, with what it answers. */
export function timed<T>(fn: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const start = performance.now();
  return fn().then((value) => ({ ms: performance.now() - start, value }));
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

/**
 * Our server as its own process, compiled as `npm start` runs it (`dist/server.js`, built afresh from the worktree's
 * source), on an existing PostgreSQL database, so its memory can be read apart from the bench's (`/proc/<pid>/status`).
 * Answers once `/version` does.
 */
export async function startSongdeeProcess(databaseUrl: string) {
  const dir = mkdtempSync(join(tmpdir(), 'songdee-bench-'));
  const port = await freePort();
  const cwd = serverDir;
  execFileSync(process.execPath, ['build.mjs'], { cwd, stdio: 'inherit' });
  const child = spawn(process.execPath, ['dist/server.js'], {
    cwd,
    env: { ...benchEnv(dir), DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1', DEMO_ACCOUNTS: 'off' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<never>((_, fail) => child.once('exit', (code) => fail(new Error(`the server process exited (${code})`))));
  const url = `http://127.0.0.1:${port}`;
  const ready = async () => {
    for (let tries = 0; tries < 600; tries++) {
      if ((await fetch(`${url}/version`).catch(() => undefined))?.ok) return;
      await new Promise((done) => setTimeout(done, 100));
    }
    throw new Error('the server process did not answer within a minute');
  };
  await Promise.race([ready(), exited]);
  return {
    url,
    pid: child.pid as number,
    async close() {
      child.removeAllListeners('exit');
      const ended = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await ended;
    },
  };
}

/** A process's resident memory now and its peak (`VmRSS`, `VmHWM` of /proc/<pid>/status), in bytes. */
export function residentMemory(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN) * 1024;
  return { rss: kib('VmRSS'), peak: kib('VmHWM') };
}

/** Starts a new peak for `residentMemory(pid).peak` (Linux: writing 5 to clear_refs resets VmHWM); false if refused. */
export function resetPeakMemory(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
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
