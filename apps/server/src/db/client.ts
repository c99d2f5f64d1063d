import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { serverFile } from '../server-files';
import { schema } from './schema';

type Schema = typeof schema;
/** The Drizzle handle; the same type whether PGlite or PostgreSQL is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A database handle or an open transaction (work that must run inside a caller's transaction takes one). */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const MIGRATIONS_FOLDER = serverFile('drizzle');

/**
 * Extensions the schema's indexes need, created before the migrations run (the searches' trigram indexes use
 * pg_trgm; PGlite loads its build of it, PostgreSQL needs the contrib package).
 */
async function createExtensions(db: Database): Promise<void> {
  await db.execute(sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
}

export interface DatabaseOptions {
  databaseUrl?: string;
  /** Directory for PGlite data; `memory://` (or undefined) keeps it in memory. */
  dataDir?: string;
  /** A PGlite data-dir dump to start from (tests start from a migrated snapshot). */
  snapshot?: Blob | File;
}

/**
 * PostgreSQL's settings inside PGlite, added to PGlite's own start parameters (which stay as they are). Its shared
 * memory lives in the WebAssembly heap, which never shrinks: the default 128 MB of shared buffers took the heap from
 * its 128 MB floor to 189 MB, and the whole heap is resident. 16 MB keeps it at the floor (the embedded
 * database is about 60 MB and the operating system caches its files anyway). Durability is
 * untouched: every commit is still written and synchronous_commit stays on.
 */
const PGLITE_SETTINGS = ['shared_buffers=16MB', 'wal_buffers=1MB'] as const;

function pgliteOptions(snapshot?: Blob | File) {
  const defaults = (PGlite as unknown as { defaultStartParams: string[] }).defaultStartParams;
  return {
    extensions: { pg_trgm },
    startParams: [...defaults, ...PGLITE_SETTINGS.flatMap((setting) => ['-c', setting])],
    ...(snapshot ? { loadDataDir: snapshot } : {}),
  };
}

/** True when `dataDir` holds no PGlite database yet (PostgreSQL's PG_VERSION marks an initialised one). */
export const isNewPgliteDataDir = (dataDir: string) => !existsSync(join(dataDir, 'PG_VERSION'));

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle pooled connection the server ends (a restart, a failover, a dropped test database) is taken out of the
    // pool and replaced on the next query; without a listener its 'error' event would end the whole process.
    pool.on('error', (error) => console.warn(`PostgreSQL closed an idle connection: ${error.message}`));
    return handle(drizzlePg(pool, { schema }) as unknown as Database, 'postgres', migratePg, () => pool.end());
  }
  const dataDir = options.dataDir && options.dataDir !== 'memory://' ? options.dataDir : undefined;
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, pgliteOptions(options.snapshot));
  return handle(drizzlePglite(client, { schema }) as unknown as Database, 'pglite', migratePglite, () => client.close());
}

/** The handle of an open database: `migrate` adds the extensions, then runs the driver's migrator over MIGRATIONS_FOLDER. */
function handle(
  db: Database,
  kind: DatabaseHandle['kind'],
  migrator: (db: never, config: { migrationsFolder: string }) => Promise<void>,
  close: () => Promise<void>,
): DatabaseHandle {
  return {
    db,
    kind,
    migrate: async () => {
      await createExtensions(db);
      await migrator(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
    },
    close,
  };
}

/** Dump a PGlite database (for the migrated test snapshot). */
export async function dumpPglite(handle: DatabaseHandle): Promise<Blob> {
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  return client.dumpDataDir('none');
}
