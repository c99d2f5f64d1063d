import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { resources } from './i18n';

const src = fileURLToPath(new URL('..', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** A key as i18next resolves it: the exact path, or its plural forms. */
function has(catalog: unknown, key: string): boolean {
  const parts = key.split('.');
  const last = parts.pop() as string;
  let node = catalog as Record<string, unknown> | undefined;
  for (const part of parts) node = node?.[part] as Record<string, unknown> | undefined;
  if (!node) return false;
  return last in node || `${last}_one` in node || `${last}_other` in node;
}

/**
 * Every literal `t('namespace:key')` in the web app names a key both catalogs hold: a renamed or misplaced
 * key would otherwise show its own path on screen ("totals.labelledWeight") with nothing else failing.
 */
describe('translation keys used by the web app', () => {
  const used = new Map<string, string>();
  for (const file of sourceFiles(src)) {
    for (const match of readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([A-Za-z]+):([A-Za-z0-9_.]+)'/g)) {
      used.set(`${match[1]}:${match[2]}`, file.slice(src.length));
    }
  }

  it('finds the keys it checks', () => {
    expect(used.size).toBeGreaterThan(500);
  });

  it.each(['th', 'en'] as const)('exist in the %s catalogs', (lang) => {
    const catalogs = resources[lang] as Record<string, unknown>;
    const missing = [...used].filter(([key]) => {
      const [ns, path] = key.split(':') as [string, string];
      return !has(catalogs[ns], path);
    });
    expect(missing.map(([key, file]) => `${key} (${file})`)).toEqual([]);
  });
});
