/** The address parts of a ShipAddress or sender address (spec 2 section 3). */
export interface AddressTextParts {
  homeAddress?: string | null;
  swine?: string | null;
  building?: string | null;
  floor?: string | null;
  village?: string | null;
  alley?: string | null;
  street?: string | null;
  districtName?: string | null;
  borderName?: string | null;
  provinceName?: string | null;
  postcode?: string | null;
}

const BANGKOK = 'กรุงเทพมหานคร';

/** Sellers type "-" or "_" in fields that do not apply; the spec says to skip those values. */
function usable(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  if (!trimmed || trimmed === '-' || trimmed === '_') return undefined;
  return trimmed;
}

/**
 * Adds a Thai prefix unless the seller already typed it ("ซ.5", "ซอยสุขใจ"). Thai writes a name straight after
 * its prefix ("ตำบลสุเทพ", "ซอยสุขใจ") and a number after a space ("หมู่ 5", "ซอย 22"), as Thai Post prints them.
 */
function prefixed(prefixes: readonly string[], value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (prefixes.some((p) => value.startsWith(p))) return value;
  return /^\d/.test(value) ? `${prefixes[0]} ${value}` : `${prefixes[0]}${value}`;
}

/**
 * The one composition rule of an address (spec 2 section 3), used by the address books, lists, labels and
 * PDFs: house number, moo, building, floor/room, village, soi, street, then optionally sub-district,
 * district, province and postcode, skipping empty, "-" and "_" parts. Bangkok uses แขวง/เขต and its name
 * alone; elsewhere ตำบล/อำเภอ/จังหวัด, with no space between a prefix and a name.
 */
export function composeAddressText(parts: AddressTextParts, options: { withArea?: boolean } = {}): string {
  const { withArea = true } = options;
  const isBangkok = usable(parts.provinceName) === BANGKOK;
  const lines = [
    usable(parts.homeAddress),
    prefixed(['หมู่', 'ม.'], usable(parts.swine)),
    usable(parts.building),
    prefixed(['ชั้น'], usable(parts.floor)),
    usable(parts.village),
    prefixed(['ซอย', 'ซ.'], usable(parts.alley)),
    prefixed(['ถนน', 'ถ.'], usable(parts.street)),
  ];
  if (withArea) {
    lines.push(
      prefixed(isBangkok ? ['แขวง'] : ['ตำบล', 'ต.'], usable(parts.districtName)),
      prefixed(isBangkok ? ['เขต'] : ['อำเภอ', 'อ.'], usable(parts.borderName)),
      isBangkok ? usable(parts.provinceName) : prefixed(['จังหวัด', 'จ.'], usable(parts.provinceName)),
      usable(parts.postcode),
    );
  }
  return lines.filter(Boolean).join(' ');
}

/** The typed parts a free-text street line splits into (the geography is resolved separately). */
export interface StreetLineParts {
  homeAddress: string;
  swine: string;
  building: string;
  floor: string;
  village: string;
  alley: string;
  street: string;
}

/**
 * Where each part starts in a Thai street line, longest first where one prefix begins another ("หมู่บ้าน"
 * before "หมู่"). Moo and floor count only before a number ("ม.5", "หมู่ที่ 3", "ชั้น 12"), so "ม." in a name
 * is left alone. `keep` parts keep their word (a village or building name reads with it).
 */
const STREET_MARKERS: ReadonlyArray<{ field: Exclude<keyof StreetLineParts, 'homeAddress'>; pattern: string; keep?: boolean }> = [
  { field: 'village', pattern: 'หมู่บ้าน', keep: true },
  { field: 'swine', pattern: '(?:หมู่ที่|หมู่|ม\\.)(?=\\s*\\d)' },
  { field: 'building', pattern: '(?:อาคาร|ตึก)', keep: true },
  { field: 'floor', pattern: 'ชั้น(?=\\s*\\d)' },
  { field: 'alley', pattern: '(?:ซอย|ซ\\.)' },
  { field: 'street', pattern: '(?:ถนน|ถ\\.)' },
];

/**
 * Splits a street line typed in one cell ("123/45 หมู่ 5 ซอยลาดพร้าว 101 ถนนลาดพร้าว") into house number,
 * moo, building, floor, village, soi and street, so a label composes it like a typed
 * address instead of printing the whole line as a house number. A part starts at its word after a space;
 * what comes before the first part is the house number. A line with no house number before its first part
 * is kept whole as the house number (nothing is lost).
 */
export function splitStreetLine(line: string): StreetLineParts {
  const text = line.replace(/\s+/g, ' ').trim();
  const parts: StreetLineParts = { homeAddress: text, swine: '', building: '', floor: '', village: '', alley: '', street: '' };
  const starts = STREET_MARKERS.flatMap(({ field, pattern, keep }) =>
    [...text.matchAll(new RegExp(`(?:^|\\s)(${pattern})`, 'g'))].map((m) => ({
      field,
      keep,
      at: (m.index ?? 0) + m[0].length - (m[1] ?? '').length,
      word: (m[1] ?? '').length,
    })),
  ).sort((a, b) => a.at - b.at);
  // "หมู่บ้าน" also matches no other marker, but a moo pattern cannot start inside it: drop overlaps anyway.
  const marks = starts.filter((m, i) => i === 0 || m.at >= (starts[i - 1]?.at ?? 0) + (starts[i - 1]?.word ?? 0));
  const house = text.slice(0, marks[0]?.at ?? text.length).trim();
  if (!marks.length || !house) return parts;
  parts.homeAddress = house;
  marks.forEach((m, i) => {
    const end = marks[i + 1]?.at ?? text.length;
    const value = text.slice(m.keep ? m.at : m.at + m.word, end).trim();
    if (value) parts[m.field] = parts[m.field] ? `${parts[m.field]} ${value}` : value;
  });
  return parts;
}
