import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import { bahtToSatang, formatBaht, formatDate, formatDateTime } from './format';

describe('format', () => {
  it('shows satang as baht with two decimals', () => {
    expect(formatBaht(123456, 'en')).toBe('1,234.56');
    expect(formatBaht(5000)).toBe('50.00');
  });

  it('writes dates as dd/MM/yyyy in Bangkok time, the Buddhist-era year in Thai and the common era in English', async () => {
    await i18n.init({ lng: 'th', resources: {} });
    // 20:00 UTC is 03:00 the next day in Bangkok.
    expect(formatDate('2026-03-04T20:00:00Z')).toBe('05/03/2569');
    expect(formatDateTime('2026-03-04T20:00:00Z')).toBe('05/03/2569 03:00');
    await i18n.changeLanguage('en');
    expect(formatDate('2026-03-04T20:00:00Z')).toBe('05/03/2026');
  });

  it('turns typed baht into whole satang', () => {
    expect(bahtToSatang(12.5)).toBe(1250);
    expect(bahtToSatang(0.1 + 0.2)).toBe(30);
    expect(bahtToSatang('')).toBeNull();
  });
});
