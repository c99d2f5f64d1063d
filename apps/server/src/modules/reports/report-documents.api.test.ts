import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as XLSX from '@e965/xlsx';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { pdfInfo, run } from '../../../test/pdf-tools';
import { createReportWorld, OUTLET_BKK, OUTLET_CM } from '../../../test/report-fixtures';
import { useFixture, useTestApp } from '../../../test/use-test-app';

/** Files for people to open and look at (gitignored). */
const ARTIFACTS = fileURLToPath(new URL('../../../test-artifacts/reports/', import.meta.url));

const t = useTestApp();
const w = useFixture(() => createReportWorld(t));
beforeAll(() => {
  rmSync(ARTIFACTS, { recursive: true, force: true });
  mkdirSync(ARTIFACTS, { recursive: true });
});

const year2025 = 'startdate=01/01/2025&endDate=12/31/2025';

async function download(url: string, auth: Record<string, string>, name: string) {
  const res = await t.app.inject({ method: 'GET', url, headers: auth });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  const file = join(ARTIFACTS, name);
  writeFileSync(file, res.rawPayload);
  return { res, file };
}

/** The text pdftotext reads, in drawing order (one line per drawn text). */
const pdfText = (file: string) => run('pdftotext', ['-raw', file, '-']);

/**
 * The first sheet as LibreOffice reads it, converted to CSV (UTF-8, comma separated); `asShown` writes each cell as
 * its number format shows it (a date's era, say).
 */
function libreOfficeCsv(file: string, { asShown = false } = {}): string[][] {
  const outDir = join(ARTIFACTS, asShown ? 'csv-shown' : 'csv');
  mkdirSync(outDir, { recursive: true });
  const filter = `csv:Text - txt - csv (StarCalc):44,34,76${asShown ? ',1,,0,false,true,true' : ''}`;
  execFileSync('soffice', ['--headless', '--convert-to', filter, '--outdir', outDir, file], {
    stdio: 'ignore',
    env: { ...process.env, HOME: join(ARTIFACTS, 'lo-home') },
  });
  const csv = readFileSync(
    join(
      outDir,
      `${file
        .split('/')
        .pop()
        ?.replace(/\.xlsx$/, '')}.csv`,
    ),
    'utf8',
  );
  return parseCsv(csv.trim());
}

/** RFC 4180 fields: quoted fields may hold commas and doubled quotes. */
function parseCsv(csv: string): string[][] {
  return csv.split('\n').map((line) => {
    const cells: string[] = [];
    let cell = '';
    let quoted = false;
    for (let i = 0; i < line.length; i++) {
      const c = line[i];
      if (quoted && c === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = !quoted;
      else if (c === ',' && !quoted) {
        cells.push(cell);
        cell = '';
      } else cell += c;
    }
    cells.push(cell);
    return cells;
  });
}

/** The first sheet as the project's Excel reader reads it: typed cells, and the sheet object for its layout. */
function readWorkbook(file: string) {
  const book = XLSX.read(readFileSync(file), { type: 'buffer', cellDates: true, cellStyles: true });
  const sheet = book.Sheets[book.SheetNames[0] ?? ''];
  if (!sheet) throw new Error('no sheet');
  const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true });
  return { book, sheet, rows };
}

