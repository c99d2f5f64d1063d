import { describe, expect, it } from 'vitest';
import { defaultEra, eraFor, formatDate, formatYear } from './date-format';

// 8 July 2026, 10:05 in Bangkok (03:05 UTC).
const instant = '2026-07-08T03:05:00.000Z';

describe('formatDate', () => {
  it('shows the Buddhist-era year by default in Thai and the common era in English', () => {
    expect(formatDate(instant, { lang: 'th' })).toBe('08/07/2569');
    expect(formatDate(instant, { lang: 'en' })).toBe('08/07/2026');
  });

  it('follows the user’s era over the language default', () => {
    expect(formatDate(instant, { lang: 'th', era: 'ce' })).toBe('08/07/2026');
    expect(formatDate(instant, { lang: 'en', era: 'be' })).toBe('08/07/2569');
  });

  it('adds the Bangkok time with `time`', () => {
    expect(formatDate(instant, { lang: 'th', time: true })).toBe('08/07/2569 10:05');
    expect(formatDate(new Date(instant), { lang: 'en', time: true })).toBe('08/07/2026 10:05');
  });

  it('uses the Bangkok day and year: new year in Bangkok is still the old year in UTC', () => {
    // 31 Dec 2025 18:30 UTC is 1 Jan 2026 01:30 in Bangkok.
    expect(formatDate('2025-12-31T18:30:00Z', { lang: 'th', time: true })).toBe('01/01/2569 01:30');
    expect(formatDate('2025-12-31T18:30:00Z', { lang: 'en' })).toBe('01/01/2026');
  });

  it('says "-" for a missing or invalid date', () => {
    expect(formatDate(null, { lang: 'th' })).toBe('-');
    expect(formatDate('', { lang: 'th' })).toBe('-');
    expect(formatDate('not a date', { lang: 'en' })).toBe('-');
  });
});

describe('eras', () => {
  it('defaults by language and accepts only a known preference', () => {
    expect(defaultEra('th')).toBe('be');
    expect(defaultEra('en')).toBe('ce');
    expect(eraFor('th', 'ce')).toBe('ce');
    expect(eraFor('en', 'be')).toBe('be');
    expect(eraFor('th', 'bogus')).toBe('be');
    expect(eraFor('en', null)).toBe('ce');
  });

  it('formats a year in the era', () => {
    expect(formatYear(instant, { lang: 'th' })).toBe('2569');
    expect(formatYear(instant, { lang: 'en' })).toBe('2026');
    expect(formatYear(instant, { lang: 'th', era: 'ce' })).toBe('2026');
  });
});
