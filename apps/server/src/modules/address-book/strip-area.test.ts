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
