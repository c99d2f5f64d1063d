import { describe, expect, it } from 'vitest';
import { apiError, issueAt } from '../../../test/api-errors';
import { createReportWorld, OUTLET_BKK, OUTLET_CM } from '../../../test/report-fixtures';
import { useFixture, useTestApp } from '../../../test/use-test-app';

/**
 * Every figure below is computed by hand from the fixture (test/report-fixtures.ts):
 * store A's paid orders: O1 15 Jan 2025 goods 200.00; O2 31 Jan 23:30 300.00; O3 1 Feb 00:30 (Bangkok) 650.00;
 * O5 31 Dec 2024 700.00; O4 (Mar 2025) is unpaid. Parcels of 2025: A ems 1,500 g 68.00 and ems 500 g 37.00 (10110),
 * registered 100 g 22.00 (50200), a cancelled parcel; B parcel 3,000 g 50.00 (50200) and ems 800 g 52.00 (10110).
 */
const t = useTestApp();
const w = useFixture(() => createReportWorld(t));

const get = (url: string, auth: Record<string, string>) => t.app.inject({ method: 'GET', url, headers: auth });
const storeUrl = (storeId: string, path: string) => `/api/stores/${storeId}/reports/${path}`;

describe('store reports (owner only)', () => {
  it('sums paid orders by Bangkok month and by year', async () => {
    const res = await get(storeUrl(w.storeA, 'summarybymonth?year=2025'), w.sellerA.auth);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.months).toHaveLength(12);
    // O3 is 31 Jan in UTC but 1 Feb in Bangkok: it counts in February.
    expect(body.months.slice(0, 3)).toEqual([
      { month: 1, orderCount: 2, sales: 50_000 },
      { month: 2, orderCount: 1, sales: 65_000 },
      { month: 3, orderCount: 0, sales: 0 },
    ]);
    expect(body.months.reduce((n: number, m: { sales: number }) => n + m.sales, 0)).toBe(115_000);
    expect(body.years).toEqual([
      { year: 2024, orderCount: 1, sales: 70_000 },
      { year: 2025, orderCount: 3, sales: 115_000 },
    ]);
  });

  it('ranks best sellers by quantity, in the year or over all years', async () => {
    const year = (await get(storeUrl(w.storeA, 'countproductitem?year=2025'), w.sellerA.auth)).json();
    expect(year).toEqual([
      { productId: w.soap.id, name: 'สบู่น้ำผึ้ง', quantity: 5, sales: 50_000 },
      { productId: w.sunscreen.id, name: 'ครีมกันแดด', quantity: 2, sales: 65_000 },
    ]);
    const all = (await get(storeUrl(w.storeA, 'countproductitem'), w.sellerA.auth)).json();
    expect(all.map((p: { name: string; quantity: number }) => [p.name, p.quantity])).toEqual([
      ['สบู่น้ำผึ้ง', 5],
      ['ครีมกันแดด', 4],
    ]);
  });

  it('counts the store’s parcels per delivery type, leaving out cancelled ones and other years', async () => {
    const res = await get(storeUrl(w.storeA, 'countdelivery?year=2025'), w.sellerA.auth);
    expect(res.json()).toEqual([
      { deliveryOptionId: 'ems', name: 'อีเอ็มเอส (EMS)', count: 2, weight: 2000, cost: 10_500 },
      { deliveryOptionId: 'registered', name: 'ลงทะเบียน', count: 1, weight: 100, cost: 2_200 },
    ]);
    expect((await get(storeUrl(w.storeA, 'countdelivery?year=2023'), w.sellerA.auth)).json()).toEqual([]);
  });

  it('refuses another owner’s store with 403 and an unknown store with 404, before any figure', async () => {
    for (const path of [
      'summarybymonth?year=2025',
      'countproductitem',
      'countdelivery?year=2025',
      'OrderByStoreReport?startdate=01/01/2025&endDate=12/31/2025',
    ]) {
      const res = await get(storeUrl(w.storeA, path), w.sellerB.auth);
      expect(res.statusCode, path).toBe(403);
    }
    expect((await get(storeUrl(w.storeA, 'countproductitem'), w.central.auth)).statusCode).toBe(403);
    expect((await get(storeUrl('00000000-0000-4000-8000-000000000000', 'countproductitem'), w.sellerA.auth)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: storeUrl(w.storeA, 'countproductitem') })).statusCode).toBe(401);
  });

  it('refuses a year out of range with a Thai message', async () => {
    for (const year of ['1999', '3000', 'abc', '2025.5']) {
      const res = await get(storeUrl(w.storeA, `summarybymonth?year=${year}`), w.sellerA.auth);
      expect(res.statusCode, year).toBe(400);
      expect(issueAt(res, 'querystring.year')).toBe('ปีไม่ถูกต้อง กรุณาเลือกปี ค.ศ. 2015 ถึงปีหน้า');
    }
    expect(issueAt(await get(storeUrl(w.storeA, 'countdelivery'), w.sellerA.auth), 'querystring.year')).toBe(
      'ปีไม่ถูกต้อง กรุณาเลือกปี ค.ศ. 2015 ถึงปีหน้า',
    );
  });

  it('checks the PDF dates: both required, MM/dd/yyyy, a real day, the end not before the start', async () => {
    const pdfUrl = (q: string) => storeUrl(w.storeA, `DeliveryByStoreReport?${q}`);
    const cases: Array<[string, string, string]> = [
      ['endDate=12/31/2025', 'querystring.startdate', 'กรุณาระบุวันที่'],
      ['startdate=01/01/2025&endDate=', 'querystring.endDate', 'กรุณาระบุวันที่'],
      ['startdate=31/12/2025&endDate=12/31/2025', 'querystring.startdate', 'รูปแบบวันที่ไม่ถูกต้อง (เดือน/วัน/ปี ค.ศ. เช่น 07/31/2026)'],
      ['startdate=2025-01-01&endDate=12/31/2025', 'querystring.startdate', 'รูปแบบวันที่ไม่ถูกต้อง (เดือน/วัน/ปี ค.ศ. เช่น 07/31/2026)'],
      ['startdate=02/29/2025&endDate=12/31/2025', 'querystring.startdate', 'รูปแบบวันที่ไม่ถูกต้อง (เดือน/วัน/ปี ค.ศ. เช่น 07/31/2026)'],
      ['startdate=12/31/2025&endDate=01/01/2025', 'querystring.endDate', 'วันที่สิ้นสุดต้องไม่ก่อนวันที่เริ่มต้น'],
    ];
    for (const [q, path, message] of cases) {
      const res = await get(pdfUrl(q), w.sellerA.auth);
      expect(res.statusCode, q).toBe(400);
      expect(issueAt(res, path), q).toBe(message);
    }
    // English when chosen; the spec's spelling startdate and any other casing are both accepted.
    const en = await get(pdfUrl('startdate=12/31/2025&endDate=01/01/2025'), { ...w.sellerA.auth, 'accept-language': 'en' });
    expect(issueAt(en, 'querystring.endDate')).toBe('The end date must not be before the start date');
    expect((await get(pdfUrl('startDate=01/01/2025&enddate=01/01/2025'), w.sellerA.auth)).statusCode).toBe(200);
  });
});

