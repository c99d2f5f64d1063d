import { splitName } from '@songdee/shared/address-book/address-book.schema';
import type { AddressPart, ParsedAddress } from '@songdee/shared/geo/address-parse.schema';
import { type StreetLineParts, splitStreetLine } from '@songdee/shared/geo/address-text';
import type { Gazetteer, GazetteerDistrict, Place } from './gazetteer';

/**
 * Reads an address pasted from a chat ("คุณสมชาย ใจดี 081-234-5678 99/1 ม.4 ต.บ้านใหม่ อ.เมือง จ.เชียงใหม่ 50000")
 * into the parts our forms use. It trusts only what the seeded geography confirms: a district is chosen when at
 * least two signals agree (its name, its border's, its province's, the postcode), and a postcode that disagrees with
 * names that agree among themselves is corrected and said so. Whatever it guessed from position alone is marked
 * unsure so the form can highlight it.
 */

/** Thai digits as typed on a Thai keyboard's number row. */
const THAI_DIGIT = /[\u0E50-\u0E59]/g;
const THAI_OR_LATIN = '\\u0E00-\\u0E7Fa-zA-Z';

const GEO_PREFIXES: Array<{ kind: Place['level']; pattern: RegExp }> = [
  { kind: 'district', pattern: /(?:ต\.|ตำบล|แขวง|tambon|khwaeng|sub-district|subdistrict|t\.)\s*$/i },
  { kind: 'border', pattern: /(?:อ\.|อำเภอ|เขต|amphoe|amphur|khet|district|a\.)\s*$/i },
  { kind: 'province', pattern: /(?:จ\.|จังหวัด|changwat|province)\s*$/i },
];
/** A prefix straight after a name, as in "ต.ช้างเผือกอ.เมืองจ.เชียงใหม่": the name ends there. */
const PREFIX_AHEAD = /^(?:ต\.|ตำบล|แขวง|อ\.|อำเภอ|เขต|จ\.|จังหวัด)/;
/** Words after which a place name is part of the street line: "ซอยบ้านใหม่" is a soi, not the sub-district. */
const STREET_CONTEXT = /(?:ซอย|ซ\.|ถนน|ถ\.|หมู่บ้าน|มบ\.|อาคาร|ตึก|soi|road|village)\s*$/i;
/** What an address word starts with: the name of the person ends before the first of them. */
const ADDRESS_WORD =
  /^(?:บ้านเลขที่|เลขที่|หมู่|ม\.|ซ\.|ซอย|ถ\.|ถนน|ต\.|ตำบล|แขวง|อ\.|อำเภอ|เขต|จ\.|จังหวัด|มบ\.|อาคาร|ตึก|คอนโด|ชั้น|ที่อยู่|moo|soi|road|rd\.?)/i;
const PHONE_WORD = /^(?:โทร\.?|โทรศัพท์|tel\.?|เบอร์(?:โทร)?|มือถือ|mobile|phone)[:：]?$/i;
const NAME_WORD = /^(?:ชื่อ|ผู้รับ|name)[:：]?$/i;
const NAME_LABEL = /^(?:ชื่อ|ผู้รับ|name)[:：]?\s*/i;
/** Titles written before a name; the forms keep the name without them. */
const TITLE = /^(?:คุณ|นางสาว|น\.ส\.|นาง|นาย|ด\.ช\.|ด\.ญ\.|mr\.?|mrs\.?|ms\.?|miss|khun)\s*/i;
const COUNTRY = /(?:^|\s)(?:ประเทศไทย|ไทย|thailand)(?=\s|$)/gi;

interface Mention {
  places: Place[];
  prefix: Place['level'] | null;
  start: number;
  end: number;
}

const isBoundary = (ch: string | undefined) => ch === undefined || /[\s,.:;()/\\-]/.test(ch);
const isLatin = (name: string) => /^[a-z]/.test(name);

/** A Thai mobile (06, 08, 09 and eight digits) or landline (02-07 and seven), from +66, 66 or 0. */
function phoneOf(raw: string): string | null {
  let digits = raw.replace(/\D/g, '');
  if (digits.startsWith('0066')) digits = `0${digits.slice(4)}`;
  else if (digits.startsWith('66') && (digits.length === 10 || digits.length === 11)) digits = `0${digits.slice(2)}`;
  return /^0[689]\d{8}$|^0[2-7]\d{7}$/.test(digits) ? digits : null;
}