describe('store report PDFs', () => {
  it('prints the order report on A4 with the range, the store, the Thai headings and the totals', async () => {
    const { res, file } = await download(`/api/stores/${w.storeA}/reports/OrderByStoreReport?${year2025}`, w.sellerA.auth, 'orders.pdf');
    expect(res.headers['content-type']).toBe('application/pdf');
    const info = pdfInfo(file);
    expect([Math.round(info.width), Math.round(info.height)]).toEqual([842, 595]);
    const text = pdfText(file);
    for (const expected of ['รายงานสรุปคำสั่งซื้อ', 'ร้านน้ำผึ้งป่า', '01/01/2568 - 31/12/2568', 'เลขที่คำสั่งซื้อ', 'ค่าสินค้า (บาท)', 'หน้า 1/1']) {
      expect(text).toContain(expected);
    }
    // Three paid orders of 2025 (the unpaid one and 2024's are not in it): goods 1,150.00, fees 90.00, together 1,240.00.
    expect(text).toContain('รวม 3 คำสั่งซื้อ');
    expect(text).toContain('1,150.00');
    expect(text).toContain('90.00');
    expect(text).toContain('1,240.00');
    expect(text).not.toContain('SD-250310-0001');
    expect(text).toContain('SD-250201-0001');
  });

  it('prints the product and delivery reports with their totals', async () => {
    const products = await download(`/api/stores/${w.storeA}/reports/ProductByStoreReport?${year2025}`, w.sellerA.auth, 'products.pdf');
    expect(Math.round(pdfInfo(products.file).width)).toBe(595);
    const p = pdfText(products.file);
    expect(p).toContain('รายงานสรุปสินค้าที่ขายได้');
    expect(p).toContain('สบู่น้ำผึ้ง');
    expect(p).toContain('รวม 2 รายการสินค้า');
    expect(p).toContain('1,150.00');

    const delivery = await download(`/api/stores/${w.storeA}/reports/DeliveryByStoreReport?${year2025}`, w.sellerA.auth, 'delivery.pdf');
    const d = pdfText(delivery.file);
    expect(d).toContain('รายงานสรุปการจัดส่ง');
    expect(d).toContain('อีเอ็มเอส (EMS)');
    // 2 EMS + 1 registered parcels, 2,100 g, 127.00 baht (the cancelled parcel is left out).
    expect(d).toMatch(/รวม\s+3\s+2,100\s+127\.00/);
  });

  it('says when the range has nothing', async () => {
    const { file } = await download(
      `/api/stores/${w.storeA}/reports/DeliveryByStoreReport?startdate=01/01/2020&endDate=01/31/2020`,
      w.sellerA.auth,
      'delivery-empty.pdf',
    );
    expect(pdfText(file)).toContain('ไม่มีข้อมูลในช่วงวันที่ที่เลือก');
  });
});

