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

/** Adds a Thai prefix unless the seller already typed it (e.g. "ซ.5" or "ซอย 5"). */
function prefixed(prefixes: readonly string[], value: string | undefined): string | undefined {
  if (!value) return undefined;
  return prefixes.some((p) => value.startsWith(p)) ? value : `${prefixes[0]} ${value}`;
}

/**
 * Joins house number, moo, building, floor, village, soi and street, and optionally the
 * sub-district, district, province and postcode, skipping empty, "-" and "_" parts.
 * Bangkok uses แขวง/เขต, elsewhere ตำบล/อำเภอ/จังหวัด.
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
