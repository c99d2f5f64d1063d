import { describe, expect, it } from 'vitest';
import { bangkokDayRange, bangkokYearRange, parseReportDate, toReportDate } from './report-dates';

describe('report dates', () => {
  it('reads MM/dd/yyyy days of the calendar only', () => {
    expect(parseReportDate('07/31/2026')).toBe('2026-07-31');
    expect(parseReportDate(' 02/29/2024 ')).toBe('2024-02-29');
    for (const bad of ['02/29/2025', '31/07/2026', '2026-07-31', '7/31/2026', '13/01/2026', ''])
      expect(parseReportDate(bad), bad).toBeNull();
  });

  it('writes ISO days for the API', () => {
    expect(toReportDate('2026-07-31')).toBe('07/31/2026');
  });

  it('covers whole Bangkok days and years', () => {
    expect(bangkokDayRange('2025-02-01', '2025-02-01')).toEqual({
      from: new Date('2025-01-31T17:00:00Z'),
      to: new Date('2025-02-01T17:00:00Z'),
    });
    expect(bangkokYearRange(2025)).toEqual({ from: new Date('2024-12-31T17:00:00Z'), to: new Date('2025-12-31T17:00:00Z') });
  });
});
