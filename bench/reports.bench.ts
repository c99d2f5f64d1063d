import Fastify from 'fastify';
import type pg from 'pg';
import { onSongdeePostgres, resetPeakMemory, residentMemory, startSongdeeProcess } from './lib';

/**
 * Reports at country scale: 1,000,000 mailings and 200,000 orders over two years, 500 stores, 900 post
 * offices, on PostgreSQL. Every chart and list endpoint is timed through our whole server (HTTP, session, outlet
 * scope, validation, serialisation) beside the best plain SQL for the same figure behind bare Fastify and bare pg,
 * in the same run; the one-store and one-office figures are EXPLAINed to show they read through an index; the
 * Excel export of about 100,000 rows is timed to its first byte and to its end with the server process's peak RSS.
 */

const MAILINGS = 1_000_000;
const ORDERS = 200_000;
const STORES = 500;
const OUTLETS = 900;
const PAYMENTS = 100_000;
const ZONE_USERS = 50_000;
const DAYS = 730;
const OUTLET = '10110';

const year = new Date().getFullYear() - 1;
const yearSpan = [`${year}-01-01T00:00:00+07:00`, `${year + 1}-01-01T00:00:00+07:00`];
const monthSpan = [`${year}-06-01T00:00:00+07:00`, `${year}-07-01T00:00:00+07:00`];

