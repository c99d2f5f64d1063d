import Fastify from 'fastify';
import pg from 'pg';
import { measure, report, startSongdee } from './lib';

const ORDERS = 100_000;
const STATUSES = ['WAITING_FOR_PAYMENT', 'PENDING_TO_BE_PACKED'];
const OPTION = 'ems';

/** The list query our repository runs (rows + count), written by hand for the bare baseline. */
const ROWS_SQL = `
  select o.id, o.store_id, o.user_id, o.name, o.status_key, o.confirm_payment, o.delivery_option_id, o.delivery_fee_satang,
         o.total_price_satang, o.total_discount_satang, o.total_qty, o.recipient_name, o.pay_slip_path, o.barcode, o.created_at,
         s.uri, s.name as store_name
    from orders o join stores s on s.id = o.store_id
   where o.store_id = $1 and o.status_key = any($2) and o.delivery_option_id = $3
   order by o.created_at desc, o.id desc
   limit 10 offset 0`;
const COUNT_SQL = 'select count(*)::int as n from orders where store_id = $1 and status_key = any($2) and delivery_option_id = $3';

/**
 * Fills the demo store with 100,000 orders in one INSERT ... SELECT generate_series (statuses and
 * delivery options cycle, one a minute back in time); a store already that full is reused.
 */
async function seedOrders(pool: pg.Pool): Promise<string> {
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
  // What autovacuum would do soon after a bulk load: statistics, and the visibility map index-only scans need.
  await pool.query('vacuum analyze orders');
  console.log(`seeded ${ORDERS} orders in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return seed.store_id;
}

/**
 * The seller's order list (10 per page, status and delivery-option filters) on a store with 100,000
 * orders, through our whole server beside the same two statements through bare pg behind bare Fastify.
 * PostgreSQL only: PGlite is single-connection and is not what a store this size runs on.
 */
export async function ordersListBench() {
  if (!process.env.DATABASE_URL) {
    console.log('orders list (100,000 orders)            skipped: set DATABASE_URL to a PostgreSQL database to run it');
    return;
  }
  const songdee = await startSongdee();
  // The server's own fresh database (bench/lib.ts), so the baseline reads the very same rows.
  const pool = new pg.Pool({ connectionString: songdee.databaseUrl, max: 10 });
  try {
    const storeId = await seedOrders(pool);
    const tokenResponse = await fetch(`${songdee.url}/api/Token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=password&username=seller%40songdee.test&password=songdee123',
    });
    const token = ((await tokenResponse.json()) as { access_token: string }).access_token;
    const path = `/api/stores/${storeId}/orders?page=1&size=10&statuses=${STATUSES.join(',')}&deliveryOption=${OPTION}`;
    const check = await fetch(`${songdee.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
    const body = (await check.json()) as { paging: { totalCount: number }; contents: unknown[] };
    if (check.status !== 200 || body.contents.length !== 10) throw new Error(`order list answered ${check.status}`);

    const baseline = await startBareList(pool, storeId);
    try {
      const ours = await measure(songdee.url, { path, headers: { authorization: `Bearer ${token}` } });
      const base = await measure(baseline.url, { path: '/orders' });
      console.log(`database: postgres, ${body.paging.totalCount} orders match the filters`);
      report('order list 10/page + filters (100k)', ours, base);
    } finally {
      await baseline.close();
    }
  } finally {
    await pool.end();
    await songdee.close();
  }
}

/** Bare Fastify answering the same page with the same SQL through pg: no auth, validation or mapping. */
async function startBareList(pool: pg.Pool, storeId: string) {
  const app = Fastify({ logger: false });
  app.get('/orders', async () => {
    const params = [storeId, STATUSES, OPTION];
    const [rows, total] = await Promise.all([pool.query(ROWS_SQL, params), pool.query<{ n: number }>(COUNT_SQL, params)]);
    return { contents: rows.rows, paging: { page: 1, size: 10, totalCount: total.rows[0]?.n ?? 0 } };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, close: () => app.close() };
}
