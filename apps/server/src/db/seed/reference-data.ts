import { BOX_SIZES, DELIVERY_OPTION_IDS, PRICING_OF_OPTION } from '@songdee/shared/reference/delivery.constants';
import { ACTIVE_ORDER_STATUS_KEYS, STATUS_KEYS_BY_KIND, STATUS_KINDS } from '@songdee/shared/reference/status-keys';
import type { Database } from '../client';
import { boxSizes, deliveryBoxPrices, deliveryOptions, deliveryRates, deliveryZones, statuses } from '../schema/reference';
import { isSeeded, markSeeded } from './seed-versions';

/** Bump when rows are added; existing rows are never overwritten, so admin edits survive. */
const REFERENCE_SEED_VERSION = 1;
const SEED_NAME = 'reference';

/** Status ids: each kind owns a block of 100 so a kind can grow without renumbering another. */
const STATUS_ID_BASE: Record<(typeof STATUS_KINDS)[number], number> = {
  order: 1,
  packingList: 101,
  invoice: 201,
  shippingList: 301,
  reserve: 401,
  mailing: 501,
};

const STATUS_ROWS = STATUS_KINDS.flatMap((kind) =>
  STATUS_KEYS_BY_KIND[kind].map((referenceKey, i) => ({
    id: STATUS_ID_BASE[kind] + i,
    kind,
    referenceKey,
    sortOrder: i + 1,
    isActive: kind !== 'order' || (ACTIVE_ORDER_STATUS_KEYS as readonly string[]).includes(referenceKey),
  })),
);

const ids = DELIVERY_OPTION_IDS;

/**
 * Service types: the spec says the default options carry 0, 2579, 2639 and 2572 without saying which
 * is which; we read 0 as the box service (priced per box, no weight-based contract) and give the
 * three weight-priced services the others in the order the spec lists them. Configurable data. Each option's
 * pricing is the shared table's (`PRICING_OF_OPTION`), which the forms' schemas read too.
 */
const OPTIONS: Array<Omit<typeof deliveryOptions.$inferInsert, 'pricing'> & { id: keyof typeof PRICING_OF_OPTION }> = [
  { id: ids.ems, serviceType: 2579, s10Prefix: 'E', sortOrder: 1 },
  { id: ids.registered, serviceType: 2639, s10Prefix: 'R', sortOrder: 2 },
  { id: ids.parcel, serviceType: 2572, s10Prefix: 'C', sortOrder: 3 },
  { id: ids.promptPost, serviceType: 0, reserve: true, promptPostOnly: true, s10Prefix: 'E', sortOrder: 4 },
  { id: ids.zoneBox, serviceType: 0, hidesWeight: true, promptPostOnly: true, s10Prefix: 'E', sortOrder: 5 },
  { id: ids.internalEms, serviceType: 2579, s10Prefix: 'E', sortOrder: 6 },
];

const baht = (value: number) => Math.round(value * 100);
const brackets = (pairs: Array<[grams: number, priceBaht: number]>) => pairs.map(([g, p]) => ({ maxWeightGrams: g, priceSatang: baht(p) }));

/**
 * Rate tables (sources in docs/decisions/geography-and-rates.md, "Reference data and rates"). EMS: the reseller table in
 * postal-facts.md, 6-10 kg interpolated. Registered: the reseller's five prices on the letter-post
 * tiers (registered mail is letter post, up to 2 kg). Parcel: our placeholder, below EMS at every weight.
 */
const EMS_RATES = brackets([
  [250, 32],
  [500, 37],
  [1000, 52],
  [2000, 68],
  [3000, 85],
  [5000, 90],
  [6000, 105],
  [7000, 115],
  [8000, 125],
  [9000, 135],
  [10000, 140],
  [15000, 200],
  [20000, 250],
]);
const RATES: Record<string, ReturnType<typeof brackets>> = {
  [ids.ems]: EMS_RATES,
  [ids.registered]: brackets([
    [100, 22],
    [250, 24],
    [500, 30],
    [1000, 40],
    [2000, 60],
  ]),
  [ids.parcel]: brackets([
    [1000, 35],
    [2000, 45],
    [3000, 50],
    [5000, 60],
    [10000, 85],
    [15000, 110],
    [20000, 135],
  ]),
  [ids.internalEms]: EMS_RATES,
};

/** Ready-to-send box price per box (placeholder: the EMS price of 250 g, 500 g, 1 kg, 2 kg). */
const BOX_PRICES_BAHT: Record<string, number> = { SS: 32, S: 37, M: 52, L: 68 };
/** Regional box zones (placeholder): same-area and other-area price per box size, in baht. */
const ZONE_PRICES_BAHT: Record<string, [inArea: number, outArea: number]> = { SS: [30, 35], S: [35, 45], M: [45, 60], L: [55, 75] };

/** Seeds once per version (one SELECT on later starts); inserts never overwrite, so admin edits survive. */
export async function seedReferenceData(db: Database): Promise<{ skipped: boolean }> {
  if (await isSeeded(db, SEED_NAME, REFERENCE_SEED_VERSION)) return { skipped: true };
  await db.transaction(async (tx) => {
    await tx.insert(statuses).values(STATUS_ROWS).onConflictDoNothing();
    await tx
      .insert(boxSizes)
      .values(BOX_SIZES.map((b, i) => ({ id: b.id, code: b.code, sortOrder: i + 1 })))
      .onConflictDoNothing();
    await tx
      .insert(deliveryOptions)
      .values(OPTIONS.map((o) => ({ ...o, pricing: PRICING_OF_OPTION[o.id] })))
      .onConflictDoNothing();
    const rateRows = Object.entries(RATES).flatMap(([deliveryOptionId, rows]) => rows.map((r) => ({ deliveryOptionId, ...r })));
    await tx.insert(deliveryRates).values(rateRows).onConflictDoNothing();
    await tx
      .insert(deliveryBoxPrices)
      .values(BOX_SIZES.map((b) => ({ deliveryOptionId: ids.promptPost, boxSizeId: b.id, priceSatang: baht(BOX_PRICES_BAHT[b.code]!) })))
      .onConflictDoNothing();
    await tx
      .insert(deliveryZones)
      .values(
        BOX_SIZES.map((b, i) => ({
          id: i + 1,
          deliveryOptionId: ids.zoneBox,
          serviceType: 0,
          boxSizeId: b.id,
          name: `กล่อง ${b.code}`,
          desc: 'ในพื้นที่ 1-2 วัน ต่างพื้นที่ 3-5 วัน',
          inPriceSatang: baht(ZONE_PRICES_BAHT[b.code]![0]),
          outPriceSatang: baht(ZONE_PRICES_BAHT[b.code]![1]),
          sortOrder: i + 1,
        })),
      )
      .onConflictDoNothing();
    await markSeeded(tx, SEED_NAME, REFERENCE_SEED_VERSION);
  });
  return { skipped: false };
}
