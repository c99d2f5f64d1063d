import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));

/** The string and template literals of a file that start with `/api/` (comments may still name a path). */
function apiLiterals(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(`${root}${file}`, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node)) && /^\/api\//i.test(node.text)) {
      found.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${node.text}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The TypeScript sources under `dir` (relative to the repository), tests left out: they call the real paths. */
const sources = (dir: string) =>
  readdirSync(`${root}${dir}`, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => `${dir}/${file}`);

describe('a call’s path is written once, in its declaration', () => {
  it('finds the literals it looks for (the check can fail)', () => {
    expect(apiLiterals('apps/server/src/calls-declared.api.test.ts')).toEqual([expect.stringContaining('calls-declared.api.test.ts:')]);
    const declarations = sources('packages/shared/src').filter((file) => file.endsWith('.calls.ts'));
    expect(declarations.flatMap(apiLiterals).length).toBeGreaterThan(100);
  });

  it('has no /api/ literal in a server module', () => {
    const files = sources('apps/server/src/modules');
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap(apiLiterals)).toEqual([]);
  });

  it('has no /api/ literal in the web app', () => {
    const files = sources('apps/web/src');
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap(apiLiterals)).toEqual([]);
  });
});
