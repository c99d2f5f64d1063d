import { describe, expect, it } from 'vitest';
import { parsePostalDate } from './client';

describe('parsePostalDate', () => {
  it('turns a Buddhist-era Thai date into the same instant in the common era', () => {
    expect(parsePostalDate('26/08/2563 10:55:40+07:00', 'TH')?.toISOString()).toBe('2020-08-26T03:55:40.000Z');
  });

  it('reads English dates as common era', () => {
    expect(parsePostalDate('26/08/2020 10:55:40+07:00', 'EN')?.toISOString()).toBe('2020-08-26T03:55:40.000Z');
  });

  it('assumes Bangkok time without an offset and rejects malformed text', () => {
    expect(parsePostalDate('01/01/2564 00:00', 'TH')?.toISOString()).toBe('2020-12-31T17:00:00.000Z');
    expect(parsePostalDate('2020-08-26', 'EN')).toBeUndefined();
    expect(parsePostalDate('32/13/2563 10:00:00', 'TH')).toBeUndefined();
  });
});
