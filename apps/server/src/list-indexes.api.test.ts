import { sql } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createTestApp } from '../test/create-test-app';
import { createUser } from '../test/factories';
import { useTestApp } from '../test/use-test-app';

/**
 * With 10,000+ rows in every table a list reads, no list or search of the seller's, the buyer's
 * or the post office's screens scans a whole table. Every GET route answering a page (`{ contents, paging }`) is
 * called as the seller, the buyer and the central post-office admin, on its first page, a deep page and with a
 * search term in each of its text filters; each statement it runs is EXPLAINed and must have no Seq Scan of a
 * table holding 10,000 rows or more. PostgreSQL only: PGlite's planner statistics are not the server's.
 */
const routes: RouteOptions[] = [];
const t = useTestApp(() => createTestApp({ onRoute: (route) => routes.push(route) }));

const ROWS = 20_000;

type Shape = Record<string, z.ZodType>;
const shapeOf = (schema: unknown): Shape | undefined => (schema as { shape?: Shape } | undefined)?.shape;
const isPaged = (route: RouteOptions) => {
  const shape = shapeOf((route.schema?.response as Record<number, unknown> | undefined)?.[200]);
  return Boolean(shape?.contents && shape.paging);
};
/** The free-text filters of a list's query (a search box, a name, an e-mail...). */
function textFilters(route: RouteOptions): string[] {
  const shape = shapeOf(route.schema?.querystring) ?? {};
  return Object.entries(shape)
    .filter(([, field]) => {
      let def = (field as unknown as { _zod: { def: { type: string; innerType?: unknown; format?: string; checks?: unknown[] } } })._zod
        .def;
      while (def.innerType) def = (def.innerType as typeof field as unknown as { _zod: { def: typeof def } })._zod.def;
      return def.type === 'string' && !def.format;
    })
    .map(([name]) => name);
}

