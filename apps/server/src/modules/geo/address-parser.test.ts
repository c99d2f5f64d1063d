import { describe, expect, it } from 'vitest';
import { buildGeography } from '../../db/seed/geo';
import lines from './address-lines.json';
import { parseAddress } from './address-parser';
import { buildGazetteer } from './gazetteer';

/** The same rows the seed writes to the database, so ids here are the ids the API answers. */
const gazetteer = buildGazetteer(await buildGeography());

type Expected = {
  name: string;
  surname: string;
  phone: string;
  provinceId: number;
  borderId: number;
  districtId: number;
  postcode: string;
};
const PARTS = ['postcode', 'provinceId', 'borderId', 'districtId', 'name', 'phone'] as const;
/** At least this share of the set must be read right, part by part. */
const BAR: Record<(typeof PARTS)[number], number> = {
  postcode: 0.97,
  provinceId: 0.97,
  borderId: 0.97,
  districtId: 0.97,
  name: 0.95,
  phone: 0.95,
};

/** Each part's share read right over `set`, and every line that got a part wrong (to be listed when the bar fails). */
function accuracy(set: Array<{ text: string; expect: Expected }>) {
  const right = Object.fromEntries(PARTS.map((p) => [p, 0])) as Record<(typeof PARTS)[number], number>;
  const failures: string[] = [];
  for (const { text, expect: want } of set) {
    const got = parseAddress(text, gazetteer);
    const wrong = PARTS.filter((part) =>
      part === 'name' ? `${got.name} ${got.surname}` !== `${want.name} ${want.surname}` : got[part] !== want[part],
    );
    for (const part of PARTS) if (!wrong.includes(part)) right[part]++;
    if (wrong.length > 0)
      failures.push(
        `${JSON.stringify(text)} -> ${wrong.map((p) => `${p}: ${JSON.stringify(p === 'name' ? `${got.name} ${got.surname}` : got[p])}`).join(', ')}`,
      );
  }
  const share = Object.fromEntries(PARTS.map((p) => [p, right[p] / set.length])) as Record<(typeof PARTS)[number], number>;
  return { share, failures };
}

