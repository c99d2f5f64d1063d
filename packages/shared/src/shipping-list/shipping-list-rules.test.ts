import { describe, expect, it } from 'vitest';
import { confirmBlock, isShippingListExpired, type ShippingListFacts, shippingListActions } from './shipping-list-rules';

const now = new Date('2026-11-24T03:00:00Z');
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);
const draft: ShippingListFacts = {
  statusKey: 'DRAFT_FOR_SHIPPINGLIST',
  orderCount: 2,
  isPaid: false,
  isSentPos: false,
  confirmedAt: null,
  postJobStatus: null,
};
const confirmed: ShippingListFacts = { ...draft, statusKey: 'CONFIRM_FOR_SHIPPINGLIST', confirmedAt: minutesAgo(1) };

describe('confirmBlock', () => {
  it('needs 1 to 300 orders', () => {
    expect(confirmBlock(0)).toBe('SHIPPING_LIST_EMPTY');
    expect(confirmBlock(1)).toBeNull();
    expect(confirmBlock(300)).toBeNull();
    expect(confirmBlock(301)).toBe('SHIPPING_LIST_TOO_MANY_ORDERS');
  });
});

describe('isShippingListExpired', () => {
  it('expires a confirmed, unpaid list more than 10 minutes after it was confirmed', () => {
    expect(isShippingListExpired({ isPaid: false, confirmedAt: minutesAgo(10) }, now)).toBe(false);
    expect(isShippingListExpired({ isPaid: false, confirmedAt: minutesAgo(11) }, now)).toBe(true);
  });

  it('never expires a draft or a paid list', () => {
    expect(isShippingListExpired({ isPaid: false, confirmedAt: null }, now)).toBe(false);
    expect(isShippingListExpired({ isPaid: true, confirmedAt: minutesAgo(60) }, now)).toBe(false);
  });
});

describe('shippingListActions', () => {
  it('lets a draft be edited, confirmed and deleted, not paid', () => {
    expect(shippingListActions(draft, now)).toEqual({
      canEdit: true,
      canConfirm: true,
      canPay: false,
      canDelete: true,
      canBookPickUp: false,
      canPrint: true,
    });
    expect(shippingListActions({ ...draft, orderCount: 0 }, now).canConfirm).toBe(false);
  });

  it('lets a confirmed list be paid within 10 minutes and deleted while unpaid, never edited', () => {
    expect(shippingListActions(confirmed, now)).toMatchObject({ canEdit: false, canPay: true, canDelete: true });
    expect(shippingListActions({ ...confirmed, confirmedAt: minutesAgo(11) }, now).canPay).toBe(false);
  });

  it('books one pick-up once paid, and keeps a paid list from deletion', () => {
    const paid = { ...confirmed, isPaid: true };
    expect(shippingListActions(paid, now)).toMatchObject({ canPay: false, canDelete: false, canBookPickUp: true });
    expect(shippingListActions({ ...paid, postJobStatus: 0 }, now).canBookPickUp).toBe(false);
    expect(shippingListActions({ ...paid, postJobStatus: 1 }, now).canBookPickUp).toBe(false);
    // A full queue asks the seller to choose another day.
    expect(shippingListActions({ ...paid, postJobStatus: -1 }, now).canBookPickUp).toBe(true);
  });

  it('offers only printing once handed over', () => {
    expect(shippingListActions({ ...confirmed, isPaid: true, isSentPos: true }, now)).toEqual({
      canEdit: false,
      canConfirm: false,
      canPay: false,
      canDelete: false,
      canBookPickUp: false,
      canPrint: true,
    });
  });
});
