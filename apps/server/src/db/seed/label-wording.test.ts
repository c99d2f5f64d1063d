import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = fileURLToPath(new URL('.', import.meta.url));
const thaiCatalogs = join(here, '../../../../../packages/shared/src/i18n/locales/th');

/** Every Thai text a user reads about the shipping label: the screens' catalogs and the seeded content. */
function thaiTexts(): Array<[string, string]> {
  const files = readdirSync(thaiCatalogs).filter((f) => f.endsWith('.json'));
  return [
    ...files.map((f) => [f, readFileSync(join(thaiCatalogs, f), 'utf8')] as [string, string]),
    ['seed/content.ts', readFileSync(join(here, 'content.ts'), 'utf8')],
  ];
}

describe('the Thai word for the shipping label', () => {
  it('is ใบจ่าหน้า everywhere (the catalogs use it), never ใบปะหน้า', () => {
    const other = thaiTexts()
      .filter(([, text]) => text.includes('ใบปะหน้า'))
      .map(([file]) => file);
    expect(other).toEqual([]);
    expect(thaiTexts().some(([, text]) => text.includes('ใบจ่าหน้า'))).toBe(true);
  });
});

describe('a weight in a message', () => {
  it('is written with thousands separators: every weight parameter before the unit goes through the number format', () => {
    const catalogs = join(here, '../../../../../packages/shared/src/i18n/locales');
    const unformatted = ['th', 'en'].flatMap((lang) =>
      readdirSync(join(catalogs, lang))
        .filter((f) => f.endsWith('.json'))
        .flatMap((f) => [...readFileSync(join(catalogs, lang, f), 'utf8').matchAll(/\{\{(maximum|minimum)\}\} (กรัม|grams|g)/g)])
        .map((m) => `${lang}: ${m[0]}`),
    );
    expect(unformatted).toEqual([]);
  });
});
