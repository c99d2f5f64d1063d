import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('./locales/', import.meta.url));
const read = (lang: string, file: string) => JSON.parse(readFileSync(`${root}${lang}/${file}`, 'utf8')) as Record<string, unknown>;

function keys(value: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(value).flatMap(([k, v]) =>
    v && typeof v === 'object' ? keys(v as Record<string, unknown>, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

describe('Thai and English catalogs', () => {
  const files = readdirSync(`${root}th`).filter((f) => f.endsWith('.json'));

  it('have the same namespaces', () => {
    expect(
      readdirSync(`${root}en`)
        .filter((f) => f.endsWith('.json'))
        .sort(),
    ).toEqual([...files].sort());
  });

  it.each(files)('%s has the same keys in both languages, none of them empty', (file) => {
    const th = keys(read('th', file)).sort();
    expect(keys(read('en', file)).sort()).toEqual(th);
    for (const lang of ['th', 'en']) {
      const flat = JSON.stringify(read(lang, file));
      expect(flat, `${lang}/${file}`).not.toMatch(/:""/);
    }
  });
});

/**
 * Misspellings the spec's Thai texts carry, corrected in our catalogs (a Thai reader sees a misspelling as
 * carelessness): the spec writes "รหัสไปรษณี" (postcode) without its final ย์ and "ไม่ถูต้อง" (incorrect) without ก.
 */
const MISSPELLINGS: ReadonlyArray<[RegExp, string]> = [
  [/ไปรษณี(?!ย)/u, 'ไปรษณีย์'],
  [/ถูต้อง/u, 'ถูกต้อง'],
];

describe('Thai catalogs', () => {
  const files = readdirSync(`${root}th`).filter((f) => f.endsWith('.json'));

  it.each(files)('%s spells the words the spec misspells correctly', (file) => {
    const texts = JSON.stringify(read('th', file));
    for (const [wrong, right] of MISSPELLINGS) {
      expect(texts.match(wrong)?.[0], `th/${file} should write ${right}`).toBeUndefined();
    }
  });
});
