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
  it('keeps the flag, the reference and every returned field for the server', () => {
    const search = new URLSearchParams('payment=1&reference=SL123&amount=000000520000&signature=ab12');
    expect(readPaymentReturn(search)).toEqual({
      payment: '1',
      reference: 'SL123',
      fields: { payment: '1', reference: 'SL123', amount: '000000520000', signature: 'ab12' },
    });
  });

  it('is null without a valid flag or reference', () => {
    expect(readPaymentReturn(new URLSearchParams(''))).toBeNull();
    expect(readPaymentReturn(new URLSearchParams('payment=2&reference=SL1'))).toBeNull();
    expect(readPaymentReturn(new URLSearchParams('payment=1'))).toBeNull();
  });
});

describe('paymentOutcome', () => {
  it('says paid only when the server verified the payment', () => {
    expect(paymentOutcome('0', verdict('FAILED', true))).toBe('paid');
    expect(paymentOutcome('1', verdict('PAID', true))).toBe('paid');
    expect(paymentOutcome('1', null)).toBe('failed');
    expect(paymentOutcome('1', verdict('FAILED'))).toBe('failed');
  });

  it('tells a cancelled payment from a failed one', () => {
    expect(paymentOutcome('-1', verdict('CANCELLED'))).toBe('cancelled');
    expect(paymentOutcome('-1', null)).toBe('cancelled');
    expect(paymentOutcome('0', verdict('FAILED'))).toBe('failed');
    expect(paymentOutcome('0', null)).toBe('failed');
  });
});
