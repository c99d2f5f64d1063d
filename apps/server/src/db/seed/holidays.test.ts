import { describe, expect, it } from 'vitest';
import { HOLIDAY_ROWS } from './holidays';

describe('HOLIDAY_ROWS', () => {
  it('are real days of 2026 and 2027, each once, in order, named in Thai and English', () => {
    const days = HOLIDAY_ROWS.map(([day]) => day);
    expect(new Set(days).size).toBe(days.length);
    expect([...days].sort()).toEqual(days);
    for (const [day, th, en] of HOLIDAY_ROWS) {
      expect(new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10)).toBe(day);
      expect(['2026', '2027']).toContain(day.slice(0, 4));
      expect(th).toMatch(/[\u0E00-\u0E7F]/);
      expect(en).toMatch(/^[A-Z]/);
    }
  });

  it('give every substitute day a weekday and put it after a weekend holiday', () => {
    for (const [day, th] of HOLIDAY_ROWS) {
      if (!th.startsWith('ชดเชย')) continue;
      const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
      expect(weekday, day).not.toBe(0);
      expect(weekday, day).not.toBe(6);
    }
  });
});
