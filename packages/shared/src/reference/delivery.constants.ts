/**
 * Delivery option ids are fixed (spec 1 section 9: "ids are fixed for the ready-to-send box
 * service, the regional box service and the size options"); the spec does not show the values,
 * so these readable ids are ours.
 */
export const DELIVERY_OPTION_IDS = {
  ems: 'ems',
  registered: 'registered',
  parcel: 'parcel',
  /** Ready-to-send box (กล่องพร้อมส่ง, Prompt Post): priced per box size, needs a reservation first. */
  promptPost: 'promptpost',
  /** Regional box service: priced per zone row (same-area / other-area), weight entry hidden. */
  zoneBox: 'zonebox',
  /** The internal type the spec hides from stores (its id ends in "eg"). */
  internalEms: 'ems-eg',
} as const;
export type DeliveryOptionId = (typeof DELIVERY_OPTION_IDS)[keyof typeof DELIVERY_OPTION_IDS];

/** Options whose id ends in "eg" are never offered to stores (spec 1 and 2 section 9). */
export const isHiddenDeliveryOption = (id: string): boolean => id.toLowerCase().endsWith('eg');

/** How an option is priced: by weight bracket, by box size, or by zone row. */
export const DELIVERY_PRICINGS = ['weight', 'boxSize', 'zone'] as const;
export type DeliveryPricing = (typeof DELIVERY_PRICINGS)[number];

/**
 * How each fixed option is priced: the seed writes it to the option's row, and a form's schema reads it here to know
 * what the service needs before the row is fetched.
 */
export const PRICING_OF_OPTION: Readonly<Record<DeliveryOptionId, DeliveryPricing>> = {
  ems: 'weight',
  registered: 'weight',
  parcel: 'weight',
  promptpost: 'boxSize',
  zonebox: 'zone',
  'ems-eg': 'weight',
};
export const pricingOfOption = (optionId: string): DeliveryPricing | undefined =>
  (PRICING_OF_OPTION as Readonly<Record<string, DeliveryPricing>>)[optionId];

/** The four fixed box sizes (spec 1 section 9: "four fixed box size ids map to SS, S, M, L"). */
export const BOX_SIZES = [
  { id: 1, code: 'SS' },
  { id: 2, code: 'S' },
  { id: 3, code: 'M' },
  { id: 4, code: 'L' },
] as const;

/** Maximum mailings per order or batch (spec 2 section 9). */
export const MAX_MAILINGS = 100;
/** Maximum orders on one shipping (hand-over) list. */
export const MAX_SHIPPING_LIST_ORDERS = 300;
/** Ready-to-send boxes are reserved in sets of this many (spec 2 section 9). */
export const RESERVE_SET_SIZE = 10;
/** Reservations not collected within this many working days are deleted. */
export const RESERVE_PICKUP_WORKING_DAYS = 7;
/** A shipping list expires (for card payment) after this many minutes. */
export const SHIPPING_LIST_EXPIRY_MINUTES = 10;
/** Tracking is synced at most this often per store. */
export const TRACKING_SYNC_INTERVAL_HOURS = 3;
/** Parcel limits commonly quoted: 20 kg a box, width + length + height at most 120 cm. */
export const MAX_PARCEL_WEIGHT_GRAMS = 20_000;
