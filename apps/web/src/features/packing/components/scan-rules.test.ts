import type { PackingList } from '@songdee/shared/packing/packing.schema';
import { describe, expect, it } from 'vitest';
import { scanItem } from './scan-rules';

type CountOrder = PackingList['orders'][number];
const item = (orderItemId: string, name: string, barcode: string | null, quantity: number) => ({
  orderItemId,
  productId: null,
  barcode,
  name,
  quantity,
  packedQuantity: 0,
});
const order = (name: string, items: ReturnType<typeof item>[]) => ({ name, orderItems: items }) as unknown as CountOrder;

const shirt = '4006381333931';
const mug = '036000291452';
const orders = [
  order('SD-1', [item('a1', 'Shirt', shirt, 2), item('a2', 'Mug', mug, 1)]),
  order('SD-2', [item('b1', 'Shirt', shirt, 1), item('b2', 'Card', null, 3)]),
];

describe('counting by scanning', () => {
  it('counts one more of the first order still short of the item', () => {
    expect(scanItem(orders, { a1: '0', b1: '0' }, shirt)).toMatchObject({
      kind: 'counted',
      line: { orderItemId: 'a1', quantity: 2 },
      count: 1,
    });
    expect(scanItem(orders, { a1: '2', b1: '0' }, shirt)).toMatchObject({
      kind: 'counted',
      line: { orderItemId: 'b1', orderName: 'SD-2' },
    });
  });

  it('reads a UPC-A scanned as its EAN-13 form, and a count typed as text', () => {
    expect(scanItem(orders, { a2: ' ' }, `0${mug}`)).toMatchObject({ kind: 'counted', line: { orderItemId: 'a2' }, count: 1 });
  });

  it('refuses one more than was ordered, over every order of the list', () => {
    expect(scanItem(orders, { a1: '2', b1: '1' }, shirt)).toMatchObject({ kind: 'tooMany', line: { name: 'Shirt' }, quantity: 3 });
    expect(scanItem(orders, { a2: '1' }, mug)).toMatchObject({ kind: 'tooMany', line: { name: 'Mug' }, quantity: 1 });
  });

  it('refuses a code no item of the list has, and never matches an item without a barcode', () => {
    expect(scanItem(orders, {}, '96385074')).toEqual({ kind: 'notInList', code: '96385074' });
    expect(scanItem(orders, {}, '')).toEqual({ kind: 'notInList', code: '' });
  });
});
