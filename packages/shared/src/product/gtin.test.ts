import { describe, expect, it } from 'vitest';
import { gtinCheckDigit, isGtin, sameGtin } from './gtin';

// The worked examples of the EAN-13, UPC-A and EAN-8 articles (GS1's mod-10 rule); the others are made here.
describe('GTIN check digits', () => {
  it('accepts EAN-13, UPC-A, EAN-8 and GTIN-14 codes', () => {
    expect(isGtin('4006381333931')).toBe(true); // EAN-13
    expect(isGtin('036000291452')).toBe(true); // UPC-A
    expect(isGtin('96385074')).toBe(true); // EAN-8
    expect(isGtin('8850999220390')).toBe(true); // EAN-13 with Thailand's prefix 885
    expect(isGtin('8850999220393')).toBe(false); // the same with a wrong last digit
    expect(isGtin('10012345678902')).toBe(true); // GTIN-14 of a case
  });

  it('refuses a wrong check digit, a wrong length and anything but digits', () => {
    expect(isGtin('4006381333932')).toBe(false);
    expect(isGtin('400638133393')).toBe(false);
    expect(isGtin('40063813339311')).toBe(false);
    expect(isGtin('400638133393A')).toBe(false);
    expect(isGtin('')).toBe(false);
  });

  it('computes the digit from the right, 3 then 1', () => {
    expect(gtinCheckDigit('400638133393')).toBe(1);
    expect(gtinCheckDigit('03600029145')).toBe(2);
    expect(gtinCheckDigit('9638507')).toBe(4);
  });

  it('reads a UPC-A and its EAN-13 form as one item, spaces and dashes aside', () => {
    expect(sameGtin('036000291452', '0036000291452')).toBe(true);
    expect(sameGtin('8850999-220390', '8850999220390')).toBe(true);
    expect(sameGtin('8850999220390', '4006381333931')).toBe(false);
  });
});