function normalise(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[\u200B-\u200D\uFEFF]/g, '')
    .replace(THAI_DIGIT, (d) => String(d.charCodeAt(0) - 0x0e50))
    .replace(/\r/g, '')
    .replace(/\p{Extended_Pictographic}/gu, ' ')
    .replace(/[,，、]/g, ' ')
    .replace(new RegExp(`([${THAI_OR_LATIN}.:])(?=\\d)`, 'g'), '$1 ')
    .replace(/(\d)(?=[\u0E00-\u0E7F])/g, '$1 ')
    .replace(/[ \t\u00A0]+/g, ' ');
}

/** Takes the phone out of the words: the longest run of up to four digit groups that makes a Thai number. */
function takePhone(words: string[], used: boolean[]): string {
  for (let i = 0; i < words.length; i++) {
    let best: { end: number; phone: string } | null = null;
    for (let j = i; j < Math.min(words.length, i + 4) && /^[+\d()\-.]+$/.test(words[j] ?? '') && !used[j]; j++) {
      const phone = phoneOf(words.slice(i, j + 1).join(''));
      if (phone) best = { end: j, phone };
    }
    if (best) {
      for (let k = i; k <= best.end; k++) used[k] = true;
      if (i > 0 && PHONE_WORD.test(words[i - 1] ?? '')) used[i - 1] = true;
      return best.phone;
    }
  }
  return '';
}

/** The person's name: a first line without digits, or the words before the first address word. */
function takeName(lines: string[], words: string[], used: boolean[]): { name: string; sure: boolean } {
  const [first] = lines;
  if (lines.length > 1 && first && !/\d/.test(first) && !ADDRESS_WORD.test(first)) {
    const count = first.split(' ').length;
    for (let k = 0; k < count; k++) used[k] = true;
    return { name: first.replace(NAME_LABEL, '').replace(TITLE, '').trim(), sure: true };
  }
  const leading = leadingName(words, used);
  if (leading.titled) return { name: leading.name, sure: true };
  const titled = titledName(words, used);
  if (titled) {
    for (const i of leading.at) used[i] = false;
    return { name: titled, sure: true };
  }
  return { name: leading.name, sure: leading.at.length === 2 };
}

/** Words chat messages open with before the address ("ส่งที่", "ที่อยู่"): not a name. */
const LEAD_IN = /^(?:ส่งที่|ส่งของที่|ส่งมาที่|จัดส่งที่|ที่อยู่|address)[:：]?$/i;

/** The words before the first address word (the phone may come first), at most three. */
function leadingName(words: string[], used: boolean[]): { name: string; titled: boolean; at: number[] } {
  const at: number[] = [];
  const taken: string[] = [];
  let titled = false;
  for (let i = 0; i < words.length && taken.length < 3; i++) {
    const word = words[i] ?? '';
    if (used[i] && taken.length === 0) continue;
    if (used[i] || /\d/.test(word) || ADDRESS_WORD.test(word)) break;
    if (LEAD_IN.test(word)) {
      used[i] = true;
      break;
    }
    used[i] = true;
    if (NAME_WORD.test(word)) continue;
    at.push(i);
    if (TITLE.test(word)) titled = true;
    const bare = word.replace(TITLE, '');
    if (bare) taken.push(bare);
    else at.pop();
  }
  return { name: taken.join(' '), titled, at };
}

/** A titled name anywhere ("... 10110 คุณเอ 0812345678"): the title and up to two words after it. */
function titledName(words: string[], used: boolean[]): string {
  const at = words.findIndex((w, i) => !used[i] && TITLE.test(w) && !/\d/.test(w));
  if (at < 0) return '';
  const name: string[] = [];
  for (let i = at; i < words.length && i < at + 3 && !used[i] && !/\d/.test(words[i] ?? '') && !ADDRESS_WORD.test(words[i] ?? ''); i++) {
    if (i > at && TITLE.test(words[i] ?? '')) break;
    used[i] = true;
    const bare = (words[i] ?? '').replace(TITLE, '');
    if (bare) name.push(bare);
  }
  return name.join(' ');
}

