/**
 * How a parcel is priced and what a service needs, pure so the server charges and the screens show
 * the same thing (delivery manage, packing weigh, invoices). Money is integer satang, weight integer
 * grams (no float rounding).
 */
import { DELIVERY_OPTION_IDS, type DeliveryPricing, MAX_PARCEL_WEIGHT_GRAMS } from '../reference/delivery.constants';

export interface WeightBracket {
  maxWeightGrams: number;
  priceSatang: number;
}

/** The price of the first bracket whose upper bound holds the weight; undefined above the last bracket. */
export function priceByWeight(brackets: readonly WeightBracket[], weightGrams: number): number | undefined {
  const sorted = [...brackets].sort((a, b) => a.maxWeightGrams - b.maxWeightGrams);
  return sorted.find((b) => weightGrams <= b.maxWeightGrams)?.priceSatang;
}

/**
 * What an order sent in boxes costs by weight: every box is its own parcel, priced by its own weight, and the order
 * pays the sum (a 1,200 g box and a 300 g box by EMS are 68 + 37 baht, not one 1,500 g parcel at 68). Labels,
 * hand-over lists and invoices all charge an order this way; an order of one box is the same rule with one weight.
 * Undefined when a box weighs more than the last bracket.
 */
export function priceOfBoxes(brackets: readonly WeightBracket[], boxWeightsGrams: readonly number[]): number | undefined {
  let total = 0;
  for (const grams of boxWeightsGrams) {
    const price = priceByWeight(brackets, grams);
    if (price === undefined) return undefined;
    total += price;
  }
  return total;
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

/** What a service is priced by, and whether it hides the weight box (spec 1 section 2). */
export interface PricedOption {
  pricing: DeliveryPricing;
  hidesWeight?: boolean;
}

/** What a parcel may still lack before its service can price it. */
export type MissingInput = 'weight' | 'size' | 'zone';

/**
 * The one rule of what a parcel must have for its service's price: a box size for the ready-to-send box, a zone
 * row for the regional box, a weight for everything priced by weight. Publishing's schema, the weigh step and the
 * boxes' labels all ask it; `requiredInputOf` is the same rule as the form's fields.
 */
export function missingInputOf(
  pricing: DeliveryPricing,
  given: { weight?: number | null; sizeId?: number | null; zoneId?: number | null },
): MissingInput | undefined {
  if (pricing === 'boxSize') return given.sizeId == null ? 'size' : undefined;
  if (pricing === 'zone') return given.zoneId == null ? 'zone' : undefined;
  return given.weight == null ? 'weight' : undefined;
}

/** Which inputs a service needs: a weight, a box size (ready-to-send box) or a zone row (regional box). */
export function requiredInputOf(option: PricedOption | undefined) {
  return {
    needsSize: option?.pricing === 'boxSize',
    needsZone: option?.pricing === 'zone',
    /** The weight box is hidden for the regional box and for the option flagged to hide it. */
    showsWeight: !!option && option.pricing !== 'zone' && !option.hidesWeight,
    needsWeight: option?.pricing === 'weight',
  };
}

/**
 * The heaviest parcel a service takes: registered mail is letter post, up to 2 kg (its rate table ends
 * there); every other service takes the parcel limit of 20 kg.
 */
const MAX_GRAMS_BY_OPTION: Readonly<Record<string, number>> = { [DELIVERY_OPTION_IDS.registered]: 2_000 };
export const maxGramsOf = (deliveryOptionId: string | undefined): number =>
  (deliveryOptionId && MAX_GRAMS_BY_OPTION[deliveryOptionId]) || MAX_PARCEL_WEIGHT_GRAMS;