describe('post-office report files', () => {
  it('prints the delivery-by-office report as an A4 PDF, every page naming the range and the office', async () => {
    const { file } = await download(
      `/api/stores/1/reports/DeliveryByAdminReport?startDate=01/01/2025&endDate=12/31/2025&outletId=${OUTLET_CM}`,
      w.central.auth,
      'delivery-by-outlet.pdf',
    );
    const info = pdfInfo(file);
    expect([Math.round(info.width), Math.round(info.height)]).toEqual([595, 842]);
    const text = pdfText(file);
    expect(text).toContain('รายงานสรุปการฝากส่งตามที่ทำการไปรษณีย์');
    expect(text).toContain(`${OUTLET_CM} `);
    expect(text).toMatch(/รวม\s+2\s+3,100\s+72\.00/);
  });

  it('exports the delivery-by-office report to Excel with numbers as numbers, a frozen header and widths', async () => {
    const { res, file } = await download(
      '/api/stores/1/reports/DeliveryByAdminReport?startDate=01/01/2025&endDate=12/31/2025&type=excel',
      w.central.auth,
      'delivery-by-outlet.xlsx',
    );
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toContain('attachment');
    const { sheet, rows } = readWorkbook(file);
    expect(rows[0]).toEqual(['รหัสที่ทำการ', 'ที่ทำการไปรษณีย์', 'บริการ', 'จำนวนชิ้น', 'น้ำหนัก (กรัม)', 'ค่าบริการ (บาท)']);
    expect(rows[1]).toEqual([OUTLET_BKK, expect.any(String), 'อีเอ็มเอส (EMS)', 3, 2800, 157]);
    expect(rows[rows.length - 1]).toEqual([undefined, 'รวม', undefined, 5, 5900, 229]);
    expect(sheet['!cols']?.[1]?.wch ?? sheet['!cols']?.[1]?.width).toBeGreaterThan(20);
    const xml = run('unzip', ['-p', file, 'xl/worksheets/sheet1.xml']);
    expect(xml).toMatch(/<pane [^>]*ySplit="1"[^>]*state="frozen"/);

    const csv = libreOfficeCsv(file);
    expect(csv[0]).toEqual(['รหัสที่ทำการ', 'ที่ทำการไปรษณีย์', 'บริการ', 'จำนวนชิ้น', 'น้ำหนัก (กรัม)', 'ค่าบริการ (บาท)']);
    // LibreOffice shows what a clerk sees: separators and two decimals.
    expect(csv[csv.length - 1]).toEqual(['', 'รวม', '', '5', '5,900', '229.00']);
  });

  it('exports the mailings of an outlet admin’s office with dates as dates and Thai intact', async () => {
    const { file } = await download('/api/reports/getallmailing/excel?year=2025', w.outletAdmin.auth, 'mailings.xlsx');
    const { rows, sheet } = readWorkbook(file);
    expect(rows[0]).toEqual([
      'วันที่ฝาก',
      'หมายเลขพัสดุ',
      'เลขที่คำสั่งซื้อ',
      'ร้านค้า',
      'บริการ',
      'น้ำหนัก (กรัม)',
      'ค่าบริการ (บาท)',
      'สถานะ',
      'สถานะติดตามพัสดุ',
      'ที่ทำการรับฝาก',
    ]);
    // Office 50200 only: B's parcel (1 June) then A's registered one (1 April), newest first.
    expect(rows).toHaveLength(3);
    expect(rows[1]).toEqual([
      expect.any(Date),
      expect.any(String),
      undefined,
      'ร้านเชียงใหม่',
      'พัสดุ',
      3000,
      50,
      'รอนำส่ง',
      undefined,
      OUTLET_CM,
    ]);
    // The date cell is a date (Bangkok wall-clock 01/06/2025 10:00), formatted day first; LibreOffice shows 2568.
    expect(sheet.A2?.t).toBe('d');
    // A Thai reader's file shows the Buddhist-era year (Thai locale, Buddhist calendar) on a date cell.
    expect(sheet.A2?.z).toBe('[$-107041E]dd/mm/yyyy hh:mm');
    const csv = libreOfficeCsv(file);
    expect(csv[1]?.[0]).toBe('01/06/2568 10:00');
    expect(csv[1]?.slice(3, 8)).toEqual(['ร้านเชียงใหม่', 'พัสดุ', '3,000', '50.00', 'รอนำส่ง']);
  });

  it('exports more rows than one batch, each once, newest first, also when several share a microsecond', async () => {
    // 4,500 parcels of 2023 (no other test counts that year), three to each instant with microseconds.
    await t.database.db.execute(sql`
      insert into mailings (store_id, barcode, batch_id, delivery_option_id, weight_grams, service_cost_satang, postal_code,
                            sender_name, sender_phone, sender_address, sender_postcode, recipient_name, recipient_phone,
                            recipient_address, recipient_postcode, created_at)
      select ${w.storeB}, 'ZZ' || lpad(i::text, 9, '0') || 'TH', gen_random_uuid(), 'parcel', i, 100, ${OUTLET_CM},
             's', '0', 'a', '50200', 'r', '0', 'a', '50200',
             timestamptz '2023-05-01 10:00:00.000123+07' + (i / 3) * interval '1 second'
        from generate_series(1, 4500) i`);
    const { file } = await download('/api/reports/getallmailing/excel?year=2023', w.central.auth, 'mailings-2023.xlsx');
    const rows = readWorkbook(file).rows.slice(1);
    expect(rows).toHaveLength(4500);
    const weights = rows.map((row) => row[5] as number);
    expect(new Set(weights).size).toBe(4500);
    // Newest first: the instants never go up.
    const times = rows.map((row) => (row[0] as Date).getTime());
    expect(times.every((time, i) => i === 0 || time <= (times[i - 1] ?? time))).toBe(true);
  });

  it('exports users with the spec’s columns, and stores and payments', async () => {
    const users = await download('/api/reports/users/excel?start=03/01/2025&end=04/30/2025', w.central.auth, 'users.xlsx');
    const u = readWorkbook(users.file).rows;
    // The spec's fields (FirstName, LastName, Phone, Email, RegisDate, CouponOutlet, EmailConfirmed), headed in the
    // reader's language like every other export.
    expect(u[0]).toEqual(['ชื่อ', 'นามสกุล', 'เบอร์โทรศัพท์', 'อีเมล', 'วันที่สมัคร', 'ที่ทำการที่สมัคร', 'ยืนยันอีเมลแล้ว']);
    expect(u.slice(1).map((row) => [row[0], row[5], row[6]])).toEqual([
      ['ปิติ', `${OUTLET_BKK} ที่ทำการ ${OUTLET_BKK}`, 'ใช่'],
      ['มานี', `${OUTLET_CM} ที่ทำการ ${OUTLET_CM}`, 'ใช่'],
    ]);
    expect(libreOfficeCsv(users.file)[2]?.slice(0, 2)).toEqual(['มานี', 'ทดสอบ']);

    const stores = await download('/api/reports/getallstore/excel?provId=50', w.central.auth, 'stores.xlsx');
    expect(
      readWorkbook(stores.file)
        .rows.slice(1)
        .map((row) => [row[0], row[3], row[4]]),
    ).toEqual([['ร้านเชียงใหม่', 'เชียงใหม่', 'ร้านค้า']]);

    const pay = await download('/api/reports/getallpay?startDate=01/01/2025&endDate=12/31/2025&type=excel', w.central.auth, 'pay.xlsx');
    const p = readWorkbook(pay.file).rows;
    expect(p[0]).toEqual(['รายการ', 'ชำระสำเร็จ (ครั้ง)', 'ยอดชำระ (บาท)', 'ไม่สำเร็จ (ครั้ง)', 'ยกเลิก (ครั้ง)']);
    expect(p[p.length - 1]).toEqual(['รวม', 2, 200, 1, 1]);

    const reserves = await download(
      '/api/reports/getallreserve?startDate=01/01/2025&endDate=12/31/2025&type=excel',
      w.central.auth,
      'reserves.xlsx',
    );
    const r = readWorkbook(reserves.file).rows;
    expect(r[0]).toEqual(['ขนาดกล่อง', 'จำนวนการจอง', 'จำนวนกล่อง', 'กล่องที่ส่งมอบแล้ว', 'ราคา (บาท)']);
    expect(r[2]).toEqual(['กล่องขนาด S', 1, 20, 20, 740]);
    expect(libreOfficeCsv(reserves.file)[5]).toEqual(['ชำระเงินแล้ว', '1', '', '', '1,260.00']);
  });

  it('dates Thai files in the Buddhist era and English ones in the common era, as the screens do', async () => {
    // Registered in March-April 2025 (CE), which a Thai reader reads as 2568.
    const url = '/api/reports/users/excel?start=03/01/2025&end=04/30/2025';
    const th = await download(url, w.central.auth, 'users-th.xlsx');
    const thDates = libreOfficeCsv(th.file, { asShown: true })
      .slice(1)
      .map((row) => row[4]);
    expect(thDates).toHaveLength(2);
    for (const shown of thDates) expect(shown).toMatch(/^\d{2}\/0[34]\/2568 \d{2}:\d{2}$/);
    // Still a date cell, so the file sorts and filters by date.
    expect(readWorkbook(th.file).rows[1]?.[4]).toBeInstanceOf(Date);

    const en = await download(url, { ...w.central.auth, 'accept-language': 'en' }, 'users-en.xlsx');
    const enRows = libreOfficeCsv(en.file, { asShown: true });
    expect(enRows[0]?.[4]).toBe('Registered');
    for (const row of enRows.slice(1)) expect(row[4]).toMatch(/^\d{2}\/0[34]\/2025 \d{2}:\d{2}$/);

    // A Thai reader who chose the common era gets it in files too.
    const ce = await download(url, { ...w.central.auth, cookie: 'era=ce' }, 'users-th-ce.xlsx');
    for (const row of libreOfficeCsv(ce.file, { asShown: true }).slice(1)) expect(row[4]).toMatch(/\/2025 /);

    // And the PDF reports: the range and the printing time in the reader's era.
    const orders = `/api/stores/${w.storeA}/reports/OrderByStoreReport?${year2025}`;
    const pdfTh = await download(orders, w.sellerA.auth, 'orders-th.pdf');
    expect(pdfText(pdfTh.file)).toContain('01/01/2568 - 31/12/2568');
    const pdfEn = await download(orders, { ...w.sellerA.auth, 'accept-language': 'en' }, 'orders-en.pdf');
    expect(pdfText(pdfEn.file)).toContain('01/01/2025 - 31/12/2025');
  });
});
