/**
 * Service cost rules, pure so they are unit-tested without a database. Money is integer satang,
 * weight integer grams (DESIGN.md section 5).
 */

export interface WeightBracket {
  maxWeightGrams: number;
  priceSatang: number;
}

/** The price of the first bracket whose upper bound holds the weight; undefined above the last bracket. */
export function priceByWeight(brackets: readonly WeightBracket[], weightGrams: number): number | undefined {
  const sorted = [...brackets].sort((a, b) => a.maxWeightGrams - b.maxWeightGrams);
  return sorted.find((b) => weightGrams <= b.maxWeightGrams)?.priceSatang;
}

export interface AreaParty {
  provinceId: number | null;
  postcode: string;
}

/**
 * Same area for the regional box means the same province. When either side has no province (an
 * address imported from a spreadsheet), the first two postcode digits stand in: Thai postcodes
 * begin with a province's two-digit prefix.
 */
export function isSameArea(sender: AreaParty, recipient: AreaParty): boolean {
  if (sender.provinceId !== null && recipient.provinceId !== null) return sender.provinceId === recipient.provinceId;
  return sender.postcode.slice(0, 2) === recipient.postcode.slice(0, 2);
}

export function priceByZone(zone: { inPriceSatang: number; outPriceSatang: number }, sameArea: boolean): number {
  return sameArea ? zone.inPriceSatang : zone.outPriceSatang;
}
