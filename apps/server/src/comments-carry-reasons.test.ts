import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * A comment or a test title says why, in the repository itself: a tracker number or a design
 * note kept outside the repository means nothing to the next reader, who has neither. This walks every source file
 * of the workspaces and names each comment or test title that points there, as `path:line`.
 */

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const ROOTS = ['apps', 'packages', 'e2e', 'bench', 'scripts'];
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'dist-ssr', 'artifacts']);
const SOURCE = /\.(ts|tsx|mjs)$/;

/** What points outside: a tracker number, or the design notes that live outside the repository. */
const POINTS_OUTSIDE = /\b[Ii]ssue \d+\b|DESIGN\.md|STYLE\.md/;

const TEST_CALL = /\b(describe|it|test)(\.\w+(\([^)]*\))?)*\(/;

/**
 * Whether the text at `index` of `line` is a comment or a test title. A line inside a block comment starts with `*`
 * (the repository's formatting); a `//` or `/*` earlier on the line opens one, unless it is a URL's `://`. A title is
 * the first argument of `describe`/`it`/`test`, on the same line or alone on the next one (`previous` ends with the
 * call's open parenthesis).
 */
function isCommentOrTitle(line: string, index: number, previous = ''): boolean {
  const trimmed = line.trimStart();
  if (/^(\*|\/\*|\/\/|\{\/\*)/.test(trimmed)) return true;
  const before = line.slice(0, index);
  if (/(^|[^:])\/\/|\/\*/.test(before)) return true;
  if (TEST_CALL.test(before)) return true;
  return TEST_CALL.test(previous) && previous.trimEnd().endsWith('(') && /^['"`]/.test(trimmed);
}

/** `path:line  text` of each comment or test title in `text` that points outside the repository. */
function pointersOutside(path: string, text: string): string[] {
  const found: string[] = [];
  const lines = text.split('\n');
  lines.forEach((line, i) => {
    const match = POINTS_OUTSIDE.exec(line);
    if (match && isCommentOrTitle(line, match.index, lines[i - 1])) found.push(`${path}:${i + 1}  ${line.trim()}`);
  });
  return found;
}

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : sourceFiles(path);
    return SOURCE.test(entry.name) ? [path] : [];
  });
}

const repoPath = (path: string) => relative(ROOT, path).split(sep).join('/');

describe('comments carry their reasons inside the repository', () => {
  const files = ROOTS.flatMap((root) => sourceFiles(join(ROOT, root))).map(repoPath);

  it('reads every workspace', () => {
    for (const root of ROOTS)
      expect(
        files.some((f) => f.startsWith(`${root}/`)),
        root,
      ).toBe(true);
    expect(files.length).toBeGreaterThan(500);
  });

  it('has no comment or test title citing a tracker number or a design note outside the repository', () => {
    const found = files.flatMap((f) => pointersOutside(f, readFileSync(join(ROOT, f), 'utf8')));
    expect(found).toEqual([]);
  });

  it('tells a comment or a title from code and plain strings', () => {
    // Built from parts, so this file itself holds no pointer.
    const tracker = ['issue', '99'].join(' ');
    const note = ['DESIGN', 'md'].join('.');
    // A plural and a longer word holding the same letters: no tracker number.
    const lookAlikes = [['issue', 's 7'].join(''), ['tiss', 'ue 12'].join('')].join(' and ');
    const sample = [
      `// Refused (${tracker}).`,
      ` * Money is satang (${note} section 5).`,
      `const x = 1; // see ${tracker}`,
      `it('refuses a zero price (${tracker})', () => {`,
      'describe(',
      `  '${tracker}: a title on its own line',`,
      `const text = 'the ${tracker} of a customer';`,
      `const url = 'https://example.test/${tracker}';`,
      `// ${lookAlikes} are words`,
    ].join('\n');
    expect(pointersOutside('f.ts', sample).map((hit) => hit.split('  ')[0])).toEqual(['f.ts:1', 'f.ts:2', 'f.ts:3', 'f.ts:4', 'f.ts:6']);
  });
});
