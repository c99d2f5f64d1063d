/**
 * Writes `src/modules/geo/address-lines.json`, the test set of the address reader: four districts of every province
 * (so every region and both Bangkok and provincial spellings), each written the way Thai buyers paste addresses into
 * chats, with the parts it must read back. Run with `npx tsx test/address-lines.generate.ts` in apps/server; the file
 * is committed, so the set only changes when someone runs this on purpose.
 */
import { writeFileSync } from 'node:fs';
import { buildGeography } from '../src/db/seed/geo';

const FIRST = [
  'สมชาย',
  'สมหญิง',
  'วิชัย',
  'ปราณี',
  'อนุชา',
  'กัญญา',
  'ธนพล',
  'มาลี',
  'ณัฐวุฒิ',
  'พิมพ์ชนก',
  'ศิริพร',
  'ประยุทธ',
  'อรุณี',
  'จักรพันธ์',
  'สุดารัตน์',
  'Somchai',
  'Nattaya',
];
const LAST = ['ใจดี', 'รักษ์ไทย', 'ทองคำ', 'ศรีสุข', 'บุญมา', 'แก้วมณี', 'พงษ์ศักดิ์', 'วงศ์สวัสดิ์', 'มั่นคง', 'สายทอง', 'Jaidee', 'Srisuk'];
const TITLES = ['คุณ', 'นาย', 'นาง', 'นางสาว', 'น.ส.', '', 'คุณ ', ''];
const PHONES = [
  (d: string) => `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`,
  (d: string) => d,
  (d: string) => `${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}`,
  (d: string) => `+66 ${d.slice(1, 3)} ${d.slice(3, 6)} ${d.slice(6)}`,
  (d: string) => `+66${d.slice(1)}`,
  (d: string) => `โทร. ${d}`,
  (d: string) => `Tel: ${d.slice(0, 3)}-${d.slice(3)}`,
  (d: string) => `เบอร์ ${d}`,
];
const HOUSES = ['12/3', '99', 'เลขที่ 45', 'บ้านเลขที่ 7/1', '128/45', '5', '333/12'];
const EXTRAS = ['', 'ม.4', 'หมู่ 2', 'หมู่ที่ 7', 'ซ.ประชาร่วมใจ', 'ถ.มิตรภาพ', 'หมู่บ้านพฤกษา ซอย 3', 'ม. 11 ถนนเพชรเกษม', 'คอนโดลุมพินี ชั้น 12'];
const THAI_DIGITS = '๐๑๒๓๔๕๖๗๘๙';
const thaiDigits = (s: string) => s.replace(/\d/g, (d) => THAI_DIGITS[Number(d)] ?? d);

const geo = await buildGeography();
const provinces = new Map(geo.provinces.map((p) => [p.id, p]));
const borders = new Map(geo.borders.map((b) => [b.id, b]));
const postcodes = new Map<number, string[]>();
for (const { districtId, postcode } of geo.districtPostcodes) postcodes.set(districtId, [...(postcodes.get(districtId) ?? []), postcode]);

const lines: unknown[] = [];
let n = 0;
for (const province of [...provinces.values()].sort((a, b) => a.id - b.id)) {
  const inProvince = geo.districts
    .filter((d) => d.provinceId === province.id && (postcodes.get(d.id)?.length ?? 0) > 0)
    .sort((a, b) => a.id - b.id);
  for (const q of [0, 0.33, 0.66, 0.99]) {
    const district = inProvince[Math.floor(q * (inProvince.length - 1))];
    if (!district) continue;
    const border = borders.get(district.borderId);
    if (!border) continue;
    const i = n++;
    const postcode = postcodes.get(district.id)?.[0] ?? '';
    const first = FIRST[i % FIRST.length] ?? '';
    const last = LAST[(i * 7) % LAST.length] ?? '';
    const title = TITLES[i % TITLES.length] ?? '';
    const phoneDigits = `0${[8, 9, 6][i % 3]}${String(10_000_000 + ((i * 7_919_317) % 89_999_999)).padStart(8, '0')}`;
    const phone = PHONES[i % PHONES.length]?.(phoneDigits) ?? phoneDigits;
    const bangkok = province.id === 10;
    const capital = border.name === `เมือง${province.name}`;
    const borderWritten = capital && i % 2 === 0 ? 'เมือง' : border.name;
    const style = i % 6;
    const area = bangkok
      ? [
          `แขวง${district.name} เขต${border.name} กรุงเทพฯ`,
          `แขวง ${district.name} เขต ${border.name} กทม.`,
          `${district.name} ${border.name} กรุงเทพมหานคร`,
          `แขวง${district.name} เขต${border.name} กรุงเทพ`,
          `แขวง${district.name} เขต${border.name} กทม`,
          `แขวง${district.name} เขต${border.name} กรุงเทพมหานคร`,
        ][style]
      : [
          `ต.${district.name} อ.${borderWritten} จ.${province.name}`,
          `ต. ${district.name} อ. ${borderWritten} จ. ${province.name}`,
          `ตำบล${district.name} อำเภอ${border.name} จังหวัด${province.name}`,
          `ตำบล ${district.name} อำเภอ ${border.name} จังหวัด ${province.name}`,
          `${district.name} ${border.name} ${province.name}`,
          `ต.${district.name} อ.${borderWritten} ${province.name}`,
        ][style];
    const street = [HOUSES[i % HOUSES.length], EXTRAS[(i * 5) % EXTRAS.length]].filter(Boolean).join(' ');
    const name = `${title}${first} ${last}`;
    const layouts = [
      `${name} ${street} ${area} ${postcode} ${phone}`,
      `${name}\n${street} ${area} ${postcode}\n${phone}`,
      `${name} ${phone} ${street} ${area} ${postcode}`,
      `ชื่อ ${name}\nที่อยู่ ${street} ${area} ${postcode}\n${phone}`,
      `${name} ${street} ${area} ${postcode} ${phone}`,
    ];
    let text = layouts[i % layouts.length] ?? '';
    if (i % 17 === 5) text = thaiDigits(text);
    lines.push({
      text,
      expect: {
        name: first,
        surname: last,
        phone: phoneDigits,
        provinceId: province.id,
        borderId: border.id,
        districtId: district.id,
        postcode,
      },
    });
  }
}
writeFileSync(new URL('../src/modules/geo/address-lines.json', import.meta.url), `${JSON.stringify(lines, null, 1)}\n`);
console.log(`${lines.length} lines`);
