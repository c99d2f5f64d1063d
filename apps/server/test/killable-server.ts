import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll } from 'vitest';
import type { Database, DatabaseHandle } from '../src/db/client';
import type { TestApp } from './create-test-app';
import { type ServerProcess, startServerProcess, until } from './server-processes';

/**
 * Server processes (test/server-processes.ts) on a PostgreSQL test database that a test kills with SIGKILL in the
 * middle of a request, to show what a crash leaves behind.
 */

/** The URL of a test database on PostgreSQL (the pool's own), so a child process opens the same one. */
export const databaseUrlOf = (database: DatabaseHandle) => {
  const url = (database.db as unknown as { $client: pg.Pool }).$client.options.connectionString;
  if (!url) throw new Error('not a PostgreSQL test database');
  return url;
};

/** Server processes on the test app's database, started when asked and all stopped after the file's tests. */
export function useServerProcesses(t: TestApp, env: Record<string, string> = {}) {
  const servers: ServerProcess[] = [];
  afterAll(async () => {
    for (const server of servers) await server.stop();
  });
  return async () => {
    const server = await startServerProcess(databaseUrlOf(t.database), env);
    servers.push(server);
    return server;
  };
}

/** What the request's transaction was doing when the server was killed. */
export interface KilledStatement {
  /** The statement it was waiting in. */
  query: string;
  /** The tables its open transaction holds for writing: rows inserted or updated so far, and the waiting statement's table. */
  written: string[];
}

/**
 * Holds `lock` (a SELECT ... FOR UPDATE) in a transaction of the test's own, sends `request` to `server`, waits
 * until the request's transaction is blocked by that lock (so it is mid-way: open, with what it wrote before),
 * SIGKILLs the server there, checks the request got no answer, then lets the lock go and waits until PostgreSQL
 * has ended the orphaned connection (rolling its transaction back), as it does when an application server dies.
 */
export async function killWhileBlocked(
  databaseUrl: string,
  server: ServerProcess,
  lock: { text: string; values: unknown[] },
  request: () => Promise<Response>,
): Promise<KilledStatement> {
  const holder = new pg.Client({ connectionString: databaseUrl });
  const watcher = new pg.Client({ connectionString: databaseUrl });
  await holder.connect();
  await watcher.connect();
  try {
    await holder.query('BEGIN');
    const locked = await holder.query(lock.text, lock.values);
    if (!locked.rowCount) throw new Error(`the lock took no row: ${lock.text}`);
    const holderPid = (await holder.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;

    let answered: string | undefined;
    let failed: unknown;
    const sent = request().then(
      async (res) => {
        answered = `${res.status} ${await res.text()}`;
      },
      (error: unknown) => {
        failed = error;
      },
    );
    const blocked = await until(
      async () => {
        if (answered) throw new Error(`the request ended before it reached the lock: ${answered.slice(0, 500)}`);
        if (failed) throw new Error(`the request failed before the kill: ${String(failed)}`);
        const { rows } = await watcher.query<{ pid: number; query: string }>(
          'SELECT pid, query FROM pg_stat_activity WHERE $1 = ANY(pg_blocking_pids(pid))',
          [holderPid],
        );
        return rows[0];
      },
      180_000,
      () => `no statement waited for the test's lock\n${server.tail()}`,
    );
    const { rows } = await watcher.query<{ relname: string }>(
      `SELECT DISTINCT c.relname FROM pg_locks l JOIN pg_class c ON c.oid = l.relation
       WHERE l.pid = $1 AND l.granted AND l.mode = 'RowExclusiveLock' AND c.relkind = 'r' ORDER BY c.relname`,
      [blocked.pid],
    );

    await server.kill();
    await sent;
    if (answered) throw new Error(`the killed server answered: ${answered.slice(0, 500)}`);

    await holder.query('ROLLBACK');
    await until(
      async () => ((await watcher.query('SELECT 1 FROM pg_stat_activity WHERE pid = $1', [blocked.pid])).rowCount ? undefined : true),
      120_000,
      () => `PostgreSQL kept the killed server's connection ${blocked.pid}`,
    );
    return { query: blocked.query, written: rows.map((r) => r.relname) };
  } finally {
    await holder.end();
    await watcher.end();
  }
}

/** Sends a JSON request to a server process as the caller of `auth` (the test app's sessions live in the database). */
export const callServer = (server: ServerProcess, auth: Record<string, string>, method: string, path: string, body?: unknown) =>
  fetch(`${server.origin}${path}`, {
    method,
    headers: { ...auth, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/**
 * `count` copies of a placed order and its items (new ids, the order's code suffixed), written straight to the
 * tables: a large batch of paid orders without `count` checkouts.
 */
export async function cloneOrder(db: Database, orderId: string, count: number): Promise<string[]> {
  const result = await db.execute(sql`
    WITH copies AS (
      INSERT INTO orders
      SELECT (jsonb_populate_record(o, jsonb_build_object('id', gen_random_uuid(), 'name', o.name || '-' || g))).*
      FROM orders o, generate_series(1, ${count}::int) g WHERE o.id = ${orderId}
      RETURNING id
    ), items AS (
      INSERT INTO order_items
      SELECT (jsonb_populate_record(i, jsonb_build_object('id', gen_random_uuid(), 'order_id', c.id))).*
      FROM order_items i, copies c WHERE i.order_id = ${orderId}
    )
    SELECT id FROM copies`);
  return (result as unknown as { rows: Array<{ id: string }> }).rows.map((r) => r.id);
}
