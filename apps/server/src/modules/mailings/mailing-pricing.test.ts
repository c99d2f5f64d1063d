import { describe, expect, it } from 'vitest';
import { isSameArea, priceByWeight, priceByZone } from './mailing-pricing';

const brackets = [
  { maxWeightGrams: 500, priceSatang: 3700 },
  { maxWeightGrams: 250, priceSatang: 3200 },
  { maxWeightGrams: 1000, priceSatang: 5200 },
];

describe('priceByWeight', () => {
  it('takes the first bracket that holds the weight, bounds inclusive', () => {
    expect(priceByWeight(brackets, 0)).toBe(3200);
    expect(priceByWeight(brackets, 250)).toBe(3200);
    expect(priceByWeight(brackets, 251)).toBe(3700);
    expect(priceByWeight(brackets, 1000)).toBe(5200);
  });

  it('has no price above the last bracket', () => {
    expect(priceByWeight(brackets, 1001)).toBeUndefined();
    expect(priceByWeight([], 10)).toBeUndefined();
  });
});

describe('isSameArea', () => {
  it('compares provinces when both are known', () => {
    expect(isSameArea({ provinceId: 10, postcode: '10110' }, { provinceId: 10, postcode: '10200' })).toBe(true);
    expect(isSameArea({ provinceId: 10, postcode: '10110' }, { provinceId: 50, postcode: '10110' })).toBe(false);
  });

  it('falls back to the postcode province prefix', () => {
    expect(isSameArea({ provinceId: null, postcode: '50200' }, { provinceId: 50, postcode: '50100' })).toBe(true);
    expect(isSameArea({ provinceId: 10, postcode: '10110' }, { provinceId: null, postcode: '50100' })).toBe(false);
  });

  it('prices a zone by area', () => {
    expect(priceByZone({ inPriceSatang: 3000, outPriceSatang: 3500 }, true)).toBe(3000);
    expect(priceByZone({ inPriceSatang: 3000, outPriceSatang: 3500 }, false)).toBe(3500);
  });
});
