import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LABEL_OPTIONS, THERMAL_LABEL_OPTION_ID } from '@songdee/shared/reference/label-options';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSender } from '../../../test/mailing-fixtures';
import type { ListBody } from '../../../test/packing-fixtures';
import { everyItemPacked, usePackingShop } from '../../../test/packing-fixtures';
import { pdfInfo, run, scanBarcodes, scanPngs } from '../../../test/pdf-tools';
import { paidOrder } from '../../../test/storefront-fixtures';
import { renderZpl } from '../../../test/zpl-tools';
import { labelPageSizeMm, MM } from '../../lib/pdf/label-layout';

/** PNG renderings for people to look at (gitignored). */
const ARTIFACTS = fileURLToPath(new URL('../../../test-artifacts/packing/', import.meta.url));

const { t, shop, api } = usePackingShop();
let list: ListBody;
let barcodes: string[];
beforeAll(async () => {
  await createSender(t.database.db, shop.store.id, shop.seller.user.id, { homeAddress: '99/9 หมู่ 5 ซอยน้ำใจ ถนนสุขุมวิท' });
  const orders = [await paidOrder(t, shop), await paidOrder(t, shop, 'registered')];
  list = (await api.create(orders.map((o) => o.id))).json();
  list = (await api.counts(list.id, everyItemPacked(list), true)).json();
  list = (await api.split(list.id, orders[0]!.id, [{ orderItemId: list.orders[0]!.orderItems[0]!.orderItemId, quantity: 1 }])).json();
  list = (await api.confirmPacking(list.id)).json();
  const packs = list.orders.flatMap((o) => o.packs);
  await api.weights(
    list.id,
    packs.map((p, i) => ({ packId: p.id, weight: 750 + i * 250 })),
  );
  list = (await api.labels(list.id)).json();
  barcodes = list.orders.flatMap((o) => o.packs.map((p) => p.barcode!));
  rmSync(ARTIFACTS, { recursive: true, force: true });
  mkdirSync(ARTIFACTS, { recursive: true });
});

describe('GET /api/stores/:storeId/printshippinglists?packingListId', () => {
  it('prints the hand-over list on A4, twice, with every barcode scannable', async () => {
    expect(list.status.referenceKey).toBe('PACKED');
    expect(barcodes).toHaveLength(3);
    const res = await api.printHandover(list.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const file = join(ARTIFACTS, 'handover.pdf');
    writeFileSync(file, res.rawPayload);
    const info = pdfInfo(file);
    expect([Math.round(info.width), Math.round(info.height)]).toEqual([595, 842]);
    expect(info.pages).toBe(2);
    // pdftotext splits Thai clusters of subset fonts, so Thai is checked by eye on the PNG; figures here.
    const text = run('pdftotext', ['-layout', file, '-']);
    expect(text).toContain('3,000');
    expect(text).toContain('164.00');
    const read = scanBarcodes(file, join(ARTIFACTS, 'handover'));
    // Two copies: each barcode twice.
    expect(read.sort()).toEqual([...barcodes, ...barcodes].sort());
  });
});

describe('the hand-over list’s print date', () => {
  // The print time is the real clock's: the year is read from it, in Bangkok, like the document does.
  const year = () => Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Bangkok', year: 'numeric' }).format(new Date()));
  const printedYear = async (headers: Record<string, string>, cookies?: Record<string, string>) => {
    const res = await t.app.inject({
      url: `/api/stores/${shop.store.id}/printshippinglists?packingListId=${list.id}`,
      headers: { ...shop.seller.auth, ...headers },
      cookies,
    });
    expect(res.statusCode).toBe(200);
    const file = join(ARTIFACTS, 'handover-era.pdf');
    writeFileSync(file, res.rawPayload);
    const printed = run('pdftotext', ['-layout', file, '-']).match(/(\d{2})\/(\d{2})\/(\d{4}) \d{2}:\d{2}/);
    expect(printed).not.toBeNull();
    return Number(printed![3]);
  };

  it('is in the Buddhist era for Thai, the common era for English, or as the reader chose (era cookie)', async () => {
    const thai = year() + 543;
    expect(await printedYear({ 'accept-language': 'th' })).toBeOneOf([thai, thai + 1]);
    expect(await printedYear({ 'accept-language': 'en' })).toBeOneOf([year(), year() + 1]);
    expect(await printedYear({ 'accept-language': 'th' }, { era: 'ce' })).toBeOneOf([year(), year() + 1]);
    expect(await printedYear({ 'accept-language': 'en' }, { era: 'be' })).toBeOneOf([thai, thai + 1]);
  });
});

describe('GET /api/stores/:storeId/printmailings/mailingFromPacking', () => {
  it.each(LABEL_OPTIONS.filter((o) => [1, 2, 3, 10, 8].includes(o.id)).map((o) => [o.id, o] as const))(
    'prints option %i at the mailing label size with every box scannable',
    async (id, option) => {
      const res = await api.printLabels(list.id, id);
      expect(res.statusCode).toBe(200);
      const file = join(ARTIFACTS, `labels-${id}.pdf`);
      writeFileSync(file, res.rawPayload);
      const size = labelPageSizeMm(option);
      const info = pdfInfo(file);
      expect(info.width).toBeCloseTo(size.width * MM, 0);
      expect(info.height).toBeCloseTo(size.height * MM, 0);
      expect(scanBarcodes(file, join(ARTIFACTS, `labels-${id}`)).sort()).toEqual([...barcodes].sort());
    },
  );

  it('prints the boxes on the thermal label as ZPL, one format per box with its native Code 128 field', async () => {
    const res = await t.app.inject({
      url: `/api/stores/${shop.store.id}/printmailings/mailingFromPacking?packingListId=${list.id}&LabelOption=${THERMAL_LABEL_OPTION_ID}&format=zpl`,
      headers: shop.seller.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zpl; charset=utf-8');
    const pngs = await renderZpl(res.body, join(ARTIFACTS, 'labels-zpl'), { widthMm: 100, heightMm: 150, dotsPerMm: 8 });
    expect(res.body.match(/\^BCN,/g)).toHaveLength(barcodes.length);
    expect(scanPngs(pngs)).toEqual(barcodes);
  });
});

describe('a box mailing', () => {
  it('keeps the typed address parts, so its address can be edited from them like any other mailing', async () => {
    const store = `/api/stores/${shop.store.id}/mailings`;
    const found = await t.app.inject({ url: `${store}?searchString=${barcodes[0]}`, headers: shop.seller.auth });
    const [mailing] = found.json().contents as Array<{ id: string; barcode: string; canEditAddress: boolean }>;
    expect(mailing).toMatchObject({ barcode: barcodes[0], canEditAddress: true });
    const address = await t.app.inject({ url: `${store}/${mailing!.id}/address`, headers: shop.seller.auth });
    expect(address.statusCode).toBe(200);
    expect(address.json().source).toBe('mailing');
  });
});