async function seed(pool: pg.Pool) {
  const started = performance.now();
  const q = (sql: string, params: unknown[] = []) => pool.query(sql, params);
  // A row's store is 1 + i % STORES, so what varies within one store (paid or not, service, status) is taken from
  // i / STORES: every store (and office) then has paid orders, every service and some cancelled parcels.
  // The 900 offices (10110, the demo outlet admin's, among them) and the provinces the rows cycle through.
  await q(`create table bench_outlets as select code, row_number() over (order by (code = '${OUTLET}') desc, code) as n
             from outlets where type = 3 order by (code = '${OUTLET}') desc, code limit ${OUTLETS}`);
  await q(`create table bench_provinces as select id, row_number() over (order by id) as n from provinces`);
  await q(`with owners as (
             insert into users (email, first_name, last_name, phone, email_confirmed, created_at)
             select 'bench-owner-' || i || '@example.test', 'ผู้ขาย', 'ที่ ' || i, '08' || lpad(i::text, 8, '0'), true,
                    now() - (i % ${DAYS}) * interval '1 day'
               from generate_series(1, ${STORES - 1}) i
             returning id, email)
           insert into stores (uri, name, type, owner_user_id, phone, postcode, province_id, created_at)
           select 'bench-' || split_part(split_part(email, '@', 1), '-', 3), 'ร้านทดสอบ ' || split_part(split_part(email, '@', 1), '-', 3),
                  'Publish', id, '0800000000',
                  (select code from bench_outlets where n = 1 + (split_part(split_part(email, '@', 1), '-', 3)::int % ${OUTLETS})),
                  (select id from bench_provinces where n = 1 + (split_part(split_part(email, '@', 1), '-', 3)::int % 77)),
                  now() - (split_part(split_part(email, '@', 1), '-', 3)::int % ${DAYS}) * interval '1 day'
             from owners`);
  await q(`update stores set postcode = '${OUTLET}', province_id = 10 where uri = 'somchai-shop'`);
  await q(`create table bench_stores as select id, row_number() over (order by uri) as n from stores`);
  await q(`insert into products (store_id, category_id, name, price_satang)
           select s.id, (select min(id) from product_categories), 'สินค้า ' || k, 5000 + k * 1000
             from bench_stores s cross join generate_series(1, 5) k`);
  await q(`insert into orders (store_id, user_id, name, status_key, confirm_payment, delivery_option_id, delivery_fee_satang,
                               total_price_satang, total_qty, recipient_name, home_address, postcode, created_at)
           select s.id, (select id from users where email = 'buyer@songdee.test'), 'B-' || lpad(i::text, 7, '0'),
                  'PENDING_TO_BE_PACKED', (i / ${STORES}) % 10 < 7, (array['ems','registered','parcel'])[1 + i % 3], 5000, 10000 + (i % 50) * 100,
                  1 + i % 3, 'ผู้ซื้อ ' || i, i || '/1', '10110',
                  now() - (i % ${DAYS}) * interval '1 day' - (i % 1440) * interval '1 minute'
             from generate_series(1, ${ORDERS}) i join bench_stores s on s.n = 1 + i % ${STORES}`);
  await q(`insert into order_items (order_id, product_id, name, price_satang, quantity)
           select o.id, p.id, p.name, p.price_satang, o.total_qty
             from (select id, store_id, total_qty, row_number() over () as i from orders where name like 'B-%') o
             join lateral (select id, name, price_satang from products where store_id = o.store_id
                            order by created_at, id offset (o.i % 5) limit 1) p on true`);
  await q(`insert into mailings (store_id, barcode, batch_id, delivery_option_id, weight_grams, service_cost_satang, postal_code,
                                 sender_name, sender_phone, sender_address, sender_postcode, sender_province_id,
                                 recipient_name, recipient_phone, recipient_address, recipient_postcode, status_key, created_at)
           select s.id, 'BN' || lpad(i::text, 9, '0') || 'TH', gen_random_uuid(),
                  (array['ems','registered','parcel','promptpost','zonebox'])[1 + (i / ${STORES}) % 5], 100 + i % 5000, 3200 + (i % 50) * 100,
                  o.code, 'ผู้ส่ง ' || (i % 1000), '0812345678', '99/9 ถนนสุขุมวิท', o.code, p.id,
                  'ผู้รับ ' || i, '0898765432', i || '/2 หมู่บ้านน้ำทิพย์', '50200',
                  case when (i / ${STORES}) % 20 = 0 then 'CANCELLED'
                       else (array['WAITING_FOR_DELIVERY','DURING_DELIVERY_NOTE','DELIVERED'])[1 + (i / ${STORES}) % 3] end,
                  now() - (i % ${DAYS}) * interval '1 day' - (i % 86400) * interval '1 second'
             from generate_series(1, ${MAILINGS}) i
             join bench_stores s on s.n = 1 + i % ${STORES}
             join bench_outlets o on o.n = 1 + (i * 7) % ${OUTLETS}
             join bench_provinces p on p.n = 1 + i % 77`);
  await q(`insert into card_payments (store_id, target_kind, target_id, reference, gateway_order_id, amount_satang, status, created_at)
           select s.id, (array['shippingList','order'])[1 + i % 2], gen_random_uuid(), 'BP' || i, 'BG' || i, 10000 + i % 9000,
                  (array['PAID','PAID','FAILED','CANCELLED','PENDING'])[1 + i % 5], now() - (i % ${DAYS}) * interval '1 day'
             from generate_series(1, ${PAYMENTS}) i join bench_stores s on s.n = 1 + i % ${STORES}`);
  await q(`insert into users (email, first_name, last_name, phone, email_confirmed, zone, created_at)
           select 'bench-zone-' || i || '@example.test', 'สมาชิก', 'ที่ ' || i, '0811111111', i % 4 > 0,
                  jsonb_build_object('postalCode', o.code, 'outletName', 'ที่ทำการ ' || o.code, 'staff', null),
                  now() - (i % ${DAYS}) * interval '1 day'
             from generate_series(1, ${ZONE_USERS}) i join bench_outlets o on o.n = 1 + i % ${OUTLETS}`);
  // What autovacuum would do soon after a bulk load: statistics, and the visibility map index-only scans need.
  await q('vacuum analyze');
  console.log(
    `seeded ${MAILINGS.toLocaleString('en')} mailings, ${ORDERS.toLocaleString('en')} orders, ${STORES} stores, ${OUTLETS} outlets, ` +
      `${PAYMENTS.toLocaleString('en')} card payments, ${ZONE_USERS.toLocaleString('en')} zone users in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
}

/** The best plain SQL for each figure (what our repository asks for, written by hand). */
function baselineSql(storeId: string) {
  const live = `status_key <> 'CANCELLED'`;
  const mailingCols = `m.id, m.barcode, o.name, s.name as store_name, m.weight_grams, m.service_cost_satang, m.delivery_option_id,
                       m.status_key, m.track_status_description, m.postal_code, m.created_at`;
  const mailingPage = (where: string) => [
    `select ${mailingCols} from mailings m join stores s on s.id = m.store_id left join orders o on o.id = m.order_id
      where ${where} order by m.created_at desc, m.id desc limit 10`,
    `select count(*)::int as n from mailings m where ${where}`,
  ];
  return {
    countAll: [
      `select delivery_option_id, count(*), sum(weight_grams), sum(service_cost_satang) from mailings
        where created_at >= '${yearSpan[0]}' and created_at < '${yearSpan[1]}' and ${live} group by 1 order by 1`,
    ],
    countOutlet: [
      `select delivery_option_id, count(*), sum(weight_grams), sum(service_cost_satang) from mailings
        where postal_code = '${OUTLET}' and created_at >= '${yearSpan[0]}' and created_at < '${yearSpan[1]}' and ${live} group by 1 order by 1`,
    ],
    mailingsAll: mailingPage(`m.created_at >= '${yearSpan[0]}' and m.created_at < '${yearSpan[1]}'`),
    mailingsOutlet: mailingPage(`m.postal_code = '${OUTLET}' and m.created_at >= '${yearSpan[0]}' and m.created_at < '${yearSpan[1]}'`),
    stores: [
      `select s.id, s.name, s.uri, s.phone, coalesce(p.name, ''), s.type, s.created_at from stores s left join provinces p on p.id = s.province_id
        order by s.created_at desc, s.id desc limit 10`,
      'select count(*)::int as n from stores',
    ],
    users: [
      `select id, first_name, last_name, phone, email, created_at, zone, email_confirmed from users where role is null
        order by created_at desc, id desc limit 10`,
      'select count(*)::int as n from users where role is null',
    ],
    pay: [
      `select target_kind, count(*) filter (where status = 'PAID'), coalesce(sum(amount_satang) filter (where status = 'PAID'), 0),
              count(*) filter (where status = 'FAILED'), count(*) filter (where status = 'CANCELLED')
         from card_payments where created_at >= '${yearSpan[0]}' and created_at < '${yearSpan[1]}' group by 1 order by 1`,
    ],
    byOutlet: [
      `select g.postal_code, coalesce(o.name, ''), g.delivery_option_id, g.c, g.w, g.s
         from (select postal_code, delivery_option_id, count(*) c, sum(weight_grams) w, sum(service_cost_satang) s from mailings
                where created_at >= '${monthSpan[0]}' and created_at < '${monthSpan[1]}' and ${live} group by 1, 2) g
         left join outlets o on o.code = g.postal_code order by 1, 3`,
    ],
    storeMonths: [
      `select extract(month from created_at at time zone 'Asia/Bangkok'), count(*), sum(total_price_satang) from orders
        where store_id = '${storeId}' and confirm_payment and created_at >= '${yearSpan[0]}' and created_at < '${yearSpan[1]}' group by 1`,
      `select extract(year from created_at at time zone 'Asia/Bangkok'), count(*), sum(total_price_satang) from orders
        where store_id = '${storeId}' and confirm_payment group by 1 order by 1`,
    ],
    storeProducts: [
      `select i.product_id, coalesce(max(p.name), max(i.name)), sum(i.quantity), sum(i.price_satang * i.quantity - i.discount_satang)
         from order_items i join orders o on o.id = i.order_id left join products p on p.id = i.product_id
        where o.store_id = '${storeId}' and o.confirm_payment
        group by i.product_id, case when i.product_id is null then i.name end order by 3 desc, 2 limit 20`,
    ],
    storeDelivery: [
      `select delivery_option_id, count(*), sum(weight_grams), sum(service_cost_satang) from mailings
        where store_id = '${storeId}' and ${live} and created_at >= '${yearSpan[0]}' and created_at < '${yearSpan[1]}' group by 1 order by 1`,
    ],
  };
}

/** Bare Fastify answering each figure with its plain SQL through bare pg (statements of a list run together). */
async function startBare(pool: pg.Pool, figures: Record<string, string[]>) {
  const app = Fastify({ logger: false });
  app.get('/empty', async () => ({}));
  for (const [name, statements] of Object.entries(figures)) {
    app.get(`/${name}`, async () => (await Promise.all(statements.map((s) => pool.query(s)))).map((r) => r.rows));
  }
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, close: () => app.close() };
}

/** One request read to its end, in milliseconds. */
async function timed(url: string, headers: Record<string, string>): Promise<number> {
  const started = performance.now();
  const res = await fetch(url, { headers });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
  return performance.now() - started;
}

const middle = (times: number[]) => times.sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? Number.NaN;

/**
 * Medians of `runs` sequential requests to ours and to its baseline, taken in turns so both meet the same load on a
 * shared machine, each after the same two warm-up requests.
 */
async function medians(ours: [string, Record<string, string>], bare: string, runs = 15): Promise<[number, number]> {
  const oursTimes: number[] = [];
  const bareTimes: number[] = [];
  for (let i = 0; i < runs + 2; i++) {
    const a = await timed(...ours);
    const b = await timed(bare, {});
    if (i < 2) continue;
    oursTimes.push(a);
    bareTimes.push(b);
  }
  return [middle(oursTimes), middle(bareTimes)];
}

/** The plan's scans: which relations are read and how (a one-store report must not scan the whole mailings table). */
async function scans(pool: pg.Pool, sql: string): Promise<string> {
  const { rows } = await pool.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(`explain (format json) ${sql}`);
  const found: string[] = [];
  const walk = (node: PlanNode) => {
    if (node['Relation Name'] || node['Index Name']) {
      found.push(
        `${node['Node Type']}${node['Index Name'] ? ` using ${node['Index Name']}` : ''}${node['Relation Name'] ? ` on ${node['Relation Name']}` : ''}`,
      );
    }
    for (const child of node.Plans ?? []) walk(child);
  };
  const plan = rows[0]?.['QUERY PLAN'][0]?.Plan;
  if (plan) walk(plan);
  return found.join('; ');
}
interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

async function token(base: string, email: string) {
  const res = await fetch(`${base}/api/Token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username: email, password: 'songdee123' }).toString(),
  });
  return { authorization: `Bearer ${((await res.json()) as { access_token: string }).access_token}` };
}

