/**
 * Home pick-up (post job) rules of spec 2 sections 4, 5 and 9, pure so the form and the server agree.
 * Dates are yyyy-MM-dd calendar days in Asia/Bangkok.
 */
import { FREE_PICKUP_MIN_BOXES, FREE_PICKUP_MIN_POSTAGE_SATANG, type PostJobSlotId } from './shipping-list.schema';

export type PostJobDateBlock = 'POST_JOB_DATE_NOT_AFTER_TODAY' | 'POST_JOB_DATE_WEEKEND' | 'POST_JOB_DATE_HOLIDAY';

/** The calendar day in Bangkok of an instant, as yyyy-MM-dd. */
export function bangkokDay(instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok', year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}

/** The hour (0-23) in Bangkok of an instant. */
function bangkokHour(instant: Date): number {
  return Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Bangkok', hour: '2-digit', hourCycle: 'h23' }).format(instant));
}

/** 0 Sunday ... 6 Saturday, of a yyyy-MM-dd day (a calendar day has no zone). */
const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

/**
 * Why a pick-up may not be booked on `day` (an error code), or null: never today or earlier, never on a
 * Saturday, Sunday or public holiday.
 */
export function postJobDateBlock(day: string, now: Date, holidays: ReadonlySet<string>): PostJobDateBlock | null {
  if (day <= bangkokDay(now)) return 'POST_JOB_DATE_NOT_AFTER_TODAY';
  const weekday = weekdayOf(day);
  if (weekday === 0 || weekday === 6) return 'POST_JOB_DATE_WEEKEND';
  if (holidays.has(day)) return 'POST_JOB_DATE_HOLIDAY';
  return null;
}

/** The first day after today on which a pick-up can be booked. */
export function nextBookableDay(now: Date, holidays: ReadonlySet<string>): string {
  let day = bangkokDay(now);
  do {
    const next = new Date(`${day}T00:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    day = next.toISOString().slice(0, 10);
  } while (postJobDateBlock(day, now, holidays) !== null);
  return day;
}

/**
 * The slot the form starts on before anything is booked (spec 2 section 4): 08-11 o'clock the morning slot,
 * 12-14 the afternoon one, otherwise none.
 */
export function defaultPostJobSlot(now: Date): PostJobSlotId | null {
  const hour = bangkokHour(now);
  if (hour >= 8 && hour <= 11) return 1;
  if (hour >= 12 && hour <= 14) return 2;
  return null;
}

/** Home pick-up is free above 2,000 baht of postage or for at least 60 prepaid boxes. */
export const isFreePickUp = (postageSatang: number, prepaidBoxes: number) =>
  postageSatang > FREE_PICKUP_MIN_POSTAGE_SATANG || prepaidBoxes >= FREE_PICKUP_MIN_BOXES;

/**
 * Why a list may not book a home pick-up for what it holds, with the message's figures, or null. No fee for a
 * smaller visit is published, so a list under the free rule is not picked up at all: its parcels go to the counter.
 */
export function pickUpMinimumBlock(postageSatang: number, prepaidBoxes: number) {
  if (isFreePickUp(postageSatang, prepaidBoxes)) return null;
  return {
    code: 'POST_JOB_BELOW_FREE_MINIMUM' as const,
    params: {
      minimumBaht: (FREE_PICKUP_MIN_POSTAGE_SATANG / 100).toLocaleString('en-US'),
      minimumBoxes: FREE_PICKUP_MIN_BOXES,
      postageBaht: (postageSatang / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
      prepaidBoxes,
    },
  };
}
