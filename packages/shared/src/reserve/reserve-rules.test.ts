import { describe, expect, it } from 'vitest';
import { MAX_RESERVE_SETS, reserveInputSchema } from './reserve.schema';
import {
  addWorkingDays,
  boxesOf,
  firstOpenCreationDay,
  isReserveOverdue,
  isWorkingDay,
  reserveActions,
  reserveCollectBy,
  reserveEditBlock,
  reserveLineTotal,
  reserveTotals,
} from './reserve-rules';

/** The seeded 2026 holidays around December: Father's Day (Sat 5), its substitute (Mon 7), Constitution Day (Thu 10). */
const DECEMBER = new Set(['2026-12-05', '2026-12-07', '2026-12-10']);
const none = new Set<string>();
/** Midnight-ish in Bangkok (UTC+7) of a day. */
const bangkok = (day: string, time = '09:00') => new Date(`${day}T${time}:00+07:00`);

describe('reserveActions', () => {
  const draft = { statusKey: 'DRAFT_FOR_RESERVE' as const, isPaid: false };
  const paid = { ...draft, isPaid: true };
  const confirmed = { statusKey: 'CONFIRM_FOR_RESERVE' as const, isPaid: true };

  it('lets the seller pay an unpaid reservation, never edit or delete it (editable only if StatusPayment is true)', () => {
    expect(reserveActions(draft, 'seller')).toEqual({ canEdit: false, canDelete: false, canPay: true, canConfirm: false });
  });

  it('lets the seller edit and delete a paid one until the post office confirms it', () => {
    expect(reserveActions(paid, 'seller')).toEqual({ canEdit: true, canDelete: true, canPay: false, canConfirm: false });
    expect(reserveActions(confirmed, 'seller')).toEqual({ canEdit: false, canDelete: false, canPay: false, canConfirm: false });
  });

  it('lets the post office confirm only a paid, unconfirmed one, and nothing else', () => {
    expect(reserveActions(draft, 'postOffice')).toEqual({ canEdit: false, canDelete: false, canPay: false, canConfirm: false });
    expect(reserveActions(paid, 'postOffice')).toEqual({ canEdit: false, canDelete: false, canPay: false, canConfirm: true });
    expect(reserveActions(confirmed, 'postOffice').canConfirm).toBe(false);
  });
});

describe('prices and quantities', () => {
  it('counts sets of ten boxes at the price per box', () => {
    expect(boxesOf(2)).toBe(20);
    expect(reserveLineTotal(5200, 2)).toBe(104_000);
    expect(
      reserveTotals([
        { boxPrice: 5200, sets: 2 },
        { boxPrice: 3200, sets: 1 },
      ]),
    ).toEqual({ totalQty: 3, totalPrice: 136_000 });
  });

  it('refuses an edit of a paid reservation that costs more than was paid', () => {
    expect(reserveEditBlock(104_000, 104_000)).toBeNull();
    expect(reserveEditBlock(104_000, 52_000)).toBeNull();
    expect(reserveEditBlock(104_000, 104_001)).toBe('RESERVE_EDIT_OVER_PAID');
    expect(reserveEditBlock(null, 1_000_000)).toBeNull();
  });
});

describe('reserveInputSchema', () => {
  const outletId = '7b0c1d57-2a4e-4a8f-9a51-5b8f0f1e2d3c';
  const issuesOf = (lines: unknown) => {
    const parsed = reserveInputSchema.safeParse({ outletId, lines });
    return parsed.success ? [] : parsed.error.issues.map((i) => i.message);
  };

  it('takes whole positive set counts up to the maximum', () => {
    expect(issuesOf([{ boxSizeId: 3, sets: 2 }])).toEqual([]);
    expect(issuesOf([{ boxSizeId: 3, sets: MAX_RESERVE_SETS }])).toEqual([]);
  });

  it.each([
    [0, 'reserve.wholeNumber'],
    [-1, 'reserve.wholeNumber'],
    [1.5, 'reserve.wholeNumber'],
    ['2', 'reserve.wholeNumber'],
    [MAX_RESERVE_SETS + 1, 'reserve.tooMany'],
    [1e12, 'reserve.tooMany'],
  ])('refuses %s sets with %s', (sets, message) => {
    expect(issuesOf([{ boxSizeId: 3, sets }])).toContain(message);
  });

  it('needs a post office and at least one size, each once', () => {
    expect(reserveInputSchema.safeParse({ lines: [{ boxSizeId: 3, sets: 1 }] }).error?.issues[0]?.message).toBe('reserve.outletRequired');
    expect(issuesOf([])).toEqual(['reserve.sizeRequired']);
    expect(
      issuesOf([
        { boxSizeId: 3, sets: 1 },
        { boxSizeId: 3, sets: 2 },
      ]),
    ).toEqual(['validation.invalid']);
  });
});

