import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LABEL_OPTIONS, labelPageMm } from './label-options';

const catalog = (lang: 'th' | 'en') =>
  (
    JSON.parse(readFileSync(fileURLToPath(new URL(`../i18n/locales/${lang}/reference.json`, import.meta.url)), 'utf8')) as {
      labelOptions: Record<string, string>;
    }
  ).labelOptions;

/** The word the label-size dialog uses for a page wider than tall, and for one taller than wide. */
const WORDS = { th: { landscape: 'แนวนอน', portrait: 'แนวตั้ง' }, en: { landscape: /landscape/i, portrait: /portrait/i } };

describe('label options', () => {
  it.each(LABEL_OPTIONS.map((o) => [o.id, o] as const))('option %i is named by the shape of the page it prints', (id, option) => {
    const page = labelPageMm(option);
    const shape = page.width > page.height ? 'landscape' : 'portrait';
    expect(option.orientation).toBe(shape);
    if (option.kind === 'sticker') return; // "Sticker 5.8 x 8.0 cm": named by what it is.
    const other = shape === 'landscape' ? 'portrait' : 'landscape';
    expect(catalog('th')[id]).toContain(WORDS.th[shape]);
    expect(catalog('th')[id]).not.toContain(WORDS.th[other]);
    expect(catalog('en')[id]).toMatch(WORDS.en[shape]);
    expect(catalog('en')[id]).not.toMatch(WORDS.en[other]);
  });

  it('turns the landscape option given short side first, and keeps the others as given', () => {
    expect(labelPageMm(LABEL_OPTIONS.find((o) => o.id === 3)!)).toEqual({ width: 80, height: 45 });
    expect(labelPageMm(LABEL_OPTIONS.find((o) => o.id === 2)!)).toEqual({ width: 117, height: 71 });
    expect(labelPageMm(LABEL_OPTIONS.find((o) => o.id === 1)!)).toEqual({ width: 94, height: 148 });
  });
});