/** Rows spread like a real country: a tenth to the store (or buyer) under test, the rest to 300 other stores. */
async function seed(storeId: string, sellerId: string, buyerId: string) {
  const run = (query: ReturnType<typeof sql>) => t.database.db.execute(query);
  const n = sql.raw(String(ROWS));
  await run(sql`INSERT INTO users (email, first_name, last_name, zone, created_at)
    SELECT 'seed' || g || '@example.test', 'ผู้ใช้' || g, 'สกุล' || g,
      jsonb_build_object('postalCode', (10100 + (g % 90) * 10)::text), now() - g * interval '1 minute'
    FROM generate_series(1, ${n}) g`);
  await run(sql`INSERT INTO stores (uri, name, owner_user_id, type, postcode, created_at)
    SELECT 'seed-store-' || g, 'ร้านค้า ' || g, u.id, CASE WHEN g % 3 = 0 THEN 'Draft' ELSE 'Publish' END,
      (10100 + (g % 90) * 10)::text, now() - g * interval '1 minute'
    FROM (SELECT id, row_number() OVER (ORDER BY email) AS g FROM users WHERE email LIKE 'seed%') u`);
  await run(sql`CREATE TEMP TABLE seed_refs AS SELECT
      (SELECT array_agg(id ORDER BY id) FROM (SELECT id FROM stores WHERE uri LIKE 'seed-store-%' ORDER BY uri LIMIT 300) s) AS stores,
      (SELECT array_agg(id ORDER BY id) FROM (SELECT id FROM users WHERE email LIKE 'seed%' ORDER BY email LIMIT 2000) u) AS users,
      (SELECT array_agg(id ORDER BY id) FROM delivery_options) AS options,
      (SELECT array_agg(id ORDER BY id) FROM product_categories) AS categories,
      (SELECT array_agg(id ORDER BY code) FROM outlets) AS outlets`);
  const store = sql`CASE WHEN g % 10 = 0 THEN ${storeId}::uuid ELSE r.stores[1 + g % 300] END`;
  const user = sql`CASE WHEN g % 10 = 1 THEN ${buyerId}::uuid ELSE r.users[1 + g % 2000] END`;
  const at = sql`now() - g * interval '1 minute'`;
  const from = sql`FROM generate_series(1, ${n}) g, seed_refs r`;
  await run(sql`INSERT INTO orders (store_id, user_id, name, status_key, delivery_option_id, delivery_fee_satang, total_price_satang,
      total_qty, recipient_name, home_address, postcode, pay_slip_path, created_at)
    SELECT ${store}, ${user}, 'SD-250101-' || lpad(g::text, 5, '0'),
      (ARRAY['WAITING_FOR_PAYMENT', 'WAITING_FOR_CONFIRM', 'CONFIRMED', 'COMPLETED'])[1 + g % 4],
      r.options[1 + g % array_length(r.options, 1)], 5000, 10000, 1, 'ผู้รับ ' || g, '1 ถนนทดสอบ', '10110',
      CASE WHEN g % 7 = 0 THEN 'slips/x' END, ${at} ${from}`);
  await run(sql`INSERT INTO mailings (store_id, barcode, batch_id, delivery_option_id, weight_grams, service_cost_satang, postal_code,
      sender_name, sender_phone, sender_address, sender_postcode, recipient_name, recipient_phone, recipient_address,
      recipient_postcode, status_key, order_id, created_at)
    SELECT ${store}, 'EX' || lpad(g::text, 9, '0') || 'TH', gen_random_uuid(), r.options[1 + g % array_length(r.options, 1)],
      500, 4000, (10100 + (g % 90) * 10)::text, 'ผู้ส่ง', '0800000000', 'ที่อยู่', '10110', 'ผู้รับ ' || g, '0811111111',
      'ที่อยู่ผู้รับ', '50200', -- mostly delivered, as a store's history grows
      coalesce((ARRAY['WAITING_FOR_DELIVERY', 'DURING_DELIVERY_NOTE'])[1 + g / 10 % 10], 'DELIVERED'),
      (SELECT id FROM orders o WHERE o.store_id = ${store} AND o.name = 'SD-250101-' || lpad(g::text, 5, '0') AND g % 2 = 0), ${at} ${from}`);
  await run(sql`UPDATE orders SET barcode = m.barcode FROM mailings m WHERE m.order_id = orders.id`);
  await run(sql`INSERT INTO products (store_id, category_id, name, description, price_satang, created_at)
    SELECT ${store}, r.categories[1 + g % array_length(r.categories, 1)], 'สินค้า ' || g, 'รายละเอียด ' || g, 10000, ${at} ${from}`);
  await run(sql`INSERT INTO invoices (store_id, invoice_number, created_at) SELECT ${store}, 'INV' || g, ${at} ${from}`);
  await run(sql`INSERT INTO packing_lists (store_id, code, updated_at) SELECT ${store}, 'PK' || g, ${at} ${from}`);
  await run(sql`INSERT INTO shipping_lists (store_id, code, created_at) SELECT ${store}, 'SL' || g, ${at} ${from}`);
  await run(sql`INSERT INTO reserves (store_id, code, outlet_id, total_qty, total_price_satang, status_key, status_payment, confirmed_at, created_at)
    SELECT ${store}, 'RS' || g, r.outlets[1 + g % array_length(r.outlets, 1)], 1, 3200,
      (ARRAY['DRAFT_FOR_RESERVE', 'CONFIRM_FOR_RESERVE'])[1 + g % 2], g % 2 = 1, CASE WHEN g % 2 = 1 THEN now() END, ${at} ${from}`);
  await run(sql`INSERT INTO ship_addresses (store_id, user_id, full_name, phone, home_address, postcode, created_at)
    SELECT ${store}, CASE WHEN g % 10 = 0 THEN ${sellerId}::uuid ELSE r.users[1 + g % 2000] END, 'ผู้รับ ' || g, '08' || lpad(g::text, 8, '0'), '1 ถนนทดสอบ', '10110', ${at} ${from}`);
  await run(sql`INSERT INTO sender_addresses (store_id, user_id, name, surname, home_address, postcode, created_at)
    SELECT ${store}, CASE WHEN g % 10 = 0 THEN ${sellerId}::uuid ELSE r.users[1 + g % 2000] END, 'ผู้ส่ง ' || g, 'สกุล', '1 ถนนทดสอบ', '10110', ${at} ${from}`);
  await run(sql`INSERT INTO buyer_addresses (user_id, full_name, home_address, postcode, created_at)
    SELECT ${user}, 'ผู้รับ ' || g, '1 ถนนทดสอบ', '10110', ${at} ${from}`);
  await run(sql`INSERT INTO reviews (store_id, user_id, score, created_at)
    SELECT ${store}, u.id, 1 + g % 3, ${at}
    FROM (SELECT id, row_number() OVER (ORDER BY email) AS g FROM users WHERE email LIKE 'seed%') u, seed_refs r`);
  await run(sql`INSERT INTO notifications (store_id, user_id, content, type, created_at)
    SELECT CASE WHEN g % 2 = 0 THEN ${store} END, CASE WHEN g % 2 = 1 THEN ${user} END, 'แจ้งเตือน ' || g, 2, ${at} ${from}`);
  await run(sql`VACUUM ANALYZE`);
}

interface Statement {
  text: string;
  values: unknown[];
}

/** Records every statement the app's pool runs. */
function recordStatements(pool: pg.Pool): { taken(): Statement[] } {
  let seen: Statement[] = [];
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  (pool as unknown as { query: (...args: unknown[]) => unknown }).query = (config: unknown, values?: unknown) => {
    const text = typeof config === 'string' ? config : (config as { text: string }).text;
    seen.push({ text, values: (values as unknown[] | undefined) ?? (config as { values?: unknown[] }).values ?? [] });
    return query(config, values);
  };
  return {
    taken() {
      const all = seen;
      seen = [];
      return all;
    },
  };
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Parent Relationship'?: string;
  Plans?: PlanNode[];
}
/** Nodes that pass rows on as they come, so a Limit above them stops the scan below early. */
const STREAMING = new Set(['Limit', 'Subquery Scan', 'Result', 'Append', 'Gather', 'Nested Loop', 'Hash Join', 'Merge Join']);

