/**
 * What a reservation of ready-to-send boxes may do, what it costs and by when it must be collected (spec 2
 * sections 4, 5 and 9), pure so the screens show and the server enforces the same rule. Days are yyyy-MM-dd
 * calendar days in Asia/Bangkok.
 */
import { RESERVE_PICKUP_WORKING_DAYS, RESERVE_SET_SIZE } from '../reference/delivery.constants';
import type { ReserveStatusKey } from '../reference/status-keys';
import { bangkokDay } from '../shipping-list/post-job-rules';
import type { ReserveActions } from './reserve.schema';

export interface ReserveFacts {
  statusKey: ReserveStatusKey;
  /** StatusPayment: the card gateway's signed result said paid. */
  isPaid: boolean;
}

/** Who looks: the store owner (`/stores/reserve`) or the post office (`/confirmreservelist`). */
export type ReserveViewer = 'seller' | 'postOffice';

export const isReserveConfirmed = (f: Pick<ReserveFacts, 'statusKey'>) => f.statusKey === 'CONFIRM_FOR_RESERVE';

/**
 * Spec 2 section 4, as stated: a reservation is editable (and deletable) only if StatusPayment is true, so the
 * seller pays first and may then change or drop it until the post office has handed the boxes over (a confirmed
 * one granted stock and is final). An unpaid one can only be paid (or waits for the clean-up). The post office
 * confirms a paid, unconfirmed one (docs/decisions/reservations.md, "Reservations").
 */
export function reserveActions(f: ReserveFacts, viewer: ReserveViewer): ReserveActions {
  const open = !isReserveConfirmed(f);
  const seller = viewer === 'seller';
  return {
    canEdit: seller && open && f.isPaid,
    canDelete: seller && open && f.isPaid,
    canPay: seller && open && !f.isPaid,
    canConfirm: !seller && open && f.isPaid,
  };
}

/** Boxes in `sets` sets (the screens show stored quantities x 10). */
export const boxesOf = (sets: number) => sets * RESERVE_SET_SIZE;

/** Satang of one size: price per box x sets x 10. */
export const reserveLineTotal = (boxPrice: number, sets: number) => boxPrice * boxesOf(sets);

/** TotalQty (sets, summed over the sizes) and TotalPrice (satang) of the lines. */
export function reserveTotals(lines: ReadonlyArray<{ boxPrice: number; sets: number }>) {
  return {
    totalQty: lines.reduce((n, l) => n + l.sets, 0),
    totalPrice: lines.reduce((n, l) => n + reserveLineTotal(l.boxPrice, l.sets), 0),
  };
}

/**
 * An edit of a paid reservation may not cost more than was paid (no second payment exists for it): the seller may
 * change the post office, move sets between sizes or drop sets, not add to what the payment covered.
 */
export const reserveEditBlock = (paidAmount: number | null, newTotal: number): 'RESERVE_EDIT_OVER_PAID' | null =>
  paidAmount !== null && newTotal > paidAmount ? 'RESERVE_EDIT_OVER_PAID' : null;

const shiftDay = (day: string, days: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** Monday to Friday and not a public holiday. */
export function isWorkingDay(day: string, holidays: ReadonlySet<string>): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !holidays.has(day);
}

/** The `n`th working day after `day` (the day itself never counts). */
export function addWorkingDays(day: string, n: number, holidays: ReadonlySet<string>): string {
  let at = day;
  for (let left = n; left > 0; ) {
    at = shiftDay(at, 1);
    if (isWorkingDay(at, holidays)) left--;
  }
  return at;
}

/** The last day to collect the boxes: the 7th working day after the day it was made (weekends and holidays skipped). */
export const reserveCollectBy = (createdAt: Date, holidays: ReadonlySet<string>) =>
  addWorkingDays(bangkokDay(createdAt), RESERVE_PICKUP_WORKING_DAYS, holidays);

/** Not collected in time: today (Bangkok) is after its collect-by day, and the post office has not confirmed it. */
export function isReserveOverdue(f: ReserveFacts & { createdAt: Date }, now: Date, holidays: ReadonlySet<string>): boolean {
  return !isReserveConfirmed(f) && bangkokDay(now) > reserveCollectBy(f.createdAt, holidays);
}

/**
 * The first creation day still within its collect-by window today: every unconfirmed reservation made on an
 * earlier day (Bangkok) is overdue. Collect-by days never go down as creation days go up, so this walks back from
 * today until the window closes. `holidays` must cover the weeks around today.
 */
export function firstOpenCreationDay(now: Date, holidays: ReadonlySet<string>): string {
  const today = bangkokDay(now);
  let day = today;
  while (addWorkingDays(shiftDay(day, -1), RESERVE_PICKUP_WORKING_DAYS, holidays) >= today) day = shiftDay(day, -1);
  return day;
}
