import { describe, expect, it } from 'vitest';
import { formatS10, isValidS10, readS10, s10CheckDigit } from './s10';

describe('S10 check digit', () => {
  it.each(['EF582568151TH', 'ED852942182TH', 'EI217050620TH', 'EN331755897TH'])('accepts the real Thai barcode %s', (code) => {
    expect(isValidS10(code)).toBe(true);
    expect(formatS10(code.slice(0, 2), Number(code.slice(2, 10)))).toBe(code);
  });

  it('maps a remainder giving 10 to 0 and 11 to 5', () => {
    // EI217050620TH: the weighted sum of 21705062 leaves 1, so 11 - 1 = 10 -> 0.
    expect(s10CheckDigit('21705062')).toBe(0);
    // 00000000: sum 0, 11 - 0 = 11 -> 5.
    expect(s10CheckDigit('00000000')).toBe(5);
  });

  it('rejects a wrong check digit, lower case and bad lengths', () => {
    expect(isValidS10('EF582568152TH')).toBe(false);
    expect(isValidS10('ef582568151th')).toBe(false);
    expect(isValidS10('EF58256815TH')).toBe(false);
    expect(() => formatS10('E', 1)).toThrow(RangeError);
    expect(() => formatS10('EF', 100_000_000)).toThrow(RangeError);
  });

  it('pads short serials with zeros', () => {
    expect(formatS10('EA', 1)).toMatch(/^EA00000001\dTH$/);
    expect(isValidS10(formatS10('EA', 1))).toBe(true);
  });
});

describe('readS10', () => {
  it('reads a barcode typed in lower case or in groups', () => {
    expect(readS10(' ef 5825 6815 1 th ')).toBe('EF582568151TH');
    expect(readS10('EF-58256815-1-TH')).toBe('EF582568151TH');
  });

  it('reads nothing from a wrong check digit or another shape', () => {
    expect(readS10('EF582568152TH')).toBeNull();
    expect(readS10('EF58256815TH')).toBeNull();
    expect(readS10('')).toBeNull();
  });
});
