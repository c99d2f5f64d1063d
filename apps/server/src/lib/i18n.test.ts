import { describe, expect, it } from 'vitest';
import { languageFrom, localize, translate } from './i18n';
import { dateText, text } from './text';

describe('languageFrom', () => {
  it('defaults to Thai', () => {
    expect(languageFrom(undefined)).toBe('th');
    expect(languageFrom('')).toBe('th');
    expect(languageFrom('fr-FR,de;q=0.8')).toBe('th');
  });

  it('follows the highest-ranked supported language', () => {
    expect(languageFrom('en-US,en;q=0.9,th;q=0.8')).toBe('en');
    expect(languageFrom('en;q=0.4,th-TH;q=0.9')).toBe('th');
    expect(languageFrom('fr,en;q=0.5')).toBe('en');
  });
});

describe('translate', () => {
  it('reads namespace.key in both languages with parameters', () => {
    expect(translate('th', 'validation.passwordMismatch')).toBe('กรุณาระบุรหัสผ่านให้ตรงกัน');
    expect(translate('en', 'errors.TOO_MANY_ATTEMPTS', { minutes: 15 })).toBe(
      'Too many failed sign-ins. Please wait 15 minutes and try again',
    );
  });

  it('returns the key itself when there is no such text, rather than inventing one', () => {
    expect(translate('th', 'validation.noSuchKey')).toBe('validation.noSuchKey');
  });
});

describe('localize', () => {
  // 8 July 2026, 10:05 in Bangkok.
  const printed = { at: dateText(new Date('2026-07-08T03:05:00Z'), { time: true }), day: dateText(new Date('2026-07-08T03:05:00Z')) };

  it('words dates in the Buddhist era for Thai and the common era for English by default', () => {
    expect(localize(printed, 'th')).toEqual({ at: '08/07/2569 10:05', day: '08/07/2569' });
    expect(localize(printed, 'en')).toEqual({ at: '08/07/2026 10:05', day: '08/07/2026' });
  });

  it('follows the reader’s era when given, also inside a text’s params', () => {
    expect(localize(printed, 'th', 'ce')).toEqual({ at: '08/07/2026 10:05', day: '08/07/2026' });
    expect(
      localize({ x: text('packing.handover.page', { page: dateText(new Date('2026-07-08T03:05:00Z')), pages: 2 }) }, 'en', 'be').x,
    ).toContain('08/07/2569');
  });

  it('copies only what holds a text: the rest of an answer is passed on as it is, and the input is never changed', () => {
    const plainRow = { id: 'a', total: 1500, tags: ['x'], nested: { when: null } };
    const wordedRow = { id: 'b', status: text('validation.passwordMismatch') };
    const page = { contents: [plainRow, wordedRow], paging: { page: 1 } };
    const out = localize(page, 'en');
    expect(out.contents[0]).toBe(plainRow);
    expect(out.paging).toBe(page.paging);
    expect(out.contents[1]).toEqual({ id: 'b', status: translate('en', 'validation.passwordMismatch') });
    expect(out).not.toBe(page);
    expect(page.contents[1]).toBe(wordedRow);
    expect(wordedRow.status).toEqual(text('validation.passwordMismatch'));
    expect(localize(plainRow, 'th')).toBe(plainRow);
  });
});
