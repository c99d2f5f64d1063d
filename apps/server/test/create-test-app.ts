import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import type { FastifyInstance, RouteOptions } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadEnv } from '../src/config/env';
import { type Database, type DatabaseHandle, openDatabase } from '../src/db/client';
import type { Mailer } from '../src/integrations/mail/mailer';
import type { SheetPool } from '../src/lib/excel/sheet-pool';
import { testDatabaseTarget, withDatabase } from './global-setup';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  mailer?: Mailer;
  onRoute?: (route: RouteOptions) => void;
  now?: () => Date;
  sheetPool?: SheetPool;
}

/** A fresh database for one test file (from the migrated snapshot) and an app on it. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const target = testDatabaseTarget();
  let database: DatabaseHandle;
  let dropDatabase = async () => {};
  if (target.kind === 'postgres') {
    const created = await createPostgresTestDatabase();
    database = created.database;
    dropDatabase = created.drop;
  } else {
    const file = process.env.SONGDEE_TEST_SNAPSHOT;
    if (!file) throw new Error('No test snapshot: run the api tests through vitest (global setup).');
    database = await openDatabase({ dataDir: 'memory://', snapshot: new Blob([await readFile(file)]) });
  }
  const app = await buildTestApp(database.db, options);
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
      await dropDatabase();
    },
  };
}

/** A fresh PostgreSQL database cloned from the test template, its address, and how to drop it. */
export async function createPostgresTestDatabase(): Promise<{
  url: string;
  database: DatabaseHandle;
  drop(): Promise<void>;
  close(): Promise<void>;
}> {
  const target = testDatabaseTarget();
  if (target.kind !== 'postgres') throw new Error('a PostgreSQL test database needs TEST_DATABASE_URL');
  const server = target.url;
  const name = `songdee_test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${process.env.SONGDEE_TEST_TEMPLATE}`);
  await admin.end();
  const url = withDatabase(server, name);
  const database = await openDatabase({ databaseUrl: url });
  return {
    url,
    database,
    drop,
    async close() {
      await database.close();
      await drop();
    },
  };
  async function drop() {
    const client = new pg.Client({ connectionString: server });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  }
}

/** An app (test settings, no log) on a database that is already open: a second app on one database stands in for a second process. */
export async function buildTestApp(db: Database, options: TestAppOptions = {}): Promise<FastifyInstance> {
  const env = loadEnv({
    NODE_ENV: 'test',
    PUBLIC_URL: 'http://localhost:3000',
    WEB_DIST: '/nonexistent',
    COOKIE_SECURE: 'off',
    // Every request of a test file comes from one address, and sign-in, sign-up and recovery share one budget per
    // address: the tests of that limit set their own.
    AUTH_RATE_LIMIT_PER_MINUTE: '10000',
    ...options.env,
  });
  const { mailer, onRoute, now, sheetPool } = options;
  const app = await buildApp({ env, db, mailer, onRoute, logger: false, now, sheetPool });
  await app.ready();
  return app;
}

/** A free loopback port: where an app will listen, or an address where nothing answers (an outside service down). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * An app listening on a loopback port with the simulators on, so its clients of outside services (track and trace,
 * card gateway, pick-up) reach them over real HTTP; `env` sets those clients from the app's own `origin`.
 */
export async function createListeningTestApp(
  env: (origin: string) => Record<string, string>,
  options: Omit<TestAppOptions, 'env'> = {},
): Promise<TestApp & { origin: string }> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const listening = await createTestApp({ ...options, env: { SIMULATORS: 'on', ...env(origin) } });
  await listening.app.listen({ port, host: '127.0.0.1' });
  return { ...listening, origin };
}
