import { randomUUID } from 'node:crypto';
import { isValidS10 } from '@songdee/shared/mailing/s10';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { createRecipients, createSender, ids, publish } from '../../../test/mailing-fixtures';
import { useTestApp } from '../../../test/use-test-app';
import { mailings } from '../../db/schema/mailings';

const t = useTestApp();

async function sellerWithMailings(n: number) {
  const u = await createUser(t.app, t.database.db, { store: {} });
  const storeId = u.storeId!;
  await createSender(t.database.db, storeId, u.user.id);
  const recipients = await createRecipients(t.database.db, storeId, u.user.id, n);
  const res = n ? await publish(t.app, storeId, u.auth, { optionId: 'ems', weight: 500, recipients: ids(recipients) }) : undefined;
  const created = (res?.json().created ?? []) as Array<{ id: string; barcode: string }>;
  return { ...u, storeId, recipients, created };
}

const get = (url: string, headers: Record<string, string>) => t.app.inject({ url, headers });

describe('GET /api/stores/:storeId/mailings', () => {
  it('pages, searches by barcode or recipient and filters by status', async () => {
    const s = await sellerWithMailings(3);
    const page = await get(`/api/stores/${s.storeId}/mailings?page=1&size=2`, s.auth);
    expect(page.json().paging).toEqual({ page: 1, size: 2, totalCount: 3, next: page.json().contents[1].id });
    expect(page.json().contents).toHaveLength(2);
    const byBarcode = await get(`/api/stores/${s.storeId}/mailings?searchString=${s.created[1]!.barcode.slice(0, 11)}`, s.auth);
    expect(byBarcode.json().contents.map((m: { id: string }) => m.id)).toEqual([s.created[1]!.id]);
    const byName = await get(`/api/stores/${s.storeId}/mailings?searchString=${encodeURIComponent('ผู้รับที่ 3')}`, s.auth);
    expect(byName.json().paging.totalCount).toBe(1);
    await t.database.db.update(mailings).set({ statusKey: 'DURING_DELIVERY_NOTE' }).where(eq(mailings.id, s.created[0]!.id));
    const during = await get(`/api/stores/${s.storeId}/mailings?onlyDuringDelivery=true`, s.auth);
    expect(during.json().contents.map((m: { id: string }) => m.id)).toEqual([s.created[0]!.id]);
    expect((await get(`/api/stores/${s.storeId}/mailings?onlyNotDelivery=true`, s.auth)).json().paging.totalCount).toBe(2);
    expect((await get(`/api/stores/${s.storeId}/mailings?status=DURING_DELIVERY_NOTE`, s.auth)).json().contents[0].status).toMatchObject({
      name: 'อยู่ระหว่างจัดทำใบนำส่ง',
      tone: 'warning',
    });
    const history = await get(`/api/stores/${s.storeId}/mailings/history?searchString=${s.created[2]!.barcode}`, s.auth);
    expect(history.json().contents.map((m: { id: string }) => m.id)).toEqual([s.created[2]!.id]);
  });

  it('shows one mailing, and nothing of another store', async () => {
    const s = await sellerWithMailings(1);
    const other = await sellerWithMailings(0);
    const own = await get(`/api/stores/${s.storeId}/mailings/${s.created[0]!.id}`, s.auth);
    expect(own.json().barcode).toBe(s.created[0]!.barcode);
    expect((await get(`/api/stores/${other.storeId}/mailings/${s.created[0]!.id}`, other.auth)).statusCode).toBe(404);
    expect((await get(`/api/stores/${s.storeId}/mailings/${s.created[0]!.id}`, other.auth)).statusCode).toBe(403);
  });
});