describe('post-office reports', () => {
  const all2025 = [
    { deliveryOptionId: 'ems', name: 'อีเอ็มเอส (EMS)', count: 3, weight: 2800, cost: 15_700 },
    { deliveryOptionId: 'parcel', name: 'พัสดุ', count: 1, weight: 3000, cost: 5_000 },
    { deliveryOptionId: 'registered', name: 'ลงทะเบียน', count: 1, weight: 100, cost: 2_200 },
  ];

  it('counts every parcel of the year per service for the central admin, and one office when asked', async () => {
    expect((await get('/api/reports/countalldelivery?year=2025', w.central.auth)).json()).toEqual(all2025);
    expect((await get(`/api/reports/countalldelivery?year=2025&outletId=${OUTLET_BKK}`, w.central.auth)).json()).toEqual([all2025[0]]);
    expect((await get('/api/reports/countalldelivery?year=2025&outletId=000000', w.central.auth)).json()).toEqual(all2025);
  });

  it('tells the screens who chooses an office', async () => {
    expect((await get('/api/reports/scope', w.central.auth)).json()).toEqual({ canChooseOutlet: true, outlet: null });
    expect((await get('/api/reports/scope', w.outletAdmin.auth)).json()).toEqual({
      canChooseOutlet: false,
      outlet: { code: OUTLET_CM, name: expect.any(String) },
    });
    expect((await get('/api/reports/scope', w.staff.auth)).statusCode).toBe(403);
  });

  it('gives an outlet admin its own office only, and 403 for another office', async () => {
    const own = [
      { deliveryOptionId: 'parcel', name: 'พัสดุ', count: 1, weight: 3000, cost: 5_000 },
      { deliveryOptionId: 'registered', name: 'ลงทะเบียน', count: 1, weight: 100, cost: 2_200 },
    ];
    expect((await get('/api/reports/countalldelivery?year=2025', w.outletAdmin.auth)).json()).toEqual(own);
    expect((await get(`/api/reports/countalldelivery?year=2025&outletId=${OUTLET_CM}`, w.outletAdmin.auth)).json()).toEqual(own);
    for (const url of [
      `/api/reports/countalldelivery?year=2025&outletId=${OUTLET_BKK}`,
      '/api/reports/countalldelivery?year=2025&outletId=000000',
      `/api/reports/getallmailing?outletId=${OUTLET_BKK}`,
      `/api/reports/getallmailing/excel?outletId=${OUTLET_BKK}`,
      `/api/reports/getallstore?outletId=${OUTLET_BKK}`,
      `/api/reports/getalluser?outletId=${OUTLET_BKK}`,
      `/api/reports/users/excel?outletId=${OUTLET_BKK}`,
      `/api/reports/getallpay?outletId=${OUTLET_BKK}&startDate=01/01/2025&endDate=12/31/2025`,
      `/api/stores/1/reports/DeliveryByAdminReport?outletId=${OUTLET_BKK}&startDate=01/01/2025&endDate=12/31/2025&type=excel`,
    ]) {
      const res = await get(url, w.outletAdmin.auth);
      expect(res.statusCode, url).toBe(403);
      expect(apiError(res).code).toBe('FORBIDDEN');
    }
  });

  it('refuses sellers and outlet staff with 403 before validating anything, and an unknown office with 404', async () => {
    for (const auth of [w.sellerA.auth, w.staff.auth]) {
      expect((await get('/api/reports/countalldelivery?year=1', auth)).statusCode).toBe(403);
      expect((await get('/api/reports/getallmailing', auth)).statusCode).toBe(403);
      expect((await get('/api/stores/1/reports/DeliveryByAdminReport', auth)).statusCode).toBe(403);
    }
    const unknown = await get('/api/reports/countalldelivery?year=2025&outletId=99999', w.central.auth);
    expect(unknown.statusCode).toBe(404);
    expect(apiError(unknown).message).toBe('ไม่พบที่ทำการไปรษณีย์รหัส 99999');
    expect(issueAt(await get('/api/reports/countalldelivery?year=2025&outletId=abc', w.central.auth), 'querystring.outletId')).toBe(
      'รหัสที่ทำการไปรษณีย์ไม่ถูกต้อง',
    );
  });

  it('lists mailings with their filters, newest first', async () => {
    const list = (q: string, auth = w.central.auth) => get(`/api/reports/getallmailing?${q}`, auth).then((r) => r.json());
    const year = await list('year=2025&size=100');
    expect(year.paging.totalCount).toBe(6);
    expect(year.contents.map((m: { weight: number }) => m.weight)).toEqual([800, 3000, 2000, 100, 500, 1500]);
    const first = year.contents.find((m: { id: string }) => m.id === w.m1.id);
    expect(first).toMatchObject({
      barcode: w.m1.barcode,
      name: 'SD-250115-0001',
      storeName: 'ร้านน้ำผึ้งป่า',
      weight: 1500,
      serviceCost: 6_800,
      deliveryOption: 'อีเอ็มเอส (EMS)',
      deliveryStatus: { referenceKey: 'WAITING_FOR_DELIVERY', name: 'รอนำส่ง' },
      postalCode: OUTLET_BKK,
    });
    expect((await list('year=2025&servTypeId=ems')).paging.totalCount).toBe(3);
    expect((await list('year=2025&provId=50')).paging.totalCount).toBe(2);
    expect((await list('provId=10')).paging.totalCount).toBe(5);
    expect((await list(`searchString=${w.m1.barcode.slice(0, 10).toLowerCase()}`)).contents.map((m: { id: string }) => m.id)).toEqual([
      w.m1.id,
    ]);
    const outlet = await list('size=100', w.outletAdmin.auth);
    expect(outlet.contents.map((m: { postalCode: string }) => m.postalCode)).toEqual([OUTLET_CM, OUTLET_CM]);
  });

  it('lists stores and users of the office', async () => {
    const stores = (await get('/api/reports/getallstore?size=100', w.outletAdmin.auth)).json();
    expect(stores.contents).toEqual([
      expect.objectContaining({ id: w.storeB, displayName: 'ร้านเชียงใหม่', province: 'เชียงใหม่', type: 'Publish' }),
    ]);
    const byProvince = (await get('/api/reports/getallstore?provId=10&size=100', w.central.auth)).json();
    expect(byProvince.contents.map((s: { id: string }) => s.id)).toEqual([w.storeA]);
    const bySearch = (await get(`/api/reports/getallstore?searchString=${encodeURIComponent('เชียงใหม่')}&size=100`, w.central.auth)).json();
    expect(bySearch.contents.map((s: { id: string }) => s.id)).toEqual([w.storeB]);

    const users = (await get('/api/reports/getalluser?size=100', w.outletAdmin.auth)).json();
    expect(users.contents).toEqual([
      expect.objectContaining({
        id: w.zoneCm.id,
        firstName: 'มานี',
        couponOutlet: `${OUTLET_CM} ที่ทำการ ${OUTLET_CM}`,
        emailConfirmed: true,
      }),
    ]);
    const march = (await get('/api/reports/getalluser?start=03/01/2025&end=03/31/2025', w.central.auth)).json();
    expect(march.contents.map((u: { id: string }) => u.id)).toEqual([w.zoneCm.id]);
    const byName = (await get('/api/reports/getalluser?name=ปิติ', w.central.auth)).json();
    expect(byName.contents.map((u: { id: string }) => u.id)).toEqual([w.zoneBkk.id]);
    // Post-office staff are not users of the report.
    const everyone = (await get('/api/reports/getalluser?size=100', w.central.auth)).json();
    expect(everyone.contents.map((u: { id: string }) => u.id)).not.toContain(w.central.user.id);
    const reversed = await get('/api/reports/getalluser?start=03/31/2025&end=03/01/2025', w.central.auth);
    expect(issueAt(reversed, 'querystring.end')).toBe('วันที่สิ้นสุดต้องไม่ก่อนวันที่เริ่มต้น');
  });

  it('counts card payments by what they paid for, within the dates', async () => {
    const all = (await get('/api/reports/getallpay?startDate=01/01/2025&endDate=12/31/2025', w.central.auth)).json();
    expect(all).toEqual({
      rows: [
        { kind: 'order', name: 'ค่าสินค้าของผู้ซื้อ (บัตร)', paidCount: 0, paidAmount: 0, failedCount: 1, cancelledCount: 0 },
        { kind: 'shippingList', name: 'ค่าฝากส่งใบนำส่ง (บัตร)', paidCount: 2, paidAmount: 20_000, failedCount: 0, cancelledCount: 1 },
      ],
      totals: { paidCount: 2, paidAmount: 20_000, failedCount: 1, cancelledCount: 1 },
    });
    const outlet = (await get('/api/reports/getallpay?startDate=01/01/2025&endDate=12/31/2025', w.outletAdmin.auth)).json();
    expect(outlet.rows).toEqual([
      { kind: 'shippingList', name: 'ค่าฝากส่งใบนำส่ง (บัตร)', paidCount: 1, paidAmount: 8_000, failedCount: 0, cancelledCount: 1 },
    ]);
    const missing = await get('/api/reports/getallpay?startDate=01/01/2025', w.central.auth);
    expect(missing.statusCode).toBe(400);
    expect(issueAt(missing, 'querystring.endDate')).toBe('กรุณาระบุวันที่');
  });

  it('counts box reservations per size, with paid and handed-over totals', async () => {
    const range = 'startDate=01/01/2025&endDate=12/31/2025';
    const all = (await get(`/api/reports/getallreserve?${range}`, w.central.auth)).json();
    expect(all).toEqual({
      rows: [
        { boxSizeId: 1, name: 'กล่องขนาด SS', reserveCount: 1, boxes: 30, confirmedBoxes: 0, amount: 96_000 },
        { boxSizeId: 2, name: 'กล่องขนาด S', reserveCount: 1, boxes: 20, confirmedBoxes: 20, amount: 74_000 },
        { boxSizeId: 3, name: 'กล่องขนาด M', reserveCount: 1, boxes: 10, confirmedBoxes: 10, amount: 52_000 },
      ],
      totals: { reserveCount: 2, paidCount: 1, confirmedCount: 1, boxes: 60, paidAmount: 126_000 },
    });
    const outlet = (await get(`/api/reports/getallreserve?${range}`, w.outletAdmin.auth)).json();
    expect(outlet.rows.map((r: { boxSizeId: number }) => r.boxSizeId)).toEqual([2, 3]);
    expect(outlet.totals).toEqual({ reserveCount: 1, paidCount: 1, confirmedCount: 1, boxes: 30, paidAmount: 126_000 });
    expect((await get(`/api/reports/getallreserve?${range}&outletId=${OUTLET_BKK}`, w.outletAdmin.auth)).statusCode).toBe(403);
    const reversed = await get('/api/reports/getallreserve?startDate=12/31/2025&endDate=01/01/2025', w.central.auth);
    expect(issueAt(reversed, 'querystring.endDate')).toBe('วันที่สิ้นสุดต้องไม่ก่อนวันที่เริ่มต้น');
  });

  it('sums parcels per office and service for the delivery summary', async () => {
    const res = await get('/api/reports/deliverybyadmin?startDate=01/01/2025&endDate=12/31/2025', w.central.auth);
    expect(res.json()).toEqual({
      rows: [
        expect.objectContaining({ outletCode: OUTLET_BKK, deliveryOptionId: 'ems', count: 3, weight: 2800, cost: 15_700 }),
        expect.objectContaining({ outletCode: OUTLET_CM, deliveryOptionId: 'parcel', count: 1, weight: 3000, cost: 5_000 }),
        expect.objectContaining({ outletCode: OUTLET_CM, deliveryOptionId: 'registered', count: 1, weight: 100, cost: 2_200 }),
      ],
      totals: { count: 5, weight: 5900, cost: 22_900 },
    });
    expect(res.json().rows[0].outletName).not.toBe('');
    // One day: only the 1 March parcel.
    const day = (await get('/api/reports/deliverybyadmin?startDate=03/01/2025&endDate=03/01/2025', w.central.auth)).json();
    expect(day.totals).toEqual({ count: 1, weight: 500, cost: 3_700 });
  });
});
