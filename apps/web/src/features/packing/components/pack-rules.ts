import type { PackingList } from '@songdee/shared/packing/packing.schema';
import { MAX_PARCEL_WEIGHT_GRAMS } from '@songdee/shared/reference/delivery.constants';
import { z } from 'zod';

export type PackingOrder = PackingList['orders'][number];
export type Pack = PackingOrder['packs'][number];

/** An emptied input (NumberInput gives '') counts as missing, so the "required" message shows. */
const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** The box every split takes from (box 1). */
export const firstBoxOf = (order: PackingOrder): Pack | undefined => order.packs.find((p) => p.isFirst);

/** A first box with nothing left in it cannot be shipped: the seller deletes a split box to refill it. */
export const isEmptyBox = (pack: Pack) => pack.items.every((i) => i.quantity <= 0);

/** Orders whose first box was emptied by splits; "calculate service fee" waits until none are left. */
export const ordersWithEmptyFirstBox = (list: PackingList): PackingOrder[] =>
  list.orders.filter((o) => {
    const first = firstBoxOf(o);
    return !!first && isEmptyBox(first);
  });

export interface SplitRow {
  orderItemId: string;
  name: string;
  /** What the first box holds of this item: the most a new box may take. */
  inFirst: number;
  quantity: number | '';
}

/** One row per product in the first box, each starting at 0. */
export const splitRowsFor = (order: PackingOrder): SplitRow[] =>
  (firstBoxOf(order)?.items ?? [])
    .filter((i) => i.quantity > 0)
    .map((i) => ({ orderItemId: i.orderItemId, name: i.productName, inFirst: i.quantity, quantity: 0 }));

/**
 * The "new packing box" popup (spec 1 section 5): each quantity a number from 0, required, never more than
 * the first box holds; at least one product with a quantity. Messages are the server catalog's keys.
 */
export const splitFormSchema = z
  .object({
    items: z.array(
      z.object({
        orderItemId: z.string(),
        name: z.string(),
        inFirst: z.number(),
        quantity: z.preprocess(
          blankToUndefined,
          z
            .number({ error: 'packing.boxQuantityRequired' })
            .int({ error: 'packing.boxQuantityRequired' })
            .min(0, { error: 'packing.boxQuantityRequired' }),
        ),
      }),
    ),
  })
  .superRefine((value, ctx) => {
    value.items.forEach((item, index) => {
      if (item.quantity > item.inFirst) {
        ctx.addIssue({ code: 'custom', path: ['items', index, 'quantity'], message: 'packing.splitExceedsFirstBox' });
      }
    });
    if (!value.items.some((i) => i.quantity > 0)) {
      ctx.addIssue({ code: 'custom', path: ['items'], message: 'packing.splitRequired' });
    }
  });
export type SplitFormValues = { items: SplitRow[] };
export type SplitFormOutput = z.output<typeof splitFormSchema>;

/** Every row is sent (0 included) so the server's issue paths `items.<index>.quantity` match the form rows. */
export const toSplitInput = (value: SplitFormOutput) => ({
  items: value.items.map((i) => ({ orderItemId: i.orderItemId, quantity: i.quantity })),
});

/** Set weight (spec 1 section 5): grams, a whole number from 0, required ("กรุณาระบุน้ำหนัก"). */
export const weightSchema = z.preprocess(
  blankToUndefined,
  z
    .number({ error: 'packing.weightRequired' })
    .int({ error: 'packing.weightInvalid' })
    .min(0, { error: 'packing.weightInvalid' })
    .max(MAX_PARCEL_WEIGHT_GRAMS, { error: 'mailing.weightTooHigh' }),
);

export const weighFormSchema = z.object({ packs: z.array(z.object({ packId: z.string(), weight: weightSchema })) });
export type WeighFormValues = { packs: Array<{ packId: string; weight: number | '' }> };
export type WeighFormOutput = z.output<typeof weighFormSchema>;

/** Boxes whose weight may still change: every box without a label, while the list allows weighing. */
export const weighablePacks = (list: PackingList): Pack[] =>
  list.canWeigh ? list.orders.flatMap((o) => o.packs.filter((p) => !p.barcode)) : [];

export const weighValuesFor = (packs: Pack[]): WeighFormValues => ({
  packs: packs.map((p) => ({ packId: p.id, weight: p.weight ?? '' })),
});

/**
 * What the weigh screen shows before labels exist: the weights as typed (`typed`, by box id, over the stored
 * ones; an empty or invalid entry counts as not weighed) and the costs the server has priced so far.
 */
export function weighTotals(list: PackingList, typed: WeighFormValues['packs'] = []) {
  const packs = list.orders.flatMap((o) => o.packs);
  const typedWeight = new Map(typed.map((p) => [p.packId, p.weight]));
  const weightOf = (p: Pack): number | null => {
    if (!typedWeight.has(p.id)) return p.weight;
    const value = typedWeight.get(p.id);
    return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;
  };
  const weights = packs.map(weightOf);
  return {
    boxes: packs.length,
    weighed: weights.filter((w) => w !== null).length,
    weight: weights.reduce<number>((n, w) => n + (w ?? 0), 0),
    serviceCost: packs.reduce((n, p) => n + (p.serviceCost ?? 0), 0),
    failed: packs.filter((p) => !p.barcode && p.errorMsg).length,
  };
}

/** The done screen's left filter: orders whose number contains the text (case and spaces ignored). */
export function filterOrders(orders: PackingOrder[], text: string): PackingOrder[] {
  const needle = text.trim().toLowerCase();
  return needle ? orders.filter((o) => o.name.toLowerCase().includes(needle)) : orders;
}

/** A box's state on the done and view screens. */
export const packState = (pack: Pack): 'labelled' | 'failed' | 'waiting' =>
  pack.barcode ? 'labelled' : pack.errorMsg ? 'failed' : 'waiting';

/**
 * The `returnPage` query value: only a path inside this app (never another site, `//host` or `/\host`),
 * else undefined so the caller falls back to its list.
 */
export function safeReturnPage(value: string | null | undefined): string | undefined {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  return value;
}
