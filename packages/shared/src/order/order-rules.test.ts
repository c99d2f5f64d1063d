import { describe, expect, it } from 'vitest';
import {
  formatOrderName,
  isSellerDeletable,
  isSellerEditable,
  manualTransitionProblem,
  orderEditBlock,
  orderTotals,
  sellerOrderStartStatus,
  showsSlipLink,
} from './order-rules';

describe('order rules', () => {
  it('adds delivery to items less discounts', () => {
    expect(
      orderTotals(
        [
          { price: 10000, quantity: 2, discount: 500 },
          { price: 2550, quantity: 1, discount: 0 },
        ],
        4000,
      ),
    ).toEqual({ totalQty: 3, totalDiscount: 500, totalPrice: 22050, deliveryFee: 4000, grandTotal: 26050 });
  });

  it('refuses the shipping statuses by hand and packing without payment', () => {
    const plain = { confirmPayment: false, hasSlip: false };
    expect(manualTransitionProblem('WAITING_FOR_PAYMENT', 'DELIVERED', plain)).toBe('systemOnly');
    expect(manualTransitionProblem('DELIVERED', 'WAITING_FOR_PAYMENT', plain)).toBe('locked');
    expect(manualTransitionProblem('WAITING_FOR_PAYMENT', 'PENDING_TO_BE_PACKED', plain)).toBe('needsPayment');
    expect(manualTransitionProblem('WAITING_FOR_PAYMENT', 'WAITING_FOR_PAYMENT_CONFIRMATION', plain)).toBe('needsSlip');
  });

  it('keeps a paid order editable, not deletable, and freezes it on a packing list or once waiting to ship', () => {
    expect(isSellerEditable('WAITING_FOR_PAYMENT')).toBe(true);
    expect(isSellerEditable('PENDING_TO_BE_PACKED')).toBe(true);
    expect(isSellerDeletable('PENDING_TO_BE_PACKED')).toBe(false);
    expect(isSellerDeletable('WAITING_FOR_PAYMENT')).toBe(true);
    expect(isSellerEditable('PENDING_FOR_SHIPMENT')).toBe(false);
    expect(orderEditBlock('PENDING_TO_BE_PACKED')).toBeNull();
    expect(orderEditBlock('DELIVERED')).toBe('shipped');
    expect(orderEditBlock('PACKING')).toBe('packing');
    // On a packing list the order changes through the list only.
    expect(isSellerEditable('PACKING')).toBe(false);
    expect(manualTransitionProblem('PACKING', 'WAITING_FOR_PAYMENT', { confirmPayment: true, hasSlip: true })).toBe('locked');
    expect(manualTransitionProblem('WAITING_FOR_PAYMENT', 'PACKING', { confirmPayment: true, hasSlip: true })).toBe('systemOnly');
    expect(showsSlipLink('WAITING_FOR_PAYMENT_CONFIRMATION', true)).toBe(true);
    expect(showsSlipLink('WAITING_FOR_PAYMENT', true)).toBe(false);
    expect(formatOrderName('250101', 7)).toBe('SD-250101-0007');
  });

  it('starts a seller’s own order waiting for payment, or waiting to be packed when the payment is recorded', () => {
    expect(sellerOrderStartStatus(false)).toBe('WAITING_FOR_PAYMENT');
    expect(sellerOrderStartStatus(true)).toBe('PENDING_TO_BE_PACKED');
    const unpaid = { confirmPayment: false, hasSlip: false };
    expect(manualTransitionProblem(sellerOrderStartStatus(false), 'PENDING_TO_BE_PACKED', unpaid)).toBe('needsPayment');
    expect(manualTransitionProblem(sellerOrderStartStatus(false), 'IN_PROGRESS', unpaid)).toBeNull();
    const paid = { confirmPayment: true, hasSlip: false };
    expect(manualTransitionProblem(sellerOrderStartStatus(true), 'PENDING_TO_BE_PACKED', paid)).toBeNull();
    expect(manualTransitionProblem(sellerOrderStartStatus(true), 'PACKING', paid)).toBe('systemOnly');
  });
});
