import { describe, expect, it } from 'vitest';
import { domainKeys, MINE, queryKeys } from './query-keys';

describe('query keys', () => {
  it('puts every key of a store under the store, so one invalidation reaches lists, details and parts', () => {
    const orders = domainKeys('orders');
    const scope = orders.scope('store-1');
    for (const key of [
      orders.list('store-1', { page: 1 }),
      orders.detail('store-1', 'o-1'),
      orders.part('store-1', 'payments', { page: 2 }),
    ]) {
      expect(key.slice(0, scope.length)).toEqual(scope);
    }
    expect(orders.list('store-1', { page: 1 })).toEqual(['orders', 'store-1', 'list', { page: 1 }]);
  });

  it('keeps stores, the signed-in user and domains apart', () => {
    expect(queryKeys.orders.scope('store-1')).not.toEqual(queryKeys.orders.scope('store-2'));
    expect(queryKeys.orders.list(MINE, { page: 1 })[1]).toBe('mine');
    expect(queryKeys.senders.scope('s')[0]).not.toBe(queryKeys.recipients.scope('s')[0]);
    const domains = Object.values(queryKeys).map((keys) => keys.all[0]);
    expect(new Set(domains).size).toBe(domains.length);
  });
});
