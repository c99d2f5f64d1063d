import { describe, expect, it } from 'vitest';
import { reportYearOptions, reportYears } from './report-years';

const midJuly2026 = new Date(2026, 6, 15);

describe('report years', () => {
  it('offers every year from 2015 to this one, newest first', () => {
    const years = reportYears(midJuly2026);
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(2015);
    expect(years).toHaveLength(12);
  });

  it('labels the years in the Buddhist era for a reader who reads พ.ศ., and keeps the common-era year as the value', () => {
    const options = reportYearOptions('be', midJuly2026);
    expect(options[0]).toEqual({ value: '2026', label: '2569' });
    expect(options.at(-1)).toEqual({ value: '2015', label: '2558' });
  });

  it('labels the years in the common era for a reader who reads ค.ศ.', () => {
    expect(reportYearOptions('ce', midJuly2026)[0]).toEqual({ value: '2026', label: '2026' });
  });
});