/** English street words as the Thai ones the street line is split by ("Moo 4" -> "หมู่ 4", "Sukhumvit Rd" -> "ถนนSukhumvit"). */
function thaiStreetWords(line: string): string {
  return line
    .replace(/\bmoo\.?\s*(?=\d)/gi, 'หมู่ ')
    .replace(/\bsoi\.?\s+/gi, 'ซอย')
    .replace(/(\S+)\s+(?:rd|road)\b\.?/gi, 'ถนน$1')
    .replace(/\bfloor\s*(?=\d)/gi, 'ชั้น ');
}

/** Moo and floor are numbers: words after the number are not theirs and go back to the unread rest. */
function numberParts(parts: StreetLineParts): { parts: StreetLineParts; unread: string[] } {
  const unread: string[] = [];
  for (const key of ['swine', 'floor'] as const) {
    const [number, ...others] = parts[key].split(' ');
    if (/^\d+$/.test(number ?? '') && others.length > 0) {
      parts[key] = number ?? '';
      unread.push(...others);
    }
  }
  return { parts, unread };
}

/** Every place name in `text` at word boundaries (a prefix such as "ต." counts as one), longest names first. */
function findMentions(text: string, gazetteer: Gazetteer): Mention[] {
  const lower = text.toLowerCase();
  const found: Array<{ name: string; at: number }> = [];
  for (let at = 0; at < lower.length - 1; at++) {
    for (const name of gazetteer.namesStartingWith(lower.slice(at, at + 2))) if (lower.startsWith(name, at)) found.push({ name, at });
  }
  found.sort((a, b) => b.name.length - a.name.length || a.at - b.at);
  const mentions: Mention[] = [];
  const taken = new Uint8Array(lower.length);
  for (const { name, at } of found) {
    const end = at + name.length;
    if (taken.subarray(at, end).some(Boolean)) continue;
    const before = lower.slice(0, at);
    const prefix = GEO_PREFIXES.find((p) => p.pattern.test(before))?.kind ?? null;
    const leftOk = isBoundary(lower[at - 1]) || prefix !== null;
    const rightOk = isBoundary(lower[end]) || /\d/.test(lower[end] ?? '') || (!isLatin(name) && PREFIX_AHEAD.test(lower.slice(end)));
    if (!leftOk || !rightOk || (isLatin(name) && /[a-z]/.test(lower[at - 1] ?? '')) || STREET_CONTEXT.test(before)) continue;
    mentions.push({ places: gazetteer.placesByName.get(name) ?? [], prefix, start: at, end });
    taken.fill(1, at, end);
  }
  return mentions;
}

/** How strongly the mentions and the postcode point at `district`. */
function scoreOf(district: GazetteerDistrict, mentions: Mention[], postcode: string) {
  // One mention is one part: "ท่าลี่" names both a border and its district, and counts for one of them only.
  const claimed = new Set<Mention>();
  const said = (level: Place['level'], id: number) => {
    const mention = mentions.find(
      (m) => !claimed.has(m) && (m.prefix === null || m.prefix === level) && m.places.some((p) => p.level === level && p.id === id),
    );
    if (mention) claimed.add(mention);
    return mention;
  };
  const provinceSaid = said('province', district.provinceId);
  const borderSaid = said('border', district.borderId);
  const districtSaid = said('district', district.id);
  const postcodeFits = postcode !== '' && district.postcodes.includes(postcode);
  const names = (districtSaid ? 4 + (districtSaid.prefix ? 1 : 0) : 0) + (borderSaid ? 3 : 0) + (provinceSaid ? 3 : 0);
  return { score: names + (postcodeFits ? 4 : 0), names, districtSaid: Boolean(districtSaid), postcodeFits };
}

