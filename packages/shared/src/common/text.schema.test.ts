import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { plainString } from './text.schema';

describe('plainString: the one string primitive', () => {
  it('refuses NUL and the other control characters with one catalog key', () => {
    for (const bad of ['a\u0000b', '\u0001', 'x\u0008', '\u000b', '\u001f', 'del\u007f', '\u0085', '\u009f']) {
      const result = plainString().safeParse(bad);
      expect(result.success, JSON.stringify(bad)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('validation.controlCharacter');
    }
  });

  it('keeps tabs, line breaks, Thai, emoji, quotes and markup as typed', () => {
    for (const good of ['สมชาย ใจดี', 'line 1\nline 2\r\n\tindented', '🚚📦', "O'Brien; DROP TABLE x;--", '<b>bold</b>', '']) {
      expect(plainString().parse(good)).toBe(good);
    }
  });

  it('takes the same checks as z.string() after it', () => {
    expect(plainString().trim().max(3).safeParse(' abcd ').success).toBe(false);
    expect(plainString().trim().max(3).parse(' abc ')).toBe('abc');
  });
});

const ROOT = fileURLToPath(new URL('../../../..', import.meta.url));
/**
 * Where raw strings are right: the environment, the simulators' outside protocols, the raw cells of a sheet shown back
 * and the shape answers are checked against on their way out (input rules are not run again there).
 */
const ALLOWED = new Set([
  'packages/shared/src/common/text.schema.ts',
  'apps/server/src/config/env.ts',
  'packages/shared/src/address-book/address-import.calls.ts',
  'apps/server/src/lib/response-serializer.ts',
]);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [path] : [];
  });
}

describe('every string schema', () => {
  it('is built on plainString (no bare z.string() in the shared schemas or the server routes)', () => {
    const offenders = [join(ROOT, 'packages/shared/src'), join(ROOT, 'apps/server/src/modules'), join(ROOT, 'apps/server/src/lib')]
      .flatMap(sources)
      .map((file) => relative(ROOT, file))
      .filter((file) => !ALLOWED.has(file) && /\bz\s*\.string\(/.test(readFileSync(join(ROOT, file), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