/**
 * The tables a plan reads whole: every Seq Scan, unless a Limit above it stops it early (only streaming nodes
 * between them, and the scan on the outer side of any join): `select 1 from stores limit 1001` reads 1,001 rows.
 */
function wholeScans(node: PlanNode, limited = false): string[] {
  const bounded = node['Node Type'] === 'Limit' || (limited && STREAMING.has(node['Node Type']));
  const own = node['Node Type'] === 'Seq Scan' && node['Relation Name'] && !limited ? [node['Relation Name']] : [];
  return [...own, ...(node.Plans ?? []).flatMap((child) => wholeScans(child, bounded && child['Parent Relationship'] !== 'Inner'))];
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('list indexes (needs PostgreSQL: set TEST_DATABASE_URL)', () => {
  it('no list or search of the seller, buyer or post-office screens scans a table of 10,000+ rows', { timeout: 600_000 }, async () => {
    const seller = await createUser(t.app, t.database.db, { store: {} });
    const buyer = await createUser(t.app, t.database.db);
    const admin = await createUser(t.app, t.database.db, { role: 'Admin', outletCode: '000000' });
    const storeId = seller.storeId as string;
    await seed(storeId, seller.user.id, buyer.user.id);

    const pool = (t.database.db as unknown as { $client: pg.Pool }).$client;
    const big = new Set(
      (
        await pool.query<{ relname: string }>(
          `SELECT relname FROM pg_class WHERE relkind = 'r' AND relnamespace = 'public'::regnamespace AND reltuples >= 10000`,
        )
      ).rows.map((r) => r.relname),
    );
    expect(big).toEqual(
      new Set([
        'users',
        'stores',
        'orders',
        'mailings',
        'products',
        'invoices',
        'packing_lists',
        'shipping_lists',
        'reserves',
        'ship_addresses',
        'sender_addresses',
        'buyer_addresses',
        'reviews',
        'notifications',
      ]),
    );

    const statements = recordStatements(pool);
    const lists = routes.filter((r) => [r.method].flat().includes('GET') && isPaged(r));
    const callers = [seller.auth, buyer.auth, admin.auth];
    const checked: string[] = [];
    const scans: string[] = [];
    /** The keyset pages asked for ("next page" with `after`), and any of their statements that still used OFFSET. */
    const keyset: string[] = [];
    const offsets: string[] = [];
    for (const route of lists) {
      const params = route.url.match(/:[A-Za-z]+/g) ?? [];
      if (params.some((p) => p !== ':storeId')) continue;
      const path = route.url.replace(':storeId', storeId);
      const queries = ['', 'page=5&size=100', ...textFilters(route).flatMap((f) => [`${f}=1234`, `${f}=EX000001234TH`])];
      for (const query of queries) {
        const url = `${path}?${query}`;
        for (const headers of callers) {
          statements.taken();
          const res = await t.app.inject({ url, headers });
          if (res.statusCode !== 200) continue;
          checked.push(url);
          // A keyset list's deep page hands out its next page: that one is EXPLAINed too, and must not use OFFSET.
          const next = (res.json() as { paging?: { next?: string } }).paging?.next;
          if (query === 'page=5&size=100' && next) queries.push(`page=6&size=100&after=${next}`);
          const ran = statements.taken();
          if (query.includes('after=')) {
            keyset.push(url);
            offsets.push(...ran.filter((s) => /\boffset\b/i.test(s.text)).map((s) => `${url}: ${s.text}`));
          }
          for (const statement of ran) {
            const [plan] = (
              await pool.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(`EXPLAIN (FORMAT JSON) ${statement.text}`, statement.values)
            ).rows;
            const whole = wholeScans(plan?.['QUERY PLAN'][0].Plan as PlanNode).filter((r) => big.has(r));
            if (whole.length === 0) continue;
            const text = (await pool.query(`EXPLAIN ${statement.text}`, statement.values)).rows.map((r) => r['QUERY PLAN']).join('\n');
            scans.push(`${url} scans ${whole.join(', ')}: ${statement.text}\n${text}`);
          }
          break;
        }
      }
    }
    // The lists of every screen answered (a broken collection must not pass by checking nothing).
    for (const path of [
      '/orders',
      '/mailings',
      '/invoices',
      '/packing-lists',
      '/shippinglists',
      '/reserves',
      '/products',
      '/reports/getallmailing',
      '/reports/getallstore',
      '/reports/getalluser',
      '/confirmreserves',
    ]) {
      expect(
        checked.some((url) => url.toLowerCase().includes(path)),
        path,
      ).toBe(true);
    }
    expect(scans).toEqual([]);
    // The seller's orders and mailings lists page by keyset (their next page reads no skipped rows).
    for (const path of ['/orders?', '/mailings?', '/mailings/history?']) {
      expect(
        keyset.some((url) => url.includes(`${storeId}${path}`)),
        path,
      ).toBe(true);
    }
    expect(offsets).toEqual([]);
  });
});
