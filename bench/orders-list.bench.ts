import Fastify from 'fastify';
import type pg from 'pg';
import { measure, onSongdeePostgres, report } from './lib';

const ORDERS = 100_000;
const MAILINGS = 50_000;
const SIZE = 10;
/** The deep page asked by its number (OFFSET 4,990), and the page after it by keyset (`after`). */
const DEEP_PAGE = 500;
/** Our lists count at most ten pages past the page asked for, and at least 1,000 rows (lib/paging.ts). */
const countBound = (page: number) => Math.max(1000, (page - 1) * SIZE + SIZE * 10) + 1;

/**
 * Fills the demo store with 100,000 orders and 50,000 mailings, each in one INSERT ... SELECT generate_series
 * (statuses and delivery options cycle, one a minute back in time); a store already that full is reused.
 */
async function seed(pool: pg.Pool): Promise<string> {
  const { rows } = await pool.query<{ store_id: string; buyer_id: string }>(
    `select s.id as store_id, (select id from users where email = 'buyer@songdee.test') as buyer_id
       from stores s where s.uri = 'somchai-shop'`,
  );
  const seed = rows[0];
  if (!seed?.buyer_id) throw new Error('demo store or buyer missing');
  const { rows: existing } = await pool.query<{ n: number }>('select count(*)::int as n from orders where store_id = $1', [seed.store_id]);
  if ((existing[0]?.n ?? 0) >= ORDERS) return seed.store_id;
  const started = performance.now();
  await pool.query(
    `insert into orders (store_id, user_id, name, status_key, delivery_option_id, delivery_fee_satang, total_price_satang,
                         total_qty, recipient_name, home_address, postcode, created_at)
     select $1, $2, 'BENCH-' || lpad(i::text, 6, '0'),
            (array['WAITING_FOR_ORDER_CONFIRMATION','WAITING_FOR_PAYMENT','WAITING_FOR_PAYMENT_CONFIRMATION','PENDING_TO_BE_PACKED',
                   'PACKING','IN_PROGRESS','WAITING_FOR_RETAILER_CONTACT','PENDING_FOR_SHIPMENT','WAITING_FOR_DELIVERY_NOTE','DELIVERED'])[1 + i % 10],
            (array['ems','registered','parcel'])[1 + i % 3],
            5000, 10000 + (i % 50) * 100, 1 + i % 4,
            (array['สมหญิง รักดี','มานี มีนา','ปิติ ชูใจ','วีระ ทองดี'])[1 + i % 4] || ' ' || i,
            i || '/1', '10110', now() - i * interval '1 minute'
       from generate_series(1, $3::int) as i
     on conflict do nothing`,
    [seed.store_id, seed.buyer_id, ORDERS],
  );
  await pool.query(
    `insert into mailings (store_id, barcode, batch_id, delivery_option_id, weight_grams, service_cost_satang, postal_code,
                           sender_name, sender_phone, sender_address, sender_postcode, recipient_name, recipient_phone,
                           recipient_address, recipient_postcode, status_key, created_at)
     select $1, 'EB' || lpad(i::text, 9, '0') || 'TH', gen_random_uuid(), (array['ems','registered','parcel'])[1 + i % 3],
            500, 4000, '10110', 'สมชาย ใจดี', '0812345678', '99/9 ถนนสุขุมวิท', '10110',
            (array['สมหญิง รักดี','มานี มีนา','ปิติ ชูใจ','วีระ ทองดี'])[1 + i % 4] || ' ' || i, '0898765432', i || '/45 ถนนเจริญกรุง',
            '50200', (array['WAITING_FOR_DELIVERY','DURING_DELIVERY_NOTE','DELIVERED','DELIVERED'])[1 + i % 4],
            now() - i * interval '1 minute'
       from generate_series(1, $2::int) as i
     on conflict do nothing`,
    [seed.store_id, MAILINGS],
  );
  // What autovacuum would do soon after a bulk load: statistics, and the visibility map index-only scans need.
  await pool.query('vacuum analyze orders');
  await pool.query('vacuum analyze mailings');
  console.log(`seeded ${ORDERS} orders and ${MAILINGS} mailings in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return seed.store_id;
}

/** One measured case: our route beside the plain SQL (rows and the same bounded count) bare Fastify runs through pg. */
interface ListCase {
  name: string;
  path: string;
  rows: { text: string; values: unknown[] };
  count: { text: string; values: unknown[] };
}

const ORDER_COLUMNS = `o.id, o.store_id, o.user_id, o.name, o.status_key, o.confirm_payment, o.delivery_option_id, o.delivery_fee_satang,
  o.total_price_satang, o.total_discount_satang, o.total_qty, o.recipient_name, o.pay_slip_path, o.barcode, o.created_at,
  s.uri, s.name as store_name`;
const ordersRows = (where: string, tail: string) =>
  `select ${ORDER_COLUMNS} from orders o join stores s on s.id = o.store_id where ${where} order by o.created_at desc, o.id desc ${tail}`;
const ordersCount = (where: string) => `select count(*)::int as n from (select 1 from orders o where ${where} limit $2) c`;

const mailingsRows = (where: string, tail: string) =>
  `select m.*, st.id as status_id from mailings m left join statuses st on st.kind = 'mailing' and st.reference_key = m.status_key
    where ${where} order by m.created_at desc, m.barcode desc ${tail}`;
const mailingsCount = (where: string) => `select count(*)::int as n from (select 1 from mailings m where ${where} limit $2) c`;

/** The cases of one list: the default first page, a deep page by number, the next page by keyset, a search. */
function listCases(kind: 'orders' | 'mailings', storeId: string, after: string, search: { param: string; term: string }): ListCase[] {
  const base = `/api/stores/${storeId}/${kind}?size=${SIZE}`;
  const rows = kind === 'orders' ? ordersRows : mailingsRows;
  const count = kind === 'orders' ? ordersCount : mailingsCount;
  const t = kind === 'orders' ? 'o' : 'm';
  const tie = kind === 'orders' ? 'id' : 'barcode';
  const table = kind;
  const like = `%${search.term}%`;
  const searchWhere =
    kind === 'orders'
      ? `${t}.store_id = $1 and ${t}.name ilike $3`
      : `${t}.store_id = $1 and (${t}.barcode ilike $3 or ${t}.recipient_name ilike $3)`;
  return [
    {
      name: `${kind} first page (default)`,
      path: `${base}&page=1`,
      rows: { text: rows(`${t}.store_id = $1`, `limit ${SIZE}`), values: [storeId] },
      count: { text: count(`${t}.store_id = $1`), values: [storeId, countBound(1)] },
    },
    {
      name: `${kind} page ${DEEP_PAGE} (offset)`,
      path: `${base}&page=${DEEP_PAGE}`,
      rows: { text: rows(`${t}.store_id = $1`, `limit ${SIZE} offset ${(DEEP_PAGE - 1) * SIZE}`), values: [storeId] },
      count: { text: count(`${t}.store_id = $1`), values: [storeId, countBound(DEEP_PAGE)] },
    },
    {
      name: `${kind} page ${DEEP_PAGE + 1} (keyset next)`,
      path: `${base}&page=${DEEP_PAGE + 1}&after=${after}`,
      rows: {
        text: rows(
          `${t}.store_id = $1 and (${t}.created_at, ${t}.${tie}) < (select x.created_at, x.${tie} from ${table} x where x.id = $2)`,
          `limit ${SIZE}`,
        ),
        values: [storeId, after],
      },
      count: { text: count(`${t}.store_id = $1`), values: [storeId, countBound(DEEP_PAGE + 1)] },
    },
    {
      name: `${kind} search "${search.term}"`,
      path: `${base}&page=1&${search.param}=${encodeURIComponent(search.term)}`,
      rows: { text: rows(searchWhere.replaceAll('$3', '$2'), `limit ${SIZE}`), values: [storeId, like] },
      count: { text: count(searchWhere), values: [storeId, countBound(1), like] },
    },
  ];
}

/**
 * The seller's orders and mailings lists on a store with 100,000 orders and 50,000 mailings, through our whole
 * server, each case beside the best plain SQL for the same answer (the page's rows and the same bounded count)
 * run by bare pg behind bare Fastify, at 1 and 50 connections, same run. PostgreSQL only: PGlite is
 * single-connection and is not what a store this size runs on.
 */
export async function ordersListBench() {
  // The server's own fresh database (bench/lib.ts), so the baseline reads the very same rows.
  await onSongdeePostgres('orders and mailings lists (100,000 / 50,000)    ', async (songdee, pool) => {
    const storeId = await seed(pool);
    const tokenResponse = await fetch(`${songdee.url}/api/Token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=password&username=seller%40songdee.test&password=songdee123',
    });
    const token = ((await tokenResponse.json()) as { access_token: string }).access_token;
    const headers = { authorization: `Bearer ${token}` };
    const get = async (path: string) => {
      const res = await fetch(`${songdee.url}${path}`, { headers });
      const body = (await res.json()) as { paging: { totalCount: number; next?: string }; contents: { id: string }[] };
      if (res.status !== 200 || body.contents.length !== SIZE)
        throw new Error(`${path} answered ${res.status} with ${body.contents.length} rows`);
      return body;
    };
    const cases: ListCase[] = [];
    for (const [kind, search] of [
      ['orders', { param: 'orderName', term: '1234' }],
      ['mailings', { param: 'searchString', term: 'ปิติ' }],
    ] as const) {
      const deep = await get(`/api/stores/${storeId}/${kind}?size=${SIZE}&page=${DEEP_PAGE}`);
      if (!deep.paging.next) throw new Error(`${kind}: no keyset cursor`);
      cases.push(...listCases(kind, storeId, deep.paging.next, search));
    }
    // The same rows both ways: a wrong baseline would measure something else.
    const baseline = await startBareLists(pool, cases);
    try {
      for (const [i, c] of cases.entries()) {
        const ours = (await get(c.path)).contents.map((r) => r.id);
        const bare = ((await (await fetch(`${baseline.url}/case/${i}`)).json()) as { contents: { id: string }[] }).contents.map(
          (r) => r.id,
        );
        if (JSON.stringify(ours) !== JSON.stringify(bare)) throw new Error(`${c.name}: the baseline's rows differ from ours`);
      }
      console.log('database: postgres; each case: our route | bare Fastify + pg running the same rows and bounded count');
      for (const connections of [1, 50]) {
        for (const [i, c] of cases.entries()) {
          // Warmed alike: a second of each before its measure.
          await measure(songdee.url, { path: c.path, headers }, { connections, seconds: 1 });
          await measure(baseline.url, { path: `/case/${i}` }, { connections, seconds: 1 });
          report(
            `${c.name} x${connections}`,
            await measure(songdee.url, { path: c.path, headers }, { connections, seconds: 3 }),
            await measure(baseline.url, { path: `/case/${i}` }, { connections, seconds: 3 }),
          );
        }
      }
    } finally {
      await baseline.close();
    }
  });
}

/** Bare Fastify answering each case with its SQL through pg: no auth, validation or mapping. */
async function startBareLists(pool: pg.Pool, cases: ListCase[]) {
  const app = Fastify({ logger: false });
  app.get<{ Params: { i: string } }>('/case/:i', async (request) => {
    const c = cases[Number(request.params.i)] as ListCase;
    const [rows, total] = await Promise.all([
      pool.query(c.rows.text, c.rows.values),
      pool.query<{ n: number }>(c.count.text, c.count.values),
    ]);
    return { contents: rows.rows, paging: { size: SIZE, totalCount: total.rows[0]?.n ?? 0 } };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, close: () => app.close() };
}
