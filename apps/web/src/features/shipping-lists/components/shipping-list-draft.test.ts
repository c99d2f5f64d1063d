import type { ShippingListOrder } from '@songdee/shared/shipping-list/shipping-list.schema';
import { describe, expect, it } from 'vitest';
import { addOrders, confirmRefusal, hasChanges, listTotals, removeOrder } from './shipping-list-draft';

const order = (n: number, over: Partial<ShippingListOrder> = {}): ShippingListOrder => ({
  orderId: `00000000-0000-4000-8000-00000000000${n}`,
  name: `SD-261124-000${n}`,
  recipientName: 'น้ำฝน',
  barcode: `EA00000000${n}TH`,
  deliveryOptionName: 'EMS',
  totalQty: 3,
  weight: 800,
  serviceCost: 5200,
  ...over,
});

describe('listTotals', () => {
  it('sums orders, pieces, postage and grams', () => {
    expect(listTotals([order(1), order(2, { totalQty: 1, weight: 250, serviceCost: 3200 })])).toEqual({
      orders: 2,
      products: 4,
      price: 8400,
      weight: 1050,
    });
    expect(listTotals([])).toEqual({ orders: 0, products: 0, price: 0, weight: 0 });
  });
});

describe('addOrders and removeOrder', () => {
  it('adds only orders not yet on the list, at its end, and removes by id', () => {
    const list = addOrders([order(1)], [order(2), order(1), order(2), order(3)]);
    expect(list.map((o) => o.name)).toEqual(['SD-261124-0001', 'SD-261124-0002', 'SD-261124-0003']);
    expect(removeOrder(list, order(2).orderId).map((o) => o.name)).toEqual(['SD-261124-0001', 'SD-261124-0003']);
  });
});

describe('confirmRefusal', () => {
  it('refuses an empty list and more than 300 orders with the server’s messages', () => {
    expect(confirmRefusal(0)).toEqual({ key: 'errors:SHIPPING_LIST_EMPTY' });
    expect(confirmRefusal(301)).toEqual({ key: 'errors:SHIPPING_LIST_TOO_MANY_ORDERS', params: { maximum: 300 } });
    expect(confirmRefusal(1)).toBeNull();
    expect(confirmRefusal(300)).toBeNull();
  });
});

describe('hasChanges', () => {
  it('sees added, removed and reordered orders', () => {
    expect(hasChanges([order(1), order(2)], [order(1), order(2)])).toBe(false);
    expect(hasChanges([order(1)], [order(1), order(2)])).toBe(true);
    expect(hasChanges([order(1), order(2)], [order(2), order(1)])).toBe(true);
  });
});
