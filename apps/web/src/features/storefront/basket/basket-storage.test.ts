import { describe, expect, it } from 'vitest';
import {
  addItem,
  type BasketItem,
  clearStore,
  emptyBasket,
  itemCount,
  itemsTotal,
  parseBasket,
  removeItem,
  setQuantity,
  withEmptiedLines,
} from './basket-storage';

const store = { storeId: 's1', storeUri: 'shop', storeName: 'Shop' };
const item = (productId: string, quantity = 1, price = 1000): BasketItem => ({
  productId,
  name: productId,
  price,
  imagePath: null,
  quantity,
});

describe('basket', () => {
  it('keeps one basket per store and adds up the same product', () => {
    let basket = addItem(emptyBasket(), store, item('p1', 2));
    basket = addItem(basket, store, item('p1', 1));
    basket = addItem(basket, { ...store, storeId: 's2', storeUri: 'other' }, item('p2'));
    expect(basket.stores.s1?.items).toHaveLength(1);
    expect(itemCount(basket.stores.s1)).toBe(3);
    expect(itemsTotal(basket.stores.s1)).toBe(3000);
    expect(Object.keys(basket.stores)).toEqual(['s1', 's2']);
  });

  it('never lets a quantity fall below 1', () => {
    let basket = addItem(emptyBasket(), store, item('p1', 0));
    expect(basket.stores.s1?.items[0]?.quantity).toBe(1);
    basket = setQuantity(basket, 's1', 'p1', -4);
    expect(basket.stores.s1?.items[0]?.quantity).toBe(1);
    basket = setQuantity(basket, 's1', 'p1', 7);
    expect(basket.stores.s1?.items[0]?.quantity).toBe(7);
  });

  it('drops a store whose last item is removed, and clears a store after checkout', () => {
    let basket = addItem(addItem(emptyBasket(), store, item('p1')), store, item('p2'));
    basket = removeItem(basket, 's1', 'p1');
    expect(basket.stores.s1?.items.map((i) => i.productId)).toEqual(['p2']);
    expect(removeItem(basket, 's1', 'p2').stores.s1).toBeUndefined();
    expect(clearStore(basket, 's1').stores).toEqual({});
  });

  it('starts empty when the stored basket is of another version or unreadable', () => {
    expect(parseBasket(JSON.stringify({ version: 2, stores: { s1: { ...store, items: [item('p1')] } } }))).toEqual(emptyBasket());
    expect(parseBasket('{not json')).toEqual(emptyBasket());
    const kept = parseBasket(JSON.stringify(addItem(emptyBasket(), store, item('p1'))));
    expect(kept.stores.s1?.items).toHaveLength(1);
  });

  it('counts an emptied line as 0 in the total and the count, leaving the others', () => {
    const basket = addItem(addItem(emptyBasket(), store, item('p1', 2, 12_000)), store, item('p2', 1, 5_000));
    const shown = withEmptiedLines(basket.stores.s1!, ['p1']);
    expect(itemsTotal(shown)).toBe(5_000);
    expect(itemCount(shown)).toBe(1);
    expect(shown.items[0]?.quantity).toBe(0);
    expect(withEmptiedLines(basket.stores.s1!, [])).toBe(basket.stores.s1);
  });
});
