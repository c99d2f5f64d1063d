import type { DeliveryOption } from '@songdee/shared/reference/reference.schema';
import {
  RESERVE_SET_SIZE,
  type Reserve,
  type ReserveInput,
  reserveInputSchema,
  reserveLineInputSchema,
} from '@songdee/shared/reserve/reserve.schema';
import { z } from 'zod';

/** A box size the form offers: its id, code (SS, S, M, L) and price per box in satang. */
export interface BoxChoice {
  boxSizeId: number;
  code: string;
  price: number;
}

/** One size on the form: ticked or not, and the sets as typed (a number, or '' / text while typing). */
interface SizeValue {
  boxSizeId: number;
  checked: boolean;
  sets: number | string;
}

export interface ReserveFormValues {
  /** '' until a post office is chosen. */
  outletId: string;
  sizes: SizeValue[];
}

/** The box sizes of the reservable option(s) (`reserve` flag), each size once, in the options' order. */
export function boxChoicesOf(options: readonly DeliveryOption[]): BoxChoice[] {
  const seen = new Set<number>();
  const boxes: BoxChoice[] = [];
  for (const option of options) {
    if (!option.reserve) continue;
    for (const price of option.boxPrices) {
      if (seen.has(price.boxSizeId)) continue;
      seen.add(price.boxSizeId);
      boxes.push({ boxSizeId: price.boxSizeId, code: price.code, price: price.price });
    }
  }
  return boxes;
}

/**
 * The sizes a form offers: those of the reservable option, and a size the reservation holds that is no longer
 * offered (priced as reserved), so editing never drops it.
 */
export function boxChoicesFor(reserve: Pick<Reserve, 'lines'> | null, boxes: readonly BoxChoice[]): BoxChoice[] {
  const extra = (reserve?.lines ?? [])
    .filter((l) => !boxes.some((b) => b.boxSizeId === l.boxSizeId))
    .map((l) => ({ boxSizeId: l.boxSizeId, code: l.name, price: l.boxPrice }));
  return [...boxes, ...extra];
}

/** The form's values: every size of `boxes` (see boxChoicesFor), ticked with its sets where the reservation has it. */
export function formValuesOf(reserve: Pick<Reserve, 'outlet' | 'lines'> | null, boxes: readonly BoxChoice[]): ReserveFormValues {
  const lines = new Map((reserve?.lines ?? []).map((l) => [l.boxSizeId, l]));
  return {
    outletId: reserve?.outlet.id ?? '',
    sizes: boxes.map((b) => {
      const line = lines.get(b.boxSizeId);
      return { boxSizeId: b.boxSizeId, checked: !!line, sets: line?.sets ?? '' };
    }),
  };
}

/** The sets as a number for the shared schema: empty is missing, text that is no number is NaN (both refused). */
export function setsNumber(sets: number | string): number | undefined {
  if (typeof sets === 'number') return sets;
  const text = sets.trim();
  return text === '' ? undefined : Number(text);
}

/**
 * The form's rules (spec 2 section 5), taken from the API's own schema so the messages are the server's: a post
 * office must be chosen; each ticked size needs a positive whole number of sets ("reserve.wholeNumber"); at least
 * one size must be ticked ("reserve.sizeRequired", under `sizes`).
 */
export const reserveFormSchema = z
  .object({
    outletId: reserveInputSchema.shape.outletId,
    sizes: z.array(z.object({ boxSizeId: z.number().int(), checked: z.boolean(), sets: z.union([z.number(), z.string()]) })),
  })
  .superRefine((values, ctx) => {
    values.sizes.forEach((size, index) => {
      if (!size.checked) return;
      const sets = reserveLineInputSchema.shape.sets.safeParse(setsNumber(size.sets));
      if (!sets.success) ctx.addIssue({ code: 'custom', path: ['sizes', index, 'sets'], message: sets.error.issues[0]?.message });
    });
    if (!values.sizes.some((s) => s.checked)) ctx.addIssue({ code: 'custom', path: ['sizes'], message: 'reserve.sizeRequired' });
  });

/** What is sent: the post office and the ticked sizes with their sets. */
export function toReserveInput(values: ReserveFormValues): ReserveInput {
  return {
    outletId: values.outletId,
    lines: values.sizes.filter((s) => s.checked).map((s) => ({ boxSizeId: s.boxSizeId, sets: setsNumber(s.sets) ?? 0 })),
  };
}

/** The first message of each field the form shows, from the form's schema (keys such as `reserve.wholeNumber`). */
export function reserveFormIssues(values: ReserveFormValues): Map<string, string> {
  const parsed = reserveFormSchema.safeParse(values);
  const issues = new Map<string, string>();
  if (parsed.success) return issues;
  for (const issue of parsed.error.issues) {
    const path = issue.path.join('.');
    if (!issues.has(path)) issues.set(path, issue.message);
  }
  return issues;
}

/**
 * The live total in satang: price per box x sets x 10 for every ticked size whose sets are valid; a size still
 * being typed (empty, fractional, zero) adds nothing.
 */
export function reserveFormTotal(values: ReserveFormValues, boxes: readonly BoxChoice[]): number {
  const price = new Map(boxes.map((b) => [b.boxSizeId, b.price]));
  let total = 0;
  for (const size of values.sizes) {
    if (!size.checked) continue;
    const sets = reserveLineInputSchema.shape.sets.safeParse(setsNumber(size.sets));
    if (sets.success) total += (price.get(size.boxSizeId) ?? 0) * sets.data * RESERVE_SET_SIZE;
  }
  return total;
}

/** The boxes a reservation of `sets` sets holds (spec 2: stored as sets, shown x 10). */
export const boxesOf = (sets: number): number => sets * RESERVE_SET_SIZE;

/**
 * Where a server field issue belongs on the form: `lines.N.sets` is the N-th ticked size (the order they were
 * sent in), `lines` the sizes as a whole, `outletId` the post office; null for anything else.
 */
export function formFieldOfIssue(path: string, values: ReserveFormValues): string | null {
  if (path === 'outletId') return 'outletId';
  if (path === 'lines') return 'sizes';
  const line = /^lines\.(\d+)(?:\.\w+)?$/.exec(path);
  if (!line) return null;
  const ticked = values.sizes.map((s, i) => ({ s, i })).filter(({ s }) => s.checked);
  const at = ticked[Number(line[1])];
  return at ? `sizes.${at.i}.sets` : 'sizes';
}
