import { describe, expect, it } from 'vitest';
import { composeAddressText } from './address-text';

describe('composeAddressText', () => {
  it('joins the parts with Thai prefixes outside Bangkok', () => {
    expect(
      composeAddressText({
        homeAddress: '99/9',
        swine: '5',
        alley: 'สุขใจ',
        street: 'ห้วยแก้ว',
        districtName: 'สุเทพ',
        borderName: 'เมืองเชียงใหม่',
        provinceName: 'เชียงใหม่',
        postcode: '50200',
      }),
    ).toBe('99/9 หมู่ 5 ซอย สุขใจ ถนน ห้วยแก้ว ตำบล สุเทพ อำเภอ เมืองเชียงใหม่ จังหวัด เชียงใหม่ 50200');
  });

  it('skips parts that are "-", "_" or blank', () => {
    expect(
      composeAddressText({ homeAddress: '12', swine: '-', building: '_', floor: ' ', village: '', alley: '-', street: 'พระราม 4' }),
    ).toBe('12 ถนน พระราม 4');
  });

  it('uses แขวง/เขต in Bangkok and does not double a typed prefix', () => {
    expect(
      composeAddressText({
        homeAddress: '1',
        alley: 'ซ.สุขุมวิท 22',
        districtName: 'คลองเตย',
        borderName: 'คลองเตย',
        provinceName: 'กรุงเทพมหานคร',
        postcode: '10110',
      }),
    ).toBe('1 ซ.สุขุมวิท 22 แขวง คลองเตย เขต คลองเตย กรุงเทพมหานคร 10110');
  });

  it('leaves out the area when asked', () => {
    expect(composeAddressText({ homeAddress: '1', districtName: 'คลองเตย', postcode: '10110' }, { withArea: false })).toBe('1');
  });
});
