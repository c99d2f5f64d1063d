import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isNewPgliteDataDir, openDatabase } from './client';

/**
 * The embedded database runs with small shared buffers (its WebAssembly heap never shrinks, and the
 * default 128 MB held the server's idle memory above 400 MB) and without giving up durability. The memory itself is
 * measured by `npm run bench` (bench/embedded-memory.bench.ts); this checks the settings PGlite really runs with.
 */
describe('the embedded database (PGlite) on a data directory', () => {
  it('starts with 16 MB of shared buffers, synchronous commits and full-page writes', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'songdee-pglite-'));
    try {
      expect(isNewPgliteDataDir(dir)).toBe(true);
      const database = await openDatabase({ dataDir: dir });
      try {
        const show = async (name: string) => {
          const { rows } = (await database.db.execute(sql.raw(`SHOW ${name}`))) as unknown as { rows: Record<string, string>[] };
          return rows[0]?.[name];
        };
        expect(await show('shared_buffers')).toBe('16MB');
        expect(await show('wal_buffers')).toBe('1MB');
        expect(await show('synchronous_commit')).toBe('on');
        expect(await show('full_page_writes')).toBe('on');
      } finally {
        await database.close();
      }
      expect(isNewPgliteDataDir(dir)).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