/**
 * The Excel export streamed to its end through HTTP: time to the answer's headers and first bytes, total time, size,
 * and the server process's resident memory, sampled every 25 ms (and its kernel high-water mark, reset just before).
 */
async function timeExport(url: string, headers: Record<string, string>, pid: number) {
  const idle = residentMemory(pid).rss;
  const peakReset = resetPeakMemory(pid);
  let sampled = idle;
  const sampler = setInterval(() => {
    sampled = Math.max(sampled, residentMemory(pid).rss);
  }, 25);
  const started = performance.now();
  const res = await fetch(url, { headers });
  const headersAt = performance.now() - started;
  if (res.status !== 200 || !res.body) throw new Error(`export answered ${res.status}`);
  let firstByteAt = 0;
  let bytes = 0;
  for await (const chunk of res.body) {
    if (bytes === 0) firstByteAt = performance.now() - started;
    bytes += (chunk as Uint8Array).byteLength;
  }
  clearInterval(sampler);
  const { peak } = residentMemory(pid);
  return { headersAt, firstByteAt, totalMs: performance.now() - started, bytes, idle, peak: peakReset ? Math.max(peak, sampled) : sampled };
}

export async function reportsBench() {
  await onSongdeePostgres('reports (1,000,000 mailings)             ', async (songdee, pool) => {
    await seed(pool);
    const { rows } = await pool.query<{ id: string }>(`select id from stores where uri = 'somchai-shop'`);
    const storeId = rows[0]?.id as string;
    const central = await token(songdee.url, 'admin@songdee.test');
    const outlet = await token(songdee.url, 'outlet@songdee.test');
    const seller = await token(songdee.url, 'seller@songdee.test');
    const sql = baselineSql(storeId);
    const bare = await startBare(pool, sql);
    const range = `startDate=06/01/${year}&endDate=06/30/${year}`;
    const store = `/api/stores/${storeId}/reports`;
    const figures: Array<[string, keyof typeof sql, string, Record<string, string>]> = [
      ['countalldelivery, country, year', 'countAll', `/api/reports/countalldelivery?year=${year}`, central],
      ['countalldelivery, one office, year', 'countOutlet', `/api/reports/countalldelivery?year=${year}`, outlet],
      ['getallmailing page, country, year', 'mailingsAll', `/api/reports/getallmailing?year=${year}`, central],
      ['getallmailing page, one office, year', 'mailingsOutlet', `/api/reports/getallmailing?year=${year}`, outlet],
      ['getallstore page', 'stores', '/api/reports/getallstore', central],
      ['getalluser page (50k users)', 'users', '/api/reports/getalluser', central],
      ['getallpay, country, year', 'pay', `/api/reports/getallpay?startDate=01/01/${year}&endDate=12/31/${year}`, central],
      ['deliverybyadmin, country, June', 'byOutlet', `/api/reports/deliverybyadmin?${range}`, central],
      ['summarybymonth, one store', 'storeMonths', `${store}/summarybymonth?year=${year}`, seller],
      ['countproductitem, one store', 'storeProducts', `${store}/countproductitem`, seller],
      ['countdelivery, one store', 'storeDelivery', `${store}/countdelivery?year=${year}`, seller],
    ];
    console.log(
      `database: postgres; figures are medians of 15 sequential requests, ours and bare in turns; ratio = ours / bare pg (target <= 2)`,
    );
    try {
      // What every signed-in report request costs before its figure: the session lookup and the reader's scope.
      const [fixed, empty] = await medians([`${songdee.url}/api/reports/scope`, outlet], `${bare.url}/empty`);
      console.log(
        `${'fixed cost: /api/reports/scope'.padEnd(38)} ours ${fixed.toFixed(1).padStart(8)} ms | bare empty ${empty.toFixed(1).padStart(5)} ms`,
      );
      for (const [name, key, path, auth] of figures) {
        const [ours, base] = await medians([`${songdee.url}${path}`, auth], `${bare.url}/${key}`);
        console.log(
          `${name.padEnd(38)} ours ${ours.toFixed(1).padStart(8)} ms | bare pg ${base.toFixed(1).padStart(8)} ms | ratio ${(ours / base).toFixed(2)}`,
        );
      }
    } finally {
      await bare.close();
    }

    console.log(`plan, countdelivery of one store:      ${await scans(pool, sql.storeDelivery[0] as string)}`);
    console.log(`plan, countalldelivery of one office:  ${await scans(pool, sql.countOutlet[0] as string)}`);
    console.log(`plan, summarybymonth of one store:     ${await scans(pool, sql.storeMonths[0] as string)}`);

    // About 100,000 rows: one service's parcels of one year.
    const exportFilter = `year=${year}&servTypeId=ems`;
    const { rows: counted } = await pool.query<{ n: number }>(
      `select count(*)::int as n from mailings where created_at >= $1 and created_at < $2 and delivery_option_id = 'ems'`,
      yearSpan,
    );
    // The server alone, as its own process on the bench's database: its memory is not mixed with the reader's.
    const server = await startSongdeeProcess(songdee.databaseUrl as string);
    const exportUrl = `${server.url}/api/reports/getallmailing/excel?${exportFilter}`;
    let exp: Awaited<ReturnType<typeof timeExport>>;
    let small: Awaited<ReturnType<typeof timeExport>>;
    let whole: Awaited<ReturnType<typeof timeExport>>;
    try {
      // One small export first, so 'idle' is a server that has loaded its Excel writer and opened its connections.
      await (
        await fetch(`${server.url}/api/reports/getallmailing/excel?year=${year}&searchString=BN000000001`, { headers: central })
      ).arrayBuffer();
      // A tenth of the rows first (barcodes BN00000xxxx): a streamed export peaks at about the same memory for both.
      small = await timeExport(`${server.url}/api/reports/getallmailing/excel?searchString=BN00000`, central, server.pid);
      exp = await timeExport(exportUrl, central, server.pid);
      // Every service of the year (about 475,000 rows): whether the peak still grows past 100,000 rows.
      whole = await timeExport(`${server.url}/api/reports/getallmailing/excel?year=${year}`, central, server.pid);
    } finally {
      await server.close();
    }
    const readStarted = performance.now();
    await pool.query(
      `select m.*, s.name, o.name from mailings m join stores s on s.id = m.store_id left join orders o on o.id = m.order_id
      where m.created_at >= $1 and m.created_at < $2 and m.delivery_option_id = 'ems' order by m.created_at desc, m.id desc`,
      yearSpan,
    );
    const readMs = performance.now() - readStarted;
    const mb = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MB`;
    console.log(
      `excel export, ${counted[0]?.n.toLocaleString('en')} rows: headers ${exp.headersAt.toFixed(0)} ms, first bytes ${exp.firstByteAt.toFixed(0)} ms, ` +
        `all ${(exp.totalMs / 1000).toFixed(1)} s, ${mb(exp.bytes)} file | bare pg reading the same rows at once ${(readMs / 1000).toFixed(1)} s`,
    );
    console.log(
      `excel export, server process RSS (target < 300 MB): ${counted[0]?.n.toLocaleString('en')} rows idle ${mb(exp.idle)}, peak ${mb(exp.peak)} | ` +
        `9,999 rows (${mb(small.bytes)} file, ${(small.totalMs / 1000).toFixed(1)} s) idle ${mb(small.idle)}, peak ${mb(small.peak)} | ` +
        `the whole year (${mb(whole.bytes)} file, ${(whole.totalMs / 1000).toFixed(1)} s) idle ${mb(whole.idle)}, peak ${mb(whole.peak)}`,
    );
  });
}
