import { gramsSchema } from '@songdee/shared/common/grams.schema';
import { maxGramsOf, requiredInputOf } from '@songdee/shared/mailing/parcel-rules';
import { type PackingList, type PackingWeightsRequest, packingWeightsSchema } from '@songdee/shared/packing/packing.schema';
import { DELIVERY_PRICINGS, type DeliveryPricing } from '@songdee/shared/reference/delivery.constants';
import { z } from 'zod';

export type PackingOrder = PackingList['orders'][number];
export type Pack = PackingOrder['packs'][number];

/** An emptied input (NumberInput gives '') counts as missing, so the "required" message shows. */
const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** The box every split takes from (box 1). */
const firstBoxOf = (order: PackingOrder): Pack | undefined => order.packs.find((p) => p.isFirst);

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

/** A box to weigh, with what its order's service is priced by (grams, a box size or a zone). */
export type WeighPack = Pack & { pricing: DeliveryPricing; deliveryOptionId: string };

/** One box of the shared weigh call (`packingWeightsSchema`): grams, a box size or a zone. */
const weighPackSchema = packingWeightsSchema.shape.packs.element;

/**
 * Set weight (spec 1 section 5), per box: the shared weigh contract plus what the screen knows of the box's
 * order, its service. What the service needs comes from the shared `requiredInputOf` (grams, a box size for the
 * ready-to-send box "กรุณาเลือกขนาดกล่อง", a zone for the regional box "กรุณาเลือกโซนและขนาดกล่อง"), the most it
 * takes from `maxGramsOf`. A weight typed for a box-size or zone box is optional but still checked.
 */
export const weighFormSchema = z.object({
  packs: z.array(
    weighPackSchema
      .extend({
        packId: z.string(),
        pricing: z.enum(DELIVERY_PRICINGS),
        deliveryOptionId: z.string(),
        weight: z.preprocess(blankToUndefined, weighPackSchema.shape.weight),
        sizeId: z.number().nullable(),
        zoneId: z.number().nullable(),
      })
      .superRefine((p, ctx) => {
        const needs = requiredInputOf(p);
        if (needs.needsWeight && p.weight === undefined)
          ctx.addIssue({ code: 'custom', path: ['weight'], message: 'packing.weightRequired' });
        if (needs.needsSize && p.sizeId === null) ctx.addIssue({ code: 'custom', path: ['sizeId'], message: 'mailing.sizeRequired' });
        if (needs.needsZone && p.zoneId === null) ctx.addIssue({ code: 'custom', path: ['zoneId'], message: 'mailing.zoneRequired' });
        const maximum = maxGramsOf(p.deliveryOptionId);
        if (p.weight !== undefined && p.weight > maximum) {
          ctx.addIssue({ code: 'custom', path: ['weight'], message: 'mailing.weightTooHigh', params: { maximum } });
        }
      }),
  ),
});
export type WeighFormValues = {
  packs: Array<{
    packId: string;
    pricing: DeliveryPricing;
    deliveryOptionId: string;
    weight: number | '';
    sizeId: number | null;
    zoneId: number | null;
  }>;
};
export type WeighFormOutput = z.output<typeof weighFormSchema>;

/** The PUT weights body: only what each box's service is priced by, and its weight when typed. */
export const toWeighInput = (value: WeighFormOutput): PackingWeightsRequest => ({
  packs: value.packs.map((p) => ({
    packId: p.packId,
    weight: p.weight,
    sizeId: requiredInputOf(p).needsSize ? (p.sizeId ?? undefined) : undefined,
    zoneId: requiredInputOf(p).needsZone ? (p.zoneId ?? undefined) : undefined,
  })),
});

/** Boxes whose weight (or size, or zone) may still change: every box without a label, while the list allows weighing. */
export const weighablePacks = (list: PackingList): WeighPack[] =>
  list.canWeigh
    ? list.orders.flatMap((o) =>
        o.packs
          .filter((p) => !p.barcode)
          .map((p) => ({ ...p, pricing: o.storeDeliveryOption.pricing, deliveryOptionId: o.storeDeliveryOption.deliveryOptionId })),
      )
    : [];

export const weighValuesFor = (packs: WeighPack[]): WeighFormValues => ({
  packs: packs.map((p) => ({
    packId: p.id,
    pricing: p.pricing,
    deliveryOptionId: p.deliveryOptionId,
    weight: p.weight ?? '',
    sizeId: p.sizeId,
    zoneId: p.zoneId,
  })),
});

type TypedPack = Pick<WeighFormValues['packs'][number], 'packId' | 'weight'> &
  Partial<Pick<WeighFormValues['packs'][number], 'sizeId' | 'zoneId'>>;

/**
 * What the weigh screen shows before labels exist: the entries as typed (`typed`, by box id, over the stored
 * ones; an empty or invalid weight counts as none) and the costs the server has priced so far. A box is ready
 * ("weighed") once it has what its service is priced by: grams, a box size or a zone.
 */
export function weighTotals(list: PackingList, typed: TypedPack[] = []) {
  const packs = list.orders.flatMap((o) => o.packs.map((p) => ({ pack: p, option: o.storeDeliveryOption })));
  const typedById = new Map(typed.map((p) => [p.packId, p]));
  const weightOf = (p: Pack, deliveryOptionId?: string): number | null => {
    const entry = typedById.get(p.id);
    if (!entry) return p.weight;
    const grams = gramsSchema({ max: maxGramsOf(deliveryOptionId) }).safeParse(entry.weight);
    return grams.success ? grams.data : null;
  };
  const isReady = (p: Pack, option: PackingOrder['storeDeliveryOption']) => {
    const entry = typedById.get(p.id);
    const needs = requiredInputOf(option);
    if (needs.needsSize) return (entry?.sizeId === undefined ? p.sizeId : entry.sizeId) !== null;
    if (needs.needsZone) return (entry?.zoneId === undefined ? p.zoneId : entry.zoneId) !== null;
    return weightOf(p, option.deliveryOptionId) !== null;
  };
  return {
    boxes: packs.length,
    weighed: packs.filter(({ pack, option }) => isReady(pack, option)).length,
    weight: packs.reduce<number>((n, { pack, option }) => n + (weightOf(pack, option.deliveryOptionId) ?? 0), 0),
    serviceCost: packs.reduce((n, { pack }) => n + (pack.serviceCost ?? 0), 0),
    failed: packs.filter(({ pack }) => !pack.barcode && pack.errorMsg).length,
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