describe('DELETE /api/stores/:storeId/mailings/:mailingId', () => {
  it('cancels a waiting mailing and refuses once it is on a hand-over list or scanned', async () => {
    const s = await sellerWithMailings(3);
    const del = (id: string) => t.app.inject({ method: 'DELETE', url: `/api/stores/${s.storeId}/mailings/${id}`, headers: s.auth });
    expect((await del(s.created[0]!.id)).statusCode).toBe(204);
    const cancelled = await get(`/api/stores/${s.storeId}/mailings/${s.created[0]!.id}`, s.auth);
    expect(cancelled.json().status.referenceKey).toBe('CANCELLED');
    const again = await del(s.created[0]!.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('MAILING_NOT_DELETABLE');
    await t.database.db.update(mailings).set({ statusKey: 'DURING_DELIVERY_NOTE' }).where(eq(mailings.id, s.created[1]!.id));
    expect((await del(s.created[1]!.id)).json().error.message).toMatch(/^ไม่สามารถลบรายการนี้ได้/);
    await t.database.db
      .update(mailings)
      .set({ trackStatusCode: 103, trackStatusDate: new Date() })
      .where(eq(mailings.id, s.created[2]!.id));
    expect((await del(s.created[2]!.id)).statusCode).toBe(409);
    expect((await del(randomUUID())).statusCode).toBe(404);
  });
});

describe('POST /api/stores/:storeId/mailingLots (spec 1 section 5 "Print mailing lot")', () => {
  it('asks for a selection: กรุณาเลือกรายการที่ต้องการพิมพ์', async () => {
    const s = await sellerWithMailings(0);
    for (const payload of [{ mailingIds: [] }, {}]) {
      const res = await t.app.inject({ method: 'POST', url: `/api/stores/${s.storeId}/mailingLots`, headers: s.auth, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.issues[0]).toMatchObject({ path: 'mailingIds', message: 'กรุณาเลือกรายการที่ต้องการพิมพ์' });
    }
  });

  it('refuses more than 100: จำนวนรายการที่เลือกต้องไม่เกิน 100 รายการ', async () => {
    const s = await sellerWithMailings(0);
    const mailingIds = Array.from({ length: 101 }, () => randomUUID());
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/stores/${s.storeId}/mailingLots`,
      headers: s.auth,
      payload: { mailingIds },
    });
    expect(res.json().error.issues[0]).toMatchObject({ path: 'mailingIds', message: 'จำนวนรายการที่เลือกต้องไม่เกิน 100 รายการ' });
  });

  it('groups the store own mailings into a lot, and refuses another store mailings', async () => {
    const s = await sellerWithMailings(2);
    const other = await sellerWithMailings(1);
    const mailingIds = s.created.map((m) => m.id);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/stores/${s.storeId}/mailingLots`,
      headers: s.auth,
      payload: { mailingIds },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().mailingCount).toBe(2);
    const listed = await get(`/api/stores/${s.storeId}/mailings/${mailingIds[0]}`, s.auth);
    expect(listed.json().printedLotId).toBe(res.json().id);
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/api/stores/${s.storeId}/mailingLots`,
      headers: s.auth,
      payload: { mailingIds: [...mailingIds, other.created[0]!.id] },
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('concurrent publishing', () => {
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'gives 20 simultaneous batches of 5 recipients 100 distinct valid barcodes (needs PostgreSQL: set TEST_DATABASE_URL)',
    async () => {
      const sellers = await Promise.all(Array.from({ length: 4 }, () => sellerWithMailings(0)));
      const batches = await Promise.all(
        sellers.flatMap((s) =>
          Array.from({ length: 5 }, async () => ({ s, recipients: await createRecipients(t.database.db, s.storeId, s.user.id, 5) })),
        ),
      );
      const responses = await Promise.all(
        batches.map(({ s, recipients }) =>
          publish(t.app, s.storeId, s.auth, { optionId: 'ems', weight: 300, recipients: ids(recipients) }),
        ),
      );
      expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
      const barcodes = responses.flatMap((r) => r.json().created.map((m: { barcode: string }) => m.barcode));
      expect(barcodes).toHaveLength(100);
      expect(new Set(barcodes).size).toBe(100);
      expect(barcodes.every(isValidS10)).toBe(true);
      const stored = await t.database.db.select({ barcode: mailings.barcode }).from(mailings);
      expect(stored.filter((m) => barcodes.includes(m.barcode))).toHaveLength(100);
    },
  );
});
