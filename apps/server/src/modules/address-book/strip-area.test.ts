import { composeAddressText, splitStreetLine } from '@songdee/shared/geo/address-text';
import { describe, expect, it } from 'vitest';
import { stripArea } from './address-import.service';

const chonburi = { districtName: 'บางปลาสร้อย', borderName: 'เมืองชลบุรี', provinceName: 'ชลบุรี', postcode: '20000' };

describe('stripArea', () => {
  it('takes the sub-district, district, province and postcode out of a one-cell address', () => {
    expect(stripArea('77 ถนนสุขุมวิท ต.บางปลาสร้อย อ.เมืองชลบุรี จ.ชลบุรี 20000', chonburi)).toBe('77 ถนนสุขุมวิท');
    expect(stripArea('77 ถนนสุขุมวิท ตำบลบางปลาสร้อย อำเภอ เมืองชลบุรี ชลบุรี', chonburi)).toBe('77 ถนนสุขุมวิท');
  });

  it('knows the Bangkok prefixes', () => {
    const khlongToei = { districtName: 'คลองเตย', borderName: 'คลองเตย', provinceName: 'กรุงเทพมหานคร', postcode: '10110' };
    expect(stripArea('1 ถนนพระราม 4 แขวงคลองเตย เขตคลองเตย กรุงเทพมหานคร 10110', khlongToei)).toBe('1 ถนนพระราม 4');
  });

  it('leaves text it does not recognise, and never empties the address', () => {
    expect(stripArea('5 ซอยสุขุมวิท 22', chonburi)).toBe('5 ซอยสุขุมวิท 22');
    expect(stripArea('ต.บางปลาสร้อย', chonburi)).toBe('ต.บางปลาสร้อย');
  });
});

describe('stripArea on the lines that printed badly', () => {
  const khlongChan = { districtName: 'คลองจั่น', borderName: 'บางกะปิ', provinceName: 'กรุงเทพมหานคร', postcode: '10240' };
  const suthep = { districtName: 'สุเทพ', borderName: 'เมืองเชียงใหม่', provinceName: 'เชียงใหม่', postcode: '50200' };

  it('drops Bangkok in any spelling and prefixes followed by a space, so the province is not printed twice', () => {
    expect(stripArea('123/45 ซ.ลาดพร้าว 101 ถ.ลาดพร้าว กรุงเทพฯ แขวง คลองจั่น เขต บางกะปิ กรุงเทพมหานคร 10240', khlongChan)).toBe(
      '123/45 ซ.ลาดพร้าว 101 ถ.ลาดพร้าว',
    );
    expect(stripArea('9 ถนนเสรีไทย คลองจั่น บางกะปิ กทม. 10240', khlongChan)).toBe('9 ถนนเสรีไทย');
  });

  it('drops a provincial area written bare or with a space after ตำบล, but keeps a soi of the same name', () => {
    expect(stripArea('12 หมู่ 3 ตำบล สุเทพ อำเภอ เมืองเชียงใหม่ เชียงใหม่ 50200', suthep)).toBe('12 หมู่ 3');
    expect(stripArea('5 ซอย สุเทพ สุเทพ เมืองเชียงใหม่', suthep)).toBe('5 ซอย สุเทพ');
  });

  it('leaves a street line whose parts the composer then places (house number, moo, soi, road)', () => {
    const line = stripArea('99/9 หมู่ 5 ซอยวัดอุโมงค์ ถนนสุเทพ ต.สุเทพ อ.เมืองเชียงใหม่ จ.เชียงใหม่ 50200', suthep);
    expect(splitStreetLine(line)).toMatchObject({ homeAddress: '99/9', swine: '5', alley: 'วัดอุโมงค์', street: 'สุเทพ' });
    expect(
      composeAddressText({
        ...splitStreetLine(line),
        districtName: 'สุเทพ',
        borderName: 'เมืองเชียงใหม่',
        provinceName: 'เชียงใหม่',
        postcode: '50200',
      }),
    ).toBe('99/9 หมู่ 5 ซอยวัดอุโมงค์ ถนนสุเทพ ตำบลสุเทพ อำเภอเมืองเชียงใหม่ จังหวัดเชียงใหม่ 50200');
  });
});
