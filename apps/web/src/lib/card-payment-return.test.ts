import { describe, expect, it } from 'vitest';
import { type PaymentVerdict, paymentOutcome, readPaymentReturn } from './card-payment-return';

const verdict = (status: PaymentVerdict['status'], paid = false): PaymentVerdict => ({
  reference: 'SL123',
  status,
  paid,
  targetKind: 'shippingList',
  targetId: '00000000-0000-4000-8000-000000000001',
});

describe('readPaymentReturn', () => {
  it('keeps the flag and the reference (the server redirect gives nothing else to trust)', () => {
    const search = new URLSearchParams('shippingListId=x&reference=SL123&payment=1');
    expect(readPaymentReturn(search)).toEqual({ payment: '1', reference: 'SL123' });
  });

  it('is null without a valid flag or reference', () => {
    expect(readPaymentReturn(new URLSearchParams(''))).toBeNull();
    expect(readPaymentReturn(new URLSearchParams('payment=2&reference=SL1'))).toBeNull();
    expect(readPaymentReturn(new URLSearchParams('payment=1'))).toBeNull();
  });
});

describe('paymentOutcome', () => {
  it('says paid only when the server recorded the payment', () => {
    expect(paymentOutcome('0', verdict('FAILED', true))).toBe('paid');
    expect(paymentOutcome('1', verdict('PAID', true))).toBe('paid');
    expect(paymentOutcome('1', null)).toBe('failed');
    expect(paymentOutcome('1', verdict('FAILED'))).toBe('failed');
    expect(paymentOutcome('1', verdict('PENDING'))).toBe('failed');
  });

  it('says "waiting for the bank" for a pending (001) payment, never paid', () => {
    expect(paymentOutcome('0', verdict('AWAITING_BANK'))).toBe('pending');
  });

  it('says a refund is due when the money was taken for something no longer payable', () => {
    expect(paymentOutcome('0', verdict('REFUND_DUE'))).toBe('refundDue');
  });

  it('tells a cancelled payment from a failed one', () => {
    expect(paymentOutcome('-1', verdict('CANCELLED'))).toBe('cancelled');
    expect(paymentOutcome('-1', null)).toBe('cancelled');
    expect(paymentOutcome('0', verdict('FAILED'))).toBe('failed');
    expect(paymentOutcome('0', null)).toBe('failed');
  });
});
