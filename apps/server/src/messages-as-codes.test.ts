import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Messages stay codes until the edge, so one answer can be worded in each reader's language: outside the edge no
 * function takes the reader's language and no file imports the translator. The edge is the route files (`*.routes.ts`),
 * lib/ (error handler, i18n, PDF renderers) and the e-mail renderer; everything else under modules/ (services,
 * presenters, packing-context, publish-packs, repositories, module wiring) returns data, codes and Text.
 */
const MODULES = join(import.meta.dirname, 'modules');
const LANGUAGE_NAME = /^(lang|language|locale)$/i;
const TRANSLATORS = [/(^|\/)lib\/i18n$/, /^i18next$/, /^react-i18next$/];

function moduleFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return moduleFiles(path);
    const isSource = e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') && !e.name.endsWith('-fixtures.ts');
    return isSource && !e.name.endsWith('.routes.ts') ? [path] : [];
  });
}

/** Every place in one source file that takes a language or imports a translator, as "line: what". */
function violations(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const at = (node: ts.Node) => file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const from = node.moduleSpecifier.text;
      if (TRANSLATORS.some((re) => re.test(from))) found.push(`${at(node)}: imports ${from}`);
    }
    if (ts.isFunctionLike(node)) {
      for (const p of node.parameters) {
        const type = p.type?.getText(file);
        if ((ts.isIdentifier(p.name) && LANGUAGE_NAME.test(p.name.text)) || type === 'Language' || type === 'Language | undefined')
          found.push(`${at(p)}: takes ${p.getText(file)}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('messages stay codes until the edge', () => {
  it('finds a language parameter and a translator import (the check itself)', () => {
    const bad = [
      "import { translate } from '../../lib/i18n';",
      'export const a = (key: string, lang: Language) => key;',
      'export function b(x: number, locale: string) { return x; }',
      'const c = { async d(actor: unknown, l: Language) { return actor; } };',
    ].join('\n');
    expect(violations('bad.ts', bad)).toEqual([
      '1: imports ../../lib/i18n',
      '2: takes lang: Language',
      '3: takes locale: string',
      '4: takes l: Language',
    ]);
    // A stored preference inside an input is data, not the reader's language.
    expect(violations('ok.ts', 'export const e = (input: { lang: Language }) => input.lang;')).toEqual([]);
  });

  const files = moduleFiles(MODULES);

  it('reads every service file', () => {
    expect(files.filter((f) => f.endsWith('.service.ts')).length).toBeGreaterThan(20);
  });

  it.each(files.map((f) => [relative(MODULES, f), f]))('%s takes no language and does not translate', (_name, path) => {
    expect(violations(path, readFileSync(path, 'utf8'))).toEqual([]);
  });
});
