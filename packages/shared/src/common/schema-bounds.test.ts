import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { coerceInt32, INT32_MAX, INT32_MIN, int32 } from './int.schema';

/** Past PostgreSQL `integer` either way, and far past it: each once made a route answer 500 instead of 400. */
const OUT_OF_RANGE = [INT32_MAX + 1, INT32_MIN - 1, 1e20];
/** NUL (PostgreSQL refuses it in text) and a lone UTF-16 half (no character; cannot be stored as UTF-8). */
const BAD_TEXT = ['a\u0000b', '\ud800', 'x\udfff'];

const SRC = fileURLToPath(new URL('..', import.meta.url));
const ROOT = fileURLToPath(new URL('../../../..', import.meta.url));

function files(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : files(path, pattern);
    return pattern.test(entry.name) && !entry.name.includes('.test.') ? [path] : [];
  });
}

type Leaf = { path: string; schema: z.ZodType; kind: 'number' | 'string' };

/** The number and string leaves of a schema, through objects, arrays, unions, wrappers and pipes. */
function leaves(schema: z.ZodType, path: string, seen = new Set<unknown>()): Leaf[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  // biome-ignore lint/suspicious/noExplicitAny: walking zod's own definitions.
  const def = (schema as any)._zod.def;
  const walk = (inner: unknown, at = path) => (inner ? leaves(inner as z.ZodType, at, seen) : []);
  switch (def.type) {
    case 'number':
      return [{ path, schema, kind: 'number' }];
    case 'string':
      return [{ path, schema, kind: 'string' }];
    case 'object':
      return Object.entries(def.shape as Record<string, unknown>).flatMap(([key, inner]) => walk(inner, `${path}.${key}`));
    case 'array':
      return walk(def.element, `${path}[]`);
    case 'union':
      return (def.options as unknown[]).flatMap((option) => walk(option));
    case 'intersection':
      return [...walk(def.left), ...walk(def.right)];
    case 'record':
      return walk(def.valueType, `${path}{}`);
    case 'tuple':
      return (def.items as unknown[]).flatMap((item, i) => walk(item, `${path}[${i}]`));
    case 'pipe':
      return [...walk(def.in), ...walk(def.out)];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return walk(def.innerType);
    case 'lazy':
      return walk(def.getter());
    default:
      return [];
  }
}

const isZod = (value: unknown): value is z.ZodType => typeof value === 'object' && value !== null && '_zod' in value;

describe('the integer primitive', () => {
  it('holds the database column range, as numbers and as text', () => {
    for (const bad of OUT_OF_RANGE) {
      expect(int32().safeParse(bad).success, String(bad)).toBe(false);
      expect(coerceInt32().safeParse(String(bad)).success, String(bad)).toBe(false);
    }
    expect(int32().parse(INT32_MAX)).toBe(INT32_MAX);
    expect(coerceInt32().parse(String(INT32_MIN))).toBe(INT32_MIN);
    expect(int32().safeParse(1.5).success).toBe(false);
  });
});

describe('every shared schema', () => {
  it('bounds every number and refuses NUL and lone surrogates in every string', async () => {
    const offenders: string[] = [];
    let numbers = 0;
    let strings = 0;
    for (const file of files(SRC, /\.schema\.ts$/)) {
      const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
      for (const [name, exported] of Object.entries(module)) {
        if (!isZod(exported)) continue;
        for (const leaf of leaves(exported, `${relative(SRC, file)} ${name}`)) {
          if (leaf.kind === 'number') {
            numbers += 1;
            for (const bad of OUT_OF_RANGE) if (leaf.schema.safeParse(bad).success) offenders.push(`${leaf.path} takes ${bad}`);
          } else {
            strings += 1;
            for (const bad of BAD_TEXT) if (leaf.schema.safeParse(bad).success) offenders.push(`${leaf.path} takes ${JSON.stringify(bad)}`);
          }
        }
      }
    }
    // The walk really reaches the schemas (a walk that finds nothing would pass anything).
    expect(numbers).toBeGreaterThan(100);
    expect(strings).toBeGreaterThan(300);
    expect(offenders).toEqual([]);
  });

  it('builds integers on int32()/coerceInt32() (no bare z.number() in the shared schemas or the server routes)', () => {
    // The environment and the answer serializer are not input.
    const allowed = new Set([
      'packages/shared/src/common/int.schema.ts',
      'apps/server/src/config/env.ts',
      'apps/server/src/lib/response-serializer.ts',
    ]);
    const offenders = [join(ROOT, 'packages/shared/src'), join(ROOT, 'apps/server/src/modules'), join(ROOT, 'apps/server/src/lib')]
      .flatMap((dir) => files(dir, /\.tsx?$/))
      .map((file) => relative(ROOT, file))
      .filter((file) => !allowed.has(file) && /\bz(\s*\.coerce)?\s*\.(number|int)\(/.test(readFileSync(join(ROOT, file), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
