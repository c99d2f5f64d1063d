import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';

const t = useTestApp();

/**
 * "Next page" by keyset (`after` = the previous page's `paging.next`) answers the same rows as the
 * page by its number. 45 orders and 45 mailings, three at each instant (microseconds apart within one second, and
 * some equal), so the tie-breaker and the timestamp's full precision both matter.
 */
describe('keyset paging of the orders and mailings lists', () => {
  it('walks every page by cursor and by number to the same rows, and a deleted cursor row falls back to the number', async () => {
    const seller = await createUser(t.app, t.database.db, { store: {} });
    const storeId = seller.storeId as string;
    const at = sql`timestamptz '2026-11-01 10:00:00+07' - (g / 3) * interval '1 second' - (g % 2) * interval '1 microsecond'`;
    await t.database.db.execute(sql`INSERT INTO orders (store_id, user_id, name, status_key, delivery_option_id, delivery_fee_satang,
        total_price_satang, total_qty, recipient_name, home_address, postcode, created_at)
      SELECT ${storeId}::uuid, ${seller.user.id}::uuid, 'SD-261101-' || lpad(g::text, 5, '0'), 'WAITING_FOR_PAYMENT', 'ems', 5000, 10000, 1,
        'ผู้รับ ' || g, '1 ถนนทดสอบ', '10110', ${at}
      FROM generate_series(1, 45) g`);
    await t.database.db.execute(sql`INSERT INTO mailings (store_id, barcode, batch_id, delivery_option_id, weight_grams, service_cost_satang,
        postal_code, sender_name, sender_phone, sender_address, sender_postcode, recipient_name, recipient_phone, recipient_address,
        recipient_postcode, status_key, created_at)
      SELECT ${storeId}::uuid, 'EX' || lpad((1000 - g)::text, 9, '0') || 'TH', gen_random_uuid(), 'ems', 500, 4000, '10110', 'ผู้ส่ง',
        '0800000000', 'ที่อยู่', '10110', 'ผู้รับ ' || g, '0811111111', 'ที่อยู่ผู้รับ', '50200', 'WAITING_FOR_DELIVERY', ${at}
      FROM generate_series(1, 45) g`);

    const get = async (url: string) => {
      const res = await t.app.inject({ url, headers: seller.auth });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { contents: { id: string }[]; paging: { next?: string; totalCount: number } };
    };
    for (const list of [`/api/stores/${storeId}/orders`, `/api/stores/${storeId}/mailings`, `/api/stores/${storeId}/mailings/history`]) {
      let next: string | undefined;
      const byCursor: string[][] = [];
      const byNumber: string[][] = [];
      for (let page = 1; page <= 5; page++) {
        const keyset = await get(`${list}?size=10&page=${page}${next ? `&after=${next}` : ''}`);
        const numbered = await get(`${list}?size=10&page=${page}`);
        byCursor.push(keyset.contents.map((r) => r.id));
        byNumber.push(numbered.contents.map((r) => r.id));
        expect(keyset.paging.totalCount).toBe(45);
        next = keyset.paging.next;
        if (page < 5) expect(next, `${list} page ${page}`).toBe(keyset.contents.at(-1)?.id);
      }
      expect(byCursor, list).toEqual(byNumber);
      expect(byCursor.flat().length, list).toBe(45);
      expect(new Set(byCursor.flat()).size, list).toBe(45);
    }

    // The row a cursor names is deleted: the page by its number.
    const first = await get(`/api/stores/${storeId}/mailings?size=10&page=1`);
    await t.database.db.execute(sql`DELETE FROM mailings WHERE id = ${first.paging.next}::uuid`);
    const second = await get(`/api/stores/${storeId}/mailings?size=10&page=2&after=${first.paging.next}`);
    expect(second.contents.map((r) => r.id)).toEqual(
      (await get(`/api/stores/${storeId}/mailings?size=10&page=2`)).contents.map((r) => r.id),
    );
  });

  it('refuses a cursor that is not one, with a message at the field', async () => {
    const seller = await createUser(t.app, t.database.db, { store: {} });
    const res = await t.app.inject({ url: `/api/stores/${seller.storeId}/orders?page=2&after=abc`, headers: seller.auth });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('after');
  });
});
