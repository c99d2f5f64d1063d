import { describe, expect, it } from 'vitest';
import { gramsSchema } from './grams.schema';
import { numberFromText, satangFromBahtText } from './number-text';
import { priceSchema } from './price.schema';

const messageOf = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe('numberFromText: what was typed, never silently changed', () => {
  it('reads clean numbers, keeps the sign, and marks anything else NaN', () => {
    expect(numberFromText('')).toBeNull();
    expect(numberFromText(' 1,250 ')).toBe(1250);
    expect(numberFromText('-5')).toBe(-5);
    expect(numberFromText('12abc')).toBeNaN();
    expect(numberFromText('1.5')).toBeNaN();
    expect(numberFromText('1.5', { decimals: 2 })).toBe(1.5);
    expect(numberFromText('1,25')).toBeNaN();
  });

  it('turns baht into satang with at most two decimals', () => {
    expect(satangFromBahtText('12.50')).toBe(1250);
    expect(satangFromBahtText('-5')).toBe(-500);
    expect(satangFromBahtText('12abc')).toBeNaN();
    expect(satangFromBahtText('1.234')).toBeNaN();
    expect(satangFromBahtText(' ')).toBeNull();
  });
});

describe('priceSchema and gramsSchema refuse what the issue found accepted', () => {
  const price = priceSchema({ invalid: 'store.product.priceInvalid', required: 'validation.required' });
  it('refuses a zero, negative or non-numeric price with the invalid message; missing is required', () => {
    for (const typed of ['0', '-5', '12abc'])
      expect(messageOf(price.safeParse(satangFromBahtText(typed)))).toBe('store.product.priceInvalid');
    expect(messageOf(price.safeParse(undefined))).toBe('validation.required');
    expect(price.parse(satangFromBahtText('12'))).toBe(1200);
  });

  it('lets a fee or discount be 0 but never negative', () => {
    const fee = priceSchema({ allowZero: true });
    expect(fee.parse(0)).toBe(0);
    expect(messageOf(fee.safeParse(-100))).toBe('validation.priceInvalid');
  });

  it('refuses a negative or non-numeric weight instead of reading "-5" as 5 g', () => {
    const grams = gramsSchema({ invalid: 'packing.weightInvalid', required: 'packing.weightRequired' });
    expect(messageOf(grams.safeParse(numberFromText('-5')))).toBe('packing.weightInvalid');
    expect(messageOf(grams.safeParse(numberFromText('12abc')))).toBe('packing.weightInvalid');
    expect(messageOf(grams.safeParse(undefined))).toBe('packing.weightRequired');
    expect(messageOf(gramsSchema({ max: 2_000 }).safeParse(2_001))).toBe('mailing.weightTooHigh');
  });
});