describe('working days and the collect-by day', () => {
  it('skips Saturdays, Sundays and holidays', () => {
    expect(isWorkingDay('2026-11-27', none)).toBe(true); // Friday
    expect(isWorkingDay('2026-11-28', none)).toBe(false); // Saturday
    expect(isWorkingDay('2026-11-29', none)).toBe(false); // Sunday
    expect(isWorkingDay('2026-12-10', DECEMBER)).toBe(false); // Constitution Day, a Thursday
    expect(addWorkingDays('2026-11-27', 1, none)).toBe('2026-11-30');
  });

  it('gives a Monday reservation until Wednesday of the next week (7 working days, the day itself not counted)', () => {
    expect(reserveCollectBy(bangkok('2026-11-23'), none)).toBe('2026-12-02');
  });

  it('counts the Bangkok day it was made, not the UTC one', () => {
    // 01:00 on Monday in Bangkok is still Sunday in UTC.
    expect(reserveCollectBy(new Date('2026-11-22T18:00:00Z'), none)).toBe('2026-12-02');
  });

  it('moves past the holidays: a Wednesday before Father’s Day and Constitution Day gets two more days', () => {
    expect(reserveCollectBy(bangkok('2026-12-02'), none)).toBe('2026-12-11');
    expect(reserveCollectBy(bangkok('2026-12-02'), DECEMBER)).toBe('2026-12-15');
  });

  it('is overdue only after its collect-by day, and never once confirmed', () => {
    const made = { statusKey: 'DRAFT_FOR_RESERVE' as const, isPaid: true, createdAt: bangkok('2026-12-02') };
    expect(isReserveOverdue(made, bangkok('2026-12-15', '23:59'), DECEMBER)).toBe(false);
    expect(isReserveOverdue(made, bangkok('2026-12-16', '00:01'), DECEMBER)).toBe(true);
    expect(isReserveOverdue(made, bangkok('2026-12-12'), none)).toBe(true);
    expect(isReserveOverdue({ ...made, statusKey: 'CONFIRM_FOR_RESERVE' }, bangkok('2027-01-30'), DECEMBER)).toBe(false);
  });

  it('finds the first creation day still open: everything made before it is overdue', () => {
    // On Thursday 3 December (no holidays near): made on Tuesday 24 November (collect by 3 December) or later is open.
    expect(firstOpenCreationDay(bangkok('2026-12-03'), none)).toBe('2026-11-24');
    // On Wednesday 16 December with the holidays: made on Thursday 3 December or later is open, 2 December is not.
    expect(firstOpenCreationDay(bangkok('2026-12-16'), DECEMBER)).toBe('2026-12-03');
    expect(firstOpenCreationDay(bangkok('2026-12-15'), DECEMBER)).toBe('2026-12-02');
  });

  it('agrees with isReserveOverdue for every creation day of a month', () => {
    const now = bangkok('2026-12-16');
    const open = firstOpenCreationDay(now, DECEMBER);
    for (let d = 1; d <= 30; d++) {
      const day = `2026-11-${String(d).padStart(2, '0')}`;
      const made = { statusKey: 'DRAFT_FOR_RESERVE' as const, isPaid: false, createdAt: bangkok(day) };
      expect(isReserveOverdue(made, now, DECEMBER)).toBe(day < open);
    }
  });
});
