import { describe, expect, it } from 'vitest';
import { PRICING_OF_OPTION } from '../reference/delivery.constants';
import { isSameArea, maxGramsOf, missingInputOf, priceByWeight, priceByZone, priceOfBoxes, requiredInputOf } from './parcel-rules';

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

describe('priceOfBoxes', () => {
  it('prices each box by its own weight and charges the sum, never the boxes as one parcel', () => {
    const ems = [...brackets, { maxWeightGrams: 2000, priceSatang: 6800 }];
    // 1,200 g and 300 g: 68 + 37 baht, where one 1,500 g parcel would be 68.
    expect(priceOfBoxes(ems, [1200, 300])).toBe(10500);
    expect(priceOfBoxes(ems, [1500])).toBe(6800);
    expect(priceOfBoxes(ems, [])).toBe(0);
  });

  it('has no price when one box is above the last bracket', () => {
    expect(priceOfBoxes(brackets, [300, 1001])).toBeUndefined();
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

describe('missingInputOf', () => {
  it('names what a parcel still lacks for its pricing, whatever else it carries', () => {
    expect(missingInputOf('weight', {})).toBe('weight');
    expect(missingInputOf('weight', { weight: 0, sizeId: 1 })).toBeUndefined();
    expect(missingInputOf('boxSize', { weight: 800 })).toBe('size');
    expect(missingInputOf('boxSize', { sizeId: 3, weight: null })).toBeUndefined();
    expect(missingInputOf('zone', { weight: 800, sizeId: 1 })).toBe('zone');
    expect(missingInputOf('zone', { zoneId: 1 })).toBeUndefined();
  });

  it('agrees with the fields the form shows for every fixed delivery option', () => {
    for (const pricing of Object.values(PRICING_OF_OPTION)) {
      const needs = requiredInputOf({ pricing });
      expect(missingInputOf(pricing, {})).toBe(needs.needsSize ? 'size' : needs.needsZone ? 'zone' : 'weight');
      expect(needs.needsWeight).toBe(missingInputOf(pricing, {}) === 'weight');
    }
  });
});

describe('requiredInputOf', () => {
  it('asks a weight-priced service for grams, a box service for a size and the regional box for a zone', () => {
    expect(requiredInputOf({ pricing: 'weight' })).toEqual({ needsSize: false, needsZone: false, showsWeight: true, needsWeight: true });
    expect(requiredInputOf({ pricing: 'boxSize' })).toEqual({ needsSize: true, needsZone: false, showsWeight: true, needsWeight: false });
    expect(requiredInputOf({ pricing: 'zone' })).toEqual({ needsSize: false, needsZone: true, showsWeight: false, needsWeight: false });
  });

  it('hides the weight box for the flagged option and asks nothing before a service is chosen', () => {
    expect(requiredInputOf({ pricing: 'weight', hidesWeight: true }).showsWeight).toBe(false);
    expect(requiredInputOf(undefined)).toEqual({ needsSize: false, needsZone: false, showsWeight: false, needsWeight: false });
  });
});

describe('maxGramsOf', () => {
  it('takes registered mail up to 2 kg and every other service up to 20 kg', () => {
    expect(maxGramsOf('registered')).toBe(2_000);
    expect(maxGramsOf('ems')).toBe(20_000);
    expect(maxGramsOf('parcel')).toBe(20_000);
    expect(maxGramsOf(undefined)).toBe(20_000);
  });
});