describe('reading a pasted address', () => {
  it('reads the test set of chat-shaped lines from every province at the bar, part by part', () => {
    expect(lines.length).toBeGreaterThanOrEqual(300);
    const { share, failures } = accuracy(lines as Array<{ text: string; expect: Expected }>);
    const below = PARTS.filter((part) => share[part] < BAR[part]);
    expect({ below, share, failures: below.length > 0 ? failures : [] }).toEqual({ below: [], share, failures: [] });
  });

  it('takes the person, the phone and every street part out of one line', () => {
    const got = parseAddress(
      'คุณสมหญิง รักดี 123/45 หมู่ 5 ซอยลาดพร้าว 101 ถนนลาดพร้าว แขวงคลองจั่น เขตบางกะปิ กทม. 10240 โทร 089-123-4567',
      gazetteer,
    );
    expect(got).toMatchObject({
      name: 'สมหญิง',
      surname: 'รักดี',
      phone: '0891234567',
      homeAddress: '123/45',
      swine: '5',
      alley: 'ลาดพร้าว 101',
      street: 'ลาดพร้าว',
      provinceName: 'กรุงเทพมหานคร',
      borderName: 'บางกะปิ',
      districtName: 'คลองจั่น',
      postcode: '10240',
      unsure: [],
      notes: [],
    });
  });

  it('prefers the geography the names agree on over a postcode that disagrees, and says so', () => {
    // Khlong Chan is 10240; 50000 is Chiang Mai's.
    const got = parseAddress('สมชาย ใจดี 9 แขวงคลองจั่น เขตบางกะปิ กรุงเทพฯ 50000', gazetteer);
    expect(got).toMatchObject({ districtName: 'คลองจั่น', postcode: '10240', notes: ['postcodeCorrected'] });
  });

  it('reads +66 phones, Thai digits and English transliterations', () => {
    expect(
      parseAddress('Somchai Jaidee +66 81 234 5678 ๙๙ Moo 4 Chang Phueak, Mueang Chiang Mai, Chiang Mai ๕๐๓๐๐', gazetteer),
    ).toMatchObject({
      name: 'Somchai',
      surname: 'Jaidee',
      phone: '0812345678',
      homeAddress: '99',
      swine: '4',
      districtName: 'ช้างเผือก',
      postcode: '50300',
    });
  });

  it('leaves what the data cannot confirm empty and unsure, never a guess', () => {
    const got = parseAddress('ส่งที่บ้านนะคะ 55 หมู่ 3', gazetteer);
    expect(got).toMatchObject({ provinceId: null, borderId: null, districtId: null, postcode: '' });
    expect(got.unsure).toEqual(expect.arrayContaining(['provinceId', 'borderId', 'districtId', 'postcode']));
  });

  it.each([
    [
      'สมชาย ใจดี 99/1 ม.4 ต.ช้างเผือกอ.เมืองจ.เชียงใหม่50300 0812345678',
      {
        name: 'สมชาย',
        surname: 'ใจดี',
        homeAddress: '99/1',
        swine: '4',
        districtName: 'ช้างเผือก',
        borderName: 'เมืองเชียงใหม่',
        postcode: '50300',
      },
    ],
    [
      'ส่งของที่ 45/2 ถนนมิตรภาพ ตำบลในเมือง อำเภอเมืองนครราชสีมา โคราช 30000 คุณแอน 0891112222',
      { name: 'แอน', homeAddress: '45/2', street: 'มิตรภาพ', districtName: 'ในเมือง', provinceName: 'นครราชสีมา', phone: '0891112222' },
    ],
    [
      '📦 ผู้รับ: นางสาวกมลวรรณ ศรีสวัสดิ์ 📞 086-555-4444 🏠 88/8 หมู่บ้านชัยพฤกษ์ ซ.5 ต.บางพูด อ.ปากเกร็ด จ.นนทบุรี 11120',
      { name: 'กมลวรรณ', surname: 'ศรีสวัสดิ์', homeAddress: '88/8', village: 'หมู่บ้านชัยพฤกษ์', alley: '5', districtName: 'บางพูด' },
    ],
    [
      '0812345678 มานะ ขยัน 7 หมู่ 1 ต.ท่าวาสุกรี อ.พระนครศรีอยุธยา จ.อยุธยา 13000',
      { name: 'มานะ', surname: 'ขยัน', homeAddress: '7', swine: '1', districtName: 'ท่าวาสุกรี', provinceName: 'พระนครศรีอยุธยา' },
    ],
    [
      'คุณบี 1/1 ซอยสุขุมวิท 24 แขวงคลองตัน เขตคลองเตย Bangkok 10110 +66-2-123-4567',
      { name: 'บี', phone: '021234567', alley: 'สุขุมวิท 24', districtName: 'คลองตัน', provinceName: 'กรุงเทพมหานคร' },
    ],
    // No postcode: the district's only one is filled in.
    ['นายดำ ขาวสะอาด 12 ม.3 ต.หนองบัว อ.เมือง จ.อุดรธานี', { name: 'ดำ', districtName: 'หนองบัว', borderName: 'เมืองอุดรธานี', postcode: '41000' }],
  ])('reads %j', (text, want) => {
    expect(parseAddress(text, gazetteer)).toMatchObject(want);
  });

  it('does not take a soi named after a sub-district for the sub-district', () => {
    const got = parseAddress('นายวิชัย ทองดี 7 ซอยบางรัก ต.ช้างเผือก อ.เมือง จ.เชียงใหม่ 50300', gazetteer);
    expect(got).toMatchObject({ districtName: 'ช้างเผือก', alley: 'บางรัก' });
  });
});
