import { listQuerySchema } from '@songdee/shared/common/list.schema';
import { mailingListQuerySchema } from '@songdee/shared/mailing/mailing.schema';
import { orderListQuerySchema } from '@songdee/shared/order/order.schema';
import { describe, expect, it } from 'vitest';
import { readListParams, writeListParams } from './use-list-params';

const q = { names: { searchString: 'q' } } as const;

describe('readListParams', () => {
  it('gives the schema defaults for an empty address', () => {
    const { values, present } = readListParams(listQuerySchema, new URLSearchParams(), q);
    expect(values).toEqual({ page: 1, size: 10, searchString: '' });
    expect(present.size).toBe(0);
  });

  it('reads page, size and the search under its address name', () => {
    const { values } = readListParams(listQuerySchema, new URLSearchParams('page=3&size=50&q=สมชาย'), { ...q, sizes: [10, 50, 100] });
    expect(values).toEqual({ page: 3, size: 50, searchString: 'สมชาย' });
  });

  it('falls back field by field on values the schema refuses', () => {
    const { values, present } = readListParams(listQuerySchema, new URLSearchParams('page=abc&size=500&q=x'), q);
    expect(values).toEqual({ page: 1, size: 10, searchString: 'x' });
    expect([...present]).toEqual(['searchString']);
  });

  it('refuses a size the screen does not offer', () => {
    expect(readListParams(listQuerySchema, new URLSearchParams('size=20'), { sizes: [10, 50, 100] }).values.size).toBe(10);
    expect(readListParams(listQuerySchema, new URLSearchParams('page=0'), {}).values.page).toBe(1);
  });

  it('reads a domain filter: comma-separated statuses, an unknown one dropping the filter', () => {
    const good = readListParams(orderListQuerySchema, new URLSearchParams('statuses=WAITING_FOR_PAYMENT,DELIVERED&orderName=SO-1'));
    expect(good.values.statuses).toEqual(['WAITING_FOR_PAYMENT', 'DELIVERED']);
    expect(good.values.orderName).toBe('SO-1');
    expect(readListParams(orderListQuerySchema, new URLSearchParams('statuses=NOPE')).values.statuses).toEqual([]);
  });

  it('reads the mailing status, ignoring an unknown one', () => {
    expect(readListParams(mailingListQuerySchema, new URLSearchParams('status=DELIVERED')).values.status).toBe('DELIVERED');
    expect(readListParams(mailingListQuerySchema, new URLSearchParams('status=LOST')).values.status).toBeUndefined();
  });
});

describe('writeListParams', () => {
  it('leaves defaults out and keeps parameters the schema does not know', () => {
    const out = writeListParams(listQuerySchema, { page: 1, size: 10, searchString: 'abc' }, new URLSearchParams('invoiceId=7&page=4'), q);
    expect(out.toString()).toBe('invoiceId=7&q=abc');
  });

  it('writes lists comma-separated and keeps a field asked to be kept at its default', () => {
    const values = readListParams(orderListQuerySchema, new URLSearchParams()).values;
    const out = writeListParams(orderListQuerySchema, { ...values, statuses: ['DELIVERED', 'PACKING'] }, new URLSearchParams(), {
      keepDefaults: ['page'],
    });
    expect(out.toString()).toBe('page=1&statuses=DELIVERED%2CPACKING');
  });

  it('reads back what it wrote', () => {
    const values = {
      page: 2,
      size: 50,
      searchString: 'EF123',
      status: 'DELIVERED' as const,
      onlyNotDelivery: false,
      onlyDuringDelivery: false,
    };
    const out = writeListParams(mailingListQuerySchema, values, new URLSearchParams(), q);
    expect(out.toString()).toBe('page=2&size=50&q=EF123&status=DELIVERED');
    expect(readListParams(mailingListQuerySchema, out, q).values).toEqual(values);
  });
});

describe('the keyset cursor (after)', () => {
  const cursor = '0b6a4c2e-7d1f-4a8b-9c3e-5f2a1b0c9d8e';
  it('goes in the address with its page and comes back from it, and a page without one leaves it out', () => {
    const written = writeListParams(
      orderListQuerySchema,
      { ...readListParams(orderListQuerySchema, new URLSearchParams()).values, page: 2, after: cursor },
      new URLSearchParams(),
    );
    expect(written.toString()).toBe(`page=2&after=${cursor}`);
    expect(readListParams(orderListQuerySchema, written).values).toMatchObject({ page: 2, after: cursor });
    const numbered = writeListParams(
      orderListQuerySchema,
      { ...readListParams(orderListQuerySchema, written).values, page: 3, after: undefined },
      written,
    );
    expect(numbered.toString()).toBe('page=3');
  });

  it('ignores a cursor that is not one', () => {
    expect(readListParams(orderListQuerySchema, new URLSearchParams('page=2&after=abc')).values.after).toBeUndefined();
  });
});
