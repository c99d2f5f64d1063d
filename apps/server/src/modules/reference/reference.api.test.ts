import { INVOICE_STATUS_KEYS, ORDER_STATUS_KEYS, PACKING_LIST_STATUS_KEYS } from '@songdee/shared/reference/status-keys';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/use-test-app';
import { statuses } from '../../db/schema/reference';

const t = useTestApp();

const get = (url: string, lang = 'th') => t.app.inject({ method: 'GET', url, headers: { 'accept-language': lang } });

interface Option {
  id: string;
  name: string;
  shortDesc: string;
  serviceType: number;
  reserve: boolean;
  hidesWeight: boolean;
  promptPostOnly: boolean;
  pricing: string;
  s10Prefix: string | null;
  rates: Array<{ maxWeight: number; price: number }>;
  boxPrices: Array<{ boxSizeId: number; code: string; price: number }>;
}

describe('GET /api/saveconfirmstatuses/:key', () => {
  it('lists the draft and confirmed statuses of an invoice, a shipping list or a reservation, the key in any case', async () => {
    const invoice = await get('/api/saveconfirmstatuses/INVOICE');
    expect(invoice.statusCode).toBe(200);
    expect(invoice.json().map((s: { referenceKey: string }) => s.referenceKey)).toEqual([...INVOICE_STATUS_KEYS]);
    const lists = (await get('/api/saveconfirmstatuses/shippinglist', 'en')).json() as Array<{ referenceKey: string; name: string }>;
    expect(lists.map((s) => s.referenceKey)).toEqual(['DRAFT_FOR_SHIPPINGLIST', 'CONFIRM_FOR_SHIPPINGLIST']);
    expect(lists.every((s) => s.name && !s.name.startsWith('reference.'))).toBe(true);
    expect((await get('/api/saveconfirmstatuses/Reserve')).json()).toHaveLength(2);
  });

  it('refuses a document kind that is not saved then confirmed, in the reader’s language', async () => {
    const res = await get('/api/saveconfirmstatuses/ORDER');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.issues).toEqual([
      { path: 'params.key', code: 'reference.saveConfirmKind', message: 'ประเภทเอกสารไม่ถูกต้อง (INVOICE, SHIPPINGLIST หรือ RESERVE)' },
    ]);
  });
});

describe('GET /api/orderStatuses', () => {
  it('lists every order status in the spec order, named in Thai by default', async () => {
    const res = await get('/api/orderStatuses');
    expect(res.statusCode).toBe(200);
    const list = res.json() as Array<{ id: number; name: string; referenceKey: string }>;
    // The spec's order is written once, in the shared status keys.
    expect(list.map((s) => s.referenceKey)).toEqual([...ORDER_STATUS_KEYS]);
    expect(list.find((s) => s.referenceKey === 'WAITING_FOR_PAYMENT')?.name).toBe('รอชำระเงิน');
    expect(list.every((s) => s.name !== s.referenceKey && !s.name.startsWith('reference.'))).toBe(true);
    expect(new Set(list.map((s) => s.id)).size).toBe(list.length);
  });

  it('names them in English when asked', async () => {
    const list = (await get('/api/orderStatuses', 'en-US,en;q=0.9')).json() as Array<{ name: string; referenceKey: string }>;
    expect(list.find((s) => s.referenceKey === 'DELIVERED')?.name).toBe('Delivered');
    expect(list.find((s) => s.referenceKey === 'WAITING_FOR_PAYMENT')?.name).toBe('Waiting for payment');
  });

  it('leaves DELIVERED out of the active statuses', async () => {
    const list = (await get('/api/orderStatuses/active')).json() as Array<{ referenceKey: string }>;
    expect(list.map((s) => s.referenceKey)).toEqual(ORDER_STATUS_KEYS.filter((k) => k !== 'DELIVERED'));
  });
});

describe('GET /api/packingListStatuses', () => {
  it('lists the packing flow in order, in both languages', async () => {
    const th = (await get('/api/packingListStatuses')).json() as Array<{ name: string; referenceKey: string }>;
    expect(th.map((s) => s.referenceKey)).toEqual([...PACKING_LIST_STATUS_KEYS]);
    expect(th[0]?.name).toBe('กำลังนับสินค้า');
    const en = (await get('/api/packingListStatuses', 'en')).json() as Array<{ name: string }>;
    expect(en.at(-1)?.name).toBe('Done');
  });

  it('seeds the other kinds in the one statuses table', async () => {
    const rows = await t.database.db.select().from(statuses);
    const keysOf = (kind: string) => rows.filter((r) => r.kind === kind).map((r) => r.referenceKey);
    expect(keysOf('invoice')).toEqual([...INVOICE_STATUS_KEYS]);
    expect(keysOf('shippingList')).toEqual(['DRAFT_FOR_SHIPPINGLIST', 'CONFIRM_FOR_SHIPPINGLIST']);
    expect(keysOf('reserve')).toContain('CONFIRM_FOR_RESERVE');
    expect(keysOf('mailing')).toHaveLength(4);
  });
});

