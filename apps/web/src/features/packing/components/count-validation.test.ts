import type { PackingList } from '@songdee/shared/packing/packing.schema';
import { describe, expect, it } from 'vitest';
import {
  countAllOf,
  countIssues,
  countItems,
  draftFromList,
  isOrderCounted,
  liveSummary,
  orderSelectionIssue,
  packedQuantityIssue,
} from './count-validation';

const item = (orderItemId: string, productId: string | null, name: string, quantity: number, packedQuantity = 0) => ({
  orderItemId,
  productId,
  name,
  quantity,
  packedQuantity,
});
const order = (id: string, orderItems: ReturnType<typeof item>[]) => ({ id, orderItems }) as unknown as PackingList['orders'][number];
const orders = [order('o1', [item('i1', 'p1', 'Tea', 2), item('i2', 'p2', 'Cup', 1, 1)]), order('o2', [item('i3', 'p1', 'Tea', 3)])];

describe('packedQuantityIssue', () => {
  it('accepts a whole number from 0 to the ordered quantity', () => {
    expect(packedQuantityIssue('0', 2)).toBeNull();
    expect(packedQuantityIssue(' 2 ', 2)).toBeNull();
  });

  it('asks for a whole number when the count is empty, negative or a fraction', () => {
    for (const text of ['', ' ', '-1', '1.5', 'abc', '1e2']) {
      expect(packedQuantityIssue(text, 2)).toEqual({ key: 'packing:packedQuantityInvalid' });
    }
  });

  it('refuses more than was ordered, naming the maximum', () => {
    expect(packedQuantityIssue('3', 2)).toEqual({ key: 'packing:packedQuantityMax', params: { maximum: 2 } });
  });
});

describe('counting a list', () => {
  it('starts from the saved counts and sends them back as numbers', () => {
    const draft = draftFromList(orders);
    expect(draft).toEqual({ i1: '0', i2: '1', i3: '0' });
    expect(countIssues(orders, draft)).toEqual({});
    expect(countItems(orders, draft)).toEqual([
      { orderItemId: 'i1', packedQuantity: 0 },
      { orderItemId: 'i2', packedQuantity: 1 },
      { orderItemId: 'i3', packedQuantity: 0 },
    ]);
  });

  it('lists every wrong item', () => {
    expect(countIssues(orders, { i1: '', i2: '5', i3: '1' })).toEqual({
      i1: { key: 'packing:packedQuantityInvalid' },
      i2: { key: 'packing:packedQuantityMax', params: { maximum: 1 } },
    });
  });

  it('counts an order in full with "count all", leaving the others as typed', () => {
    const draft = countAllOf(orders[0]!, { i1: '0', i2: '0', i3: '1' });
    expect(draft).toEqual({ i1: '2', i2: '1', i3: '1' });
    expect(isOrderCounted(orders[0]!, draft)).toBe(true);
    expect(isOrderCounted(orders[1]!, draft)).toBe(false);
    expect(isOrderCounted(orders[0]!, { i1: '', i2: '1' })).toBe(false);
  });

  it('sums what is typed per product for the to-pack vs packed table, ignoring wrong inputs', () => {
    const summary = [
      { productId: 'p1', name: 'Tea', toPack: 5, packed: 0 },
      { productId: 'p2', name: 'Cup', toPack: 1, packed: 1 },
    ];
    expect(liveSummary({ orders, summary }, { i1: '2', i2: '9', i3: '1' })).toEqual([
      { key: 'p1', name: 'Tea', toPack: 5, packed: 3 },
      { key: 'p2', name: 'Cup', toPack: 1, packed: 0 },
    ]);
  });
});

describe('orderSelectionIssue', () => {
  it('needs at least one order and at most one list of them', () => {
    expect(orderSelectionIssue(0)).toEqual({ key: 'packing:ordersRequired' });
    expect(orderSelectionIssue(1)).toBeNull();
    expect(orderSelectionIssue(100)).toBeNull();
    expect(orderSelectionIssue(101)).toEqual({ key: 'packing:tooManyOrders', params: { maximum: 100 } });
  });
});