export function parseAddress(input: string, gazetteer: Gazetteer): ParsedAddress {
  const text = normalise(input);
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const words = lines.join(' ').split(' ');
  const used = words.map(() => false);
  const unsure = new Set<AddressPart>();

  const phone = takePhone(words, used);
  const person = takeName(lines, words, used);
  if (!person.sure) unsure.add('name');
  // The last five-digit word that is a postcode; failing that, the last five-digit word (a mistyped postcode).
  const fiveDigits = (known: boolean) =>
    words.findLastIndex((w, i) => !used[i] && /^\d{5}$/.test(w) && (!known || gazetteer.isPostcode(w)));
  const postcodeAt = fiveDigits(true) >= 0 ? fiveDigits(true) : fiveDigits(false);
  const typedPostcode = postcodeAt >= 0 ? (words[postcodeAt] ?? '') : '';
  if (postcodeAt >= 0) used[postcodeAt] = true;

  const rest = words.filter((_, i) => !used[i]).join(' ');
  const mentions = findMentions(rest, gazetteer);
  const candidates = new Map<number, GazetteerDistrict>();
  for (const d of gazetteer.byPostcode.get(typedPostcode) ?? []) candidates.set(d.id, d);
  for (const m of mentions) {
    for (const p of m.places) {
      const d = p.level === 'district' ? gazetteer.districts.get(p.id) : undefined;
      if (d) candidates.set(d.id, d);
    }
  }
  const ranked = [...candidates.values()]
    .map((district) => ({ district, ...scoreOf(district, mentions, typedPostcode) }))
    .sort((a, b) => b.score - a.score);
  const [best, second] = ranked;
  const chosen = best && best.score >= 7 && (best.districtSaid || best.score >= 10) ? best : undefined;

  const notes: ParsedAddress['notes'] = [];
  let postcode = typedPostcode;
  let geo = { provinceId: null as number | null, borderId: null as number | null, districtId: null as number | null };
  if (chosen) {
    const d = chosen.district;
    geo = { provinceId: d.provinceId, borderId: d.borderId, districtId: d.id };
    if (second && second.score === chosen.score) unsure.add('districtId');
    if (!chosen.postcodeFits) {
      // The names agree among themselves: the geography wins over a mistyped or missing postcode.
      if (typedPostcode) notes.push('postcodeCorrected');
      postcode = d.postcodes.length === 1 ? (d.postcodes[0] ?? '') : '';
      if (!postcode) unsure.add('postcode');
    }
    if (!chosen.districtSaid) unsure.add('districtId');
  } else {
    // No district is confirmed: keep the province (and border) every candidate shares, or that is named outright.
    const pool = ranked.length > 0 ? ranked.map((r) => r.district) : [];
    const same = (key: 'provinceId' | 'borderId') =>
      pool.length > 0 && pool.every((d) => d[key] === pool[0]?.[key]) ? (pool[0]?.[key] ?? null) : null;
    const namedProvince = mentions.find((m) => m.places.some((p) => p.level === 'province'))?.places.find((p) => p.level === 'province');
    geo.provinceId = same('provinceId') ?? namedProvince?.id ?? null;
    geo.borderId = geo.provinceId !== null ? same('borderId') : null;
    for (const part of ['districtId', 'borderId', 'provinceId'] as const) if (geo[part] === null) unsure.add(part);
  }
  if (!postcode) unsure.add('postcode');

  // The street line is what is left once the person, the phone, the postcode and the geography are taken out.
  let street = rest;
  const isChosen = (m: Mention) =>
    m.places.some(
      (p) =>
        (p.level === 'district' && p.id === geo.districtId) ||
        (p.level === 'border' && p.id === geo.borderId) ||
        (p.level === 'province' && p.id === geo.provinceId),
    );
  for (const m of [...mentions].sort((a, b) => b.start - a.start).filter(isChosen)) {
    const before = street
      .slice(0, m.start)
      .replace(/(?:ต\.|ตำบล|แขวง|อ\.|อำเภอ|เขต|จ\.|จังหวัด|tambon|khwaeng|amphoe|khet|changwat)\s*$/i, '');
    street = `${before} ${street.slice(m.end)}`;
  }
  street = street.replace(COUNTRY, ' ').replace(/\s+/g, ' ').trim();
  const { parts, unread } = numberParts(splitStreetLine(thaiStreetWords(street.replace(/^(?:บ้านเลขที่|เลขที่)\s*/, ''))));
  if (!/\d/.test(parts.homeAddress)) unsure.add('homeAddress');
  const { name, surname } = splitName(person.name);

  return {
    name,
    surname,
    phone,
    ...parts,
    ...geo,
    provinceName: geo.provinceId === null ? null : gazetteer.provinceName(geo.provinceId),
    borderName: geo.borderId === null ? null : gazetteer.borderName(geo.borderId),
    districtName: geo.districtId === null ? null : (gazetteer.districts.get(geo.districtId)?.name ?? null),
    postcode,
    unsure: [...unsure].filter((part) => part !== 'name' || name !== ''),
    unread: unread.join(' '),
    notes,
  };
}