describe('GET /api/deliveryOptions', () => {
  it('offers every option but the internal "eg" one, with names and integer rates', async () => {
    const res = await get('/api/deliveryOptions');
    expect(res.statusCode).toBe(200);
    const options = res.json() as Option[];
    expect(options.map((o) => o.id)).toEqual(['ems', 'registered', 'parcel', 'promptpost', 'zonebox']);
    expect(options.some((o) => o.id.toLowerCase().endsWith('eg'))).toBe(false);
    expect(options.find((o) => o.id === 'registered')?.name).toBe('ลงทะเบียน');
    expect(options.find((o) => o.id === 'promptpost')).toMatchObject({ reserve: true, pricing: 'boxSize' });
    expect(options.find((o) => o.id === 'zonebox')).toMatchObject({ hidesWeight: true, reserve: false, pricing: 'zone' });
    expect(options.map((o) => o.serviceType)).toEqual(expect.arrayContaining([0, 2579, 2639, 2572]));
    for (const o of options) {
      for (const r of [...o.rates, ...o.boxPrices]) expect(Number.isInteger(r.price)).toBe(true);
      const weights = o.rates.map((r) => r.maxWeight);
      expect(weights).toEqual([...weights].sort((a, b) => a - b));
    }
  });

  it('prices EMS and registered from the postal facts, in satang', async () => {
    const options = (await get('/api/deliveryOptions')).json() as Option[];
    const ems = options.find((o) => o.id === 'ems');
    expect(ems?.s10Prefix).toBe('E');
    expect(ems?.rates.slice(0, 6).map((r) => r.price)).toEqual([3200, 3700, 5200, 6800, 8500, 9000]);
    expect(options.find((o) => o.id === 'registered')?.rates.map((r) => r.price)).toEqual([2200, 2400, 3000, 4000, 6000]);
    expect(options.find((o) => o.id === 'promptpost')?.boxPrices.map((b) => [b.boxSizeId, b.code])).toEqual([
      [1, 'SS'],
      [2, 'S'],
      [3, 'M'],
      [4, 'L'],
    ]);
  });

  it('filters by reservation, Prompt Post and store', async () => {
    const ids = async (url: string) => ((await get(url)).json() as Option[]).map((o) => o.id);
    expect(await ids('/api/deliveryOptions/GetNotReserve/any-store')).toEqual(['ems', 'registered', 'parcel', 'zonebox']);
    expect(await ids('/api/deliveryOptions/PromptPostOnly')).toEqual(['promptpost', 'zonebox']);
    // A store offers only the options it chose (with its fees; see store-manage.api.test.ts); an unknown store none.
    expect(await ids('/api/deliveryOptions/ByStore/3f0c8a3e-0000-4000-8000-000000000000')).toEqual([]);
    expect(await ids('/api/deliveryOptions/ByStore/not-a-store')).toEqual([]);
  });
});

describe('GET /api/deliveryOptions/GetDeliveryZones/:id', () => {
  it('lists the regional box zones with integer same-area and other-area prices', async () => {
    const res = await get('/api/deliveryOptions/GetDeliveryZones/zonebox');
    expect(res.statusCode).toBe(200);
    const zones = res.json() as Array<{ boxSizeId: number; name: string; inPrice: number; outPrice: number; serviceType: number }>;
    expect(zones.map((z) => z.boxSizeId)).toEqual([1, 2, 3, 4]);
    for (const z of zones) {
      expect(Number.isInteger(z.inPrice) && Number.isInteger(z.outPrice)).toBe(true);
      expect(z.outPrice).toBeGreaterThan(z.inPrice);
    }
  });

  it('answers an empty list for an option without zones and 404 for an unknown or hidden one', async () => {
    expect((await get('/api/deliveryOptions/GetDeliveryZones/ems')).json()).toEqual([]);
    expect((await get('/api/deliveryOptions/GetDeliveryZones/nope')).statusCode).toBe(404);
    expect((await get('/api/deliveryOptions/GetDeliveryZones/ems-eg')).statusCode).toBe(404);
  });
});

describe('GET /api/labelOptions and /api/boxSizes', () => {
  it('gives the exact label page sizes and the three sheet layouts', async () => {
    const options = (await get('/api/labelOptions')).json() as Array<{
      id: number;
      name: string;
      widthMm: number;
      heightMm: number;
      kind: string;
      remarkAllowed: boolean;
      columns: number;
      rows: number;
      zpl: boolean;
    }>;
    expect(options.map((o) => o.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(options.find((o) => o.id === 1)).toMatchObject({ widthMm: 94, heightMm: 148, remarkAllowed: true });
    expect(options.find((o) => o.id === 6)).toMatchObject({ widthMm: 191, heightMm: 113, remarkAllowed: true });
    expect(options.find((o) => o.id === 10)).toMatchObject({ kind: 'sticker', widthMm: 58, heightMm: 80 });
    expect(options.filter((o) => o.kind === 'sheet').map((o) => [o.columns, o.rows])).toEqual([
      [2, 1],
      [2, 4],
      [2, 6],
    ]);
    // The 100 x 150 mm thermal label: the one that also prints as ZPL, with the remark like the other large labels.
    expect(options.find((o) => o.id === 11)).toMatchObject({ kind: 'label', widthMm: 100, heightMm: 150, zpl: true });
    expect(options.filter((o) => o.zpl).map((o) => o.id)).toEqual([11]);
    expect(options.filter((o) => o.remarkAllowed).map((o) => o.id)).toEqual([1, 6, 11]);
    expect(options.every((o) => o.name.length > 0 && !o.name.startsWith('reference.'))).toBe(true);
  });

  it('lists the four fixed box sizes', async () => {
    const sizes = (await get('/api/boxSizes', 'en')).json();
    expect(sizes).toEqual([
      { id: 1, code: 'SS', name: 'Box size SS' },
      { id: 2, code: 'S', name: 'Box size S' },
      { id: 3, code: 'M', name: 'Box size M' },
      { id: 4, code: 'L', name: 'Box size L' },
    ]);
  });
});
