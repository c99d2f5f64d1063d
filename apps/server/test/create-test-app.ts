import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadEnv } from '../src/config/env';
import { type DatabaseHandle, openDatabase } from '../src/db/client';
import type { Mailer } from '../src/integrations/mail/mailer';
import { testDatabaseTarget, withDatabase } from './global-setup';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/** A fresh database for one test file (from the migrated snapshot) and an app on it. */
export async function createTestApp(options: { env?: Record<string, string>; mailer?: Mailer; now?: () => Date } = {}): Promise<TestApp> {
  const target = testDatabaseTarget();
  let database: DatabaseHandle;
  let dropDatabase = async () => {};
  if (target.kind === 'postgres') {
    const name = `songdee_test_${randomUUID().replaceAll('-', '')}`;
    const admin = new pg.Client({ connectionString: target.url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${process.env.SONGDEE_TEST_TEMPLATE}`);
    await admin.end();
    database = await openDatabase({ databaseUrl: withDatabase(target.url, name) });
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: target.url });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    };
  } else {
    const file = process.env.SONGDEE_TEST_SNAPSHOT;
    if (!file) throw new Error('No test snapshot: run the api tests through vitest (global setup).');
    database = await openDatabase({ dataDir: 'memory://', snapshot: new Blob([await readFile(file)]) });
  }
  const env = loadEnv({
    NODE_ENV: 'test',
    PUBLIC_URL: 'http://localhost:3000',
    WEB_DIST: '/nonexistent',
    COOKIE_SECURE: 'off',
    ...options.env,
  });
  const app = await buildApp({ env, db: database.db, mailer: options.mailer, logger: false, now: options.now });
  await app.ready();
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
