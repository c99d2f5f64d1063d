import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));
const webSrc = resolve(here, '../../..');
const sharedSrc = resolve(webSrc, '../../../packages/shared/src');

/** A module's own file, by the specifier it is imported with; null for a library's. */
function fileOf(specifier: string, from: string): string | null {
  const base = specifier.startsWith('.')
    ? resolve(dirname(from), specifier)
    : specifier.startsWith('@songdee/shared/')
      ? join(sharedSrc, specifier.slice('@songdee/shared/'.length))
      : null;
  if (!base) return null;
  const file = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((f) => existsSync(f) && /\.\w+$/.test(f));
  if (!file) throw new Error(`${specifier} (imported by ${from}) is no file`);
  return file;
}

/**
 * What a module loads with it, as the bundler sees it: every file its static imports reach (type-only imports and
 * `import()` aside) and, per library, the names they import from it.
 */
function staticImports(entry: string): { files: Set<string>; libraries: Map<string, Set<string>> } {
  const files = new Set<string>();
  const libraries = new Map<string, Set<string>>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    if (!/\.tsx?$/.test(file)) return;
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
    for (const statement of source.statements) {
      const isImport = ts.isImportDeclaration(statement);
      if (!isImport && !(ts.isExportDeclaration(statement) && statement.moduleSpecifier)) continue;
      if (isImport ? statement.importClause?.isTypeOnly : statement.isTypeOnly) continue;
      const specifier = (statement.moduleSpecifier as ts.StringLiteral).text;
      const bindings = isImport ? statement.importClause?.namedBindings : undefined;
      const names =
        bindings && ts.isNamedImports(bindings)
          ? bindings.elements.filter((element) => !element.isTypeOnly).map((element) => (element.propertyName ?? element.name).text)
          : ['*'];
      // `import { type A, type B } from 'x'` loads nothing (verbatimModuleSyntax drops it).
      if (isImport && bindings && ts.isNamedImports(bindings) && names.length === 0 && !statement.importClause?.name) continue;
      const own = fileOf(specifier, file);
      if (own) visit(own);
      else for (const name of names) libraries.set(specifier, (libraries.get(specifier) ?? new Set()).add(name));
    }
  };
  visit(entry);
  return { files, libraries };
}

/**
 * A faster first screen (docs/decisions/web-performance.md, "web performance"): the mailing list, the back office's first
 * screen, loads with its route chunk only what that screen shows. Its dialogs (the label size, the address form, the
 * confirmations' host), the tooltips and the page-size choice load when wanted (components/lazy-dialog.tsx,
 * deferred-tooltip.tsx, data-pagination.tsx): none of them, nor the forms' and floating parts' libraries, is among
 * the modules its page imports statically.
 */
describe("the mailing list's first screen", () => {
  const { files, libraries } = staticImports(join(here, 'mailing-list-page.tsx'));
  const relative = [...files].map((file) => file.slice(webSrc.length + 1));

  it('imports no dialog and no form', () => {
    expect(relative).toContain('features/mailings/components/edit-address-dialog.tsx');
    expect(relative).toContain('components/labels/label-print-dialog.tsx');
    expect(
      relative.filter((file) => /app-dialog|label-print-dialogs|edit-address-form|address-fields|form-parts|deferred-hosts/.test(file)),
    ).toEqual([]);
    expect([...libraries.keys()].filter((name) => /react-hook-form|@hookform|@mantine\/dates|@floating-ui/.test(name))).toEqual([]);
    // The confirmations' events only (confirm-dialog.tsx); their host loads when first asked (deferred-hosts.tsx).
    expect([...(libraries.get('@mantine/modals') ?? [])]).toEqual(['modals']);
  });

  it("uses none of Mantine's dialogs, tooltips, popovers, selects or tables", () => {
    const mantine = [...(libraries.get('@mantine/core') ?? [])];
    expect(mantine).toContain('Checkbox');
    expect(
      mantine.filter((name) => /Modal|Drawer|Tooltip|Popover|Combobox|Select|Menu|Autocomplete|FocusTrap|Portal|^\*$/.test(name)),
    ).toEqual([]);
  });
});
