import { describe, expect, it } from 'vitest';
import { composeAddressText, splitStreetLine } from './address-text';

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
    ).toBe('99/9 หมู่ 5 ซอยสุขใจ ถนนห้วยแก้ว ตำบลสุเทพ อำเภอเมืองเชียงใหม่ จังหวัดเชียงใหม่ 50200');
  });

  it('skips parts that are "-", "_" or blank', () => {
    expect(
      composeAddressText({ homeAddress: '12', swine: '-', building: '_', floor: ' ', village: '', alley: '-', street: 'พระราม 4' }),
    ).toBe('12 ถนนพระราม 4');
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
    ).toBe('1 ซ.สุขุมวิท 22 แขวงคลองเตย เขตคลองเตย กรุงเทพมหานคร 10110');
  });

  it('leaves out the area when asked', () => {
    expect(composeAddressText({ homeAddress: '1', districtName: 'คลองเตย', postcode: '10110' }, { withArea: false })).toBe('1');
  });
});

describe('composeAddressText: the order and spacing of spec 2 section 3', () => {
  it('puts every part in its place: house number, moo, building, floor, village, soi, street, then the area', () => {
    expect(
      composeAddressText({
        homeAddress: '555/12',
        swine: '3',
        building: 'อาคารสุขใจ',
        floor: '4',
        village: 'หมู่บ้านร่มเย็น',
        alley: '22',
        street: 'สุขุมวิท',
        districtName: 'คลองจั่น',
        borderName: 'บางกะปิ',
        provinceName: 'กรุงเทพมหานคร',
        postcode: '10240',
      }),
    ).toBe('555/12 หมู่ 3 อาคารสุขใจ ชั้น 4 หมู่บ้านร่มเย็น ซอย 22 ถนนสุขุมวิท แขวงคลองจั่น เขตบางกะปิ กรุงเทพมหานคร 10240');
  });
});

describe('splitStreetLine: a free-text street line into its parts', () => {
  it('splits house number, moo, soi and road of a Bangkok line', () => {
    expect(splitStreetLine('123/45 ซอยลาดพร้าว 101 ถนนลาดพร้าว')).toMatchObject({
      homeAddress: '123/45',
      swine: '',
      alley: 'ลาดพร้าว 101',
      street: 'ลาดพร้าว',
    });
    expect(splitStreetLine('99  ซ.สุขุมวิท 22 ถ.สุขุมวิท')).toMatchObject({ homeAddress: '99', alley: 'สุขุมวิท 22', street: 'สุขุมวิท' });
  });

  it('reads moo in its written forms and keeps a village and building with their word', () => {
    expect(splitStreetLine('99/9 หมู่ 5 ถนนห้วยแก้ว')).toMatchObject({ homeAddress: '99/9', swine: '5', street: 'ห้วยแก้ว' });
    expect(splitStreetLine('12 ม.3 หมู่บ้านร่มเย็น ซอย 4')).toMatchObject({ homeAddress: '12', swine: '3', village: 'หมู่บ้านร่มเย็น', alley: '4' });
    expect(splitStreetLine('7 หมู่ที่ 10 อาคารศรีจันทร์ ชั้น 3')).toMatchObject({ swine: '10', building: 'อาคารศรีจันทร์', floor: '3' });
  });

  it('keeps a line it cannot split whole, so nothing is lost', () => {
    expect(splitStreetLine('บ้านเลขที่ 5')).toMatchObject({ homeAddress: 'บ้านเลขที่ 5', street: '' });
    expect(splitStreetLine('ซอยสุขใจ 3')).toMatchObject({ homeAddress: 'ซอยสุขใจ 3', alley: '' });
  });

  it('composes back to the Thai Post spelling', () => {
    expect(composeAddressText(splitStreetLine('123/45 ซ.ลาดพร้าว 101 ถ.ลาดพร้าว'))).toBe('123/45 ซอยลาดพร้าว 101 ถนนลาดพร้าว');
    expect(
      composeAddressText({
        ...splitStreetLine('12 หมู่ 3 ถนนห้วยแก้ว'),
        districtName: 'สุเทพ',
        borderName: 'เมืองเชียงใหม่',
        provinceName: 'เชียงใหม่',
        postcode: '50200',
      }),
    ).toBe('12 หมู่ 3 ถนนห้วยแก้ว ตำบลสุเทพ อำเภอเมืองเชียงใหม่ จังหวัดเชียงใหม่ 50200');
  });
});
