import { TRACK_STATUS_DELIVERED } from '@songdee/shared/mailing/track-status';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createListeningTestApp, createTestApp, freePort, type TestApp } from '../../../test/create-test-app';
import { createUser } from '../../../test/factories';
import { createRecipients, createSender, ids, publish } from '../../../test/mailing-fixtures';
import { useTestApp } from '../../../test/use-test-app';
import { trackingSyncs } from '../../db/schema/mailings';
import { createTrackTraceClient } from '../../integrations/track-trace/client';
import { simulatedEventDate, simulatedTrackCodes } from '../../integrations/track-trace/simulator';
import { createJobRunner } from '../../lib/scheduled-jobs';
import { createNotificationsRepository } from '../notifications/notifications.repository';
import { trackingNotifier } from './mailings.module';
import { trackingSyncRestJob } from './tracking.service';

/** The app listens so its track-and-trace client reaches the simulator over real HTTP. */
const t = useTestApp(() => createListeningTestApp((origin) => ({ TRACK_API_URL: `${origin}/sim/track` })));

async function sellerWithMailings(n: number, on: TestApp = t) {
  const u = await createUser(on.app, on.database.db, { store: {} });
  await createSender(on.database.db, u.storeId!, u.user.id);
  const recipients = await createRecipients(on.database.db, u.storeId!, u.user.id, n);
  const res = n ? await publish(on.app, u.storeId!, u.auth, { optionId: 'ems', weight: 200, recipients: ids(recipients) }) : undefined;
  return { ...u, storeId: u.storeId!, created: (res?.json().created ?? []) as Array<{ id: string; barcode: string }> };
}

const sync = (storeId: string, auth: Record<string, string>, method: 'POST' | 'GET' = 'POST') =>
  t.app.inject({ method, url: `/api/stores/${storeId}/mailings/update-tracking-status`, headers: auth });
/** Every mailing of the store as the server has it (statuses included). */
const mailingsOf = async (storeId: string, auth: Record<string, string>) =>
  (await t.app.inject({ url: `/api/stores/${storeId}/mailings?size=100`, headers: auth })).json().contents;

describe('GET /api/stores/:storeId/mailings/update-tracking-status (safe: it reads, the POST syncs)', () => {
  it('answers the last sync and changes nothing: no postal call, no status, no notification, no sync slot', async () => {
    const s = await sellerWithMailings(8);
    expect(s.created.some((m) => simulatedTrackCodes(m.barcode).length > 0)).toBe(true);
    const before = await mailingsOf(s.storeId, s.auth);

    const never = await sync(s.storeId, s.auth, 'GET');
    expect(never.statusCode).toBe(200);
    expect(never.json()).toMatchObject({ syncedAt: null, fromCache: true, checked: 0, updated: 0, delivered: 0 });
    await sync(s.storeId, s.auth, 'GET');
    expect(await mailingsOf(s.storeId, s.auth)).toEqual(before);
    expect(await t.database.db.select().from(trackingSyncs).where(eq(trackingSyncs.storeId, s.storeId))).toHaveLength(0);
    const notes = await t.app.inject({ url: `/api/Notification?storeId=${s.storeId}`, headers: s.auth });
    expect(notes.json().contents.filter((n: { typeNotification: number }) => n.typeNotification === 2)).toHaveLength(0);

    // After a POST the GET reads that sync back, and still starts none.
    const synced = (await sync(s.storeId, s.auth)).json();
    expect(synced.fromCache).toBe(false);
    await t.database.db
      .update(trackingSyncs)
      .set({ syncedAt: sql`now() - interval '3 hours 1 minute'` })
      .where(eq(trackingSyncs.storeId, s.storeId));
    const read = (await sync(s.storeId, s.auth, 'GET')).json();
    expect(read).toMatchObject({ fromCache: true, checked: synced.checked, updated: synced.updated, delivered: synced.delivered });
    const [row] = await t.database.db.select().from(trackingSyncs).where(eq(trackingSyncs.storeId, s.storeId));
    expect(row?.syncedAt.toISOString()).toBe(read.syncedAt);
  });

  it('denies another store', async () => {
    const s = await sellerWithMailings(0);
    const other = await createUser(t.app, t.database.db, { store: {} });
    expect((await sync(s.storeId, other.auth, 'GET')).statusCode).toBe(403);
  });
});

describe('POST /api/stores/:storeId/mailings/update-tracking-status', () => {
  it('tells the seller once per sync how many parcels changed and how many were delivered (TypeNotification 2)', async () => {
    const s = await sellerWithMailings(12);
    const changed = s.created.filter((m) => simulatedTrackCodes(m.barcode).length > 0);
    const delivered = changed.filter((m) => simulatedTrackCodes(m.barcode).includes(TRACK_STATUS_DELIVERED)).length;
    expect(changed.length).toBeGreaterThan(1);
    await sync(s.storeId, s.auth);
    const res = await t.app.inject({ url: `/api/Notification?storeId=${s.storeId}`, headers: { ...s.auth, 'accept-language': 'th' } });
    const tracking = res.json().contents.filter((n: { typeNotification: number }) => n.typeNotification === 2);
    expect(tracking).toHaveLength(1);
    expect(tracking[0].link).toEqual({ parcels: changed.length, delivered });
    expect(tracking[0].content).toBe(`สถานะพัสดุ ${changed.length} ชิ้นมีการเปลี่ยนแปลง (ส่งถึงแล้ว ${delivered} ชิ้น)`);
  });

  it('names the parcel when a sync changed only one', async () => {
    // The simulator moves a parcel by its barcode's serial: take sellers until one's only parcel moves.
    const moves = (seller: { created: { barcode: string }[] }) => simulatedTrackCodes(seller.created[0]?.barcode ?? '').length > 0;
    let s = await sellerWithMailings(1);
    for (let i = 0; i < 10 && !moves(s); i++) s = await sellerWithMailings(1);
    expect(moves(s)).toBe(true);
    await sync(s.storeId, s.auth);
    const res = await t.app.inject({ url: `/api/Notification?storeId=${s.storeId}`, headers: { ...s.auth, 'accept-language': 'th' } });
    const tracking = res.json().contents.filter((n: { typeNotification: number }) => n.typeNotification === 2);
    expect(tracking.map((n: { link: { barcode: string } }) => n.link.barcode)).toEqual([s.created[0]?.barcode]);
    expect(tracking[0].content).toMatch(/^สถานะพัสดุ [A-Z]{2}\d{9}TH มีการเปลี่ยนแปลง$/);
  });

  it('takes statuses from track and trace, in Thai with common-era dates, and marks delivered mailings', async () => {
    const s = await sellerWithMailings(10);
    const res = await sync(s.storeId, s.auth);
    expect(res.statusCode, res.body).toBe(200);
    const expectedDelivered = s.created.filter((m) => simulatedTrackCodes(m.barcode).includes(TRACK_STATUS_DELIVERED)).length;
    expect(res.json()).toMatchObject({ fromCache: false, checked: 10, delivered: expectedDelivered });
    expect(res.json().updated).toBe(s.created.filter((m) => simulatedTrackCodes(m.barcode).length > 0).length);

    for (const m of s.created) {
      const one = (await t.app.inject({ url: `/api/stores/${s.storeId}/mailings/${m.id}`, headers: s.auth })).json();
      const codes = simulatedTrackCodes(m.barcode);
      if (codes.length === 0) {
        expect(one.trackTraceStatus).toBeNull();
        continue;
      }
      const code = codes.at(-1)!;
      expect(one.trackTraceStatus.code).toBe(code);
      expect(one.trackTraceStatus.date).toBe(simulatedEventDate(m.barcode, codes.length - 1).toISOString());
      // Delivered when any 501 is in the list (a 901 may follow it); withdrawn by the sender (104) ends as cancelled.
      const expected = codes.includes(TRACK_STATUS_DELIVERED) ? 'DELIVERED' : codes.includes(104) ? 'CANCELLED' : 'WAITING_FOR_DELIVERY';
      expect(one.status.referenceKey).toBe(expected);
      if (code === TRACK_STATUS_DELIVERED) expect(one.trackTraceStatus.description).toBe('นำจ่ายสำเร็จ');
    }
  });

  it('answers from the last sync within 3 hours, and asks again after', async () => {
    const s = await sellerWithMailings(2);
    const first = (await sync(s.storeId, s.auth)).json();
    const second = (await sync(s.storeId, s.auth)).json();
    expect(second).toMatchObject({ fromCache: true, syncedAt: first.syncedAt, checked: first.checked });
    await t.database.db
      .update(trackingSyncs)
      .set({ syncedAt: sql`now() - interval '3 hours 1 minute'` })
      .where(eq(trackingSyncs.storeId, s.storeId));
    const third = (await sync(s.storeId, s.auth)).json();
    expect(third.fromCache).toBe(false);
    expect(new Date(third.syncedAt).getTime()).toBeGreaterThan(new Date(first.syncedAt).getTime());
  });

  it('batches more than 100 barcodes', async () => {
    const s = await sellerWithMailings(100);
    const extra = await createRecipients(t.database.db, s.storeId, s.user.id, 5);
    await publish(t.app, s.storeId, s.auth, { optionId: 'ems', weight: 200, recipients: ids(extra) });
    const res = await sync(s.storeId, s.auth);
    expect(res.json().checked).toBe(105);
  });

  it('denies another store', async () => {
    const s = await sellerWithMailings(1);
    const other = await createUser(t.app, t.database.db, { store: {} });
    expect((await sync(s.storeId, other.auth)).statusCode).toBe(403);
  });
});

describe('a sync bounded per request (TRACKING_SYNC_PER_REQUEST=3), the rest in the background job', () => {
  it('checks one batch in the request, reports the rest pending, and the job checks the rest exactly once', async () => {
    const bounded = await createListeningTestApp((origin) => ({ TRACK_API_URL: `${origin}/sim/track`, TRACKING_SYNC_PER_REQUEST: '3' }));
    try {
      const s = await sellerWithMailings(8, bounded);
      const inOrder = s.created.map((m) => m.barcode).sort();
      const res = await bounded.app.inject({
        method: 'POST',
        url: `/api/stores/${s.storeId}/mailings/update-tracking-status`,
        headers: s.auth,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ fromCache: false, checked: 3, pending: 5 });

      // The job's own client, counting which barcodes it asks about.
      const asked: string[] = [];
      const client = createTrackTraceClient({
        baseUrl: `${bounded.origin}/sim/track`,
        apiKey: 'songdee-track-sim-key',
        fetch: async (url, init) => {
          if (String(url).endsWith('/track')) asked.push(...(JSON.parse(String(init?.body)) as { barcode: string[] }).barcode);
          return fetch(url, init);
        },
      });
      const job = trackingSyncRestJob({
        client,
        notifyTrackingChange: trackingNotifier(createNotificationsRepository(bounded.database.db)),
      });
      const runAt = (at: string) => createJobRunner(bounded.database.db, { now: () => new Date(at), runner: 'test' }).runDue(job);
      expect(await runAt('2026-11-24T10:00:00Z')).toMatchObject({ ran: true, result: { stores: 1, checked: 5 } });
      expect(asked).toEqual(inOrder.slice(3));
      // A later run (another minute, another process) finds nothing left.
      expect(await runAt('2026-11-24T10:01:00Z')).toMatchObject({ ran: true, result: { stores: 0, checked: 0 } });
      expect(asked).toHaveLength(5);

      const cached = (
        await bounded.app.inject({ method: 'POST', url: `/api/stores/${s.storeId}/mailings/update-tracking-status`, headers: s.auth })
      ).json();
      const moved = s.created.filter((m) => simulatedTrackCodes(m.barcode).length > 0);
      expect(cached).toMatchObject({ fromCache: true, checked: 8, pending: 0, updated: moved.length });
      for (const m of moved) {
        const one = (await bounded.app.inject({ url: `/api/stores/${s.storeId}/mailings/${m.id}`, headers: s.auth })).json();
        expect(one.trackTraceStatus.code).toBe(simulatedTrackCodes(m.barcode).at(-1));
      }
    } finally {
      await bounded.close();
    }
  });
});

describe('track-and-trace failures', () => {
  it('says the service is unavailable and lets the next request try again', async () => {
    // Nothing listens on this port: the client's token call is refused.
    const offline = await createTestApp({ env: { TRACK_API_URL: `http://127.0.0.1:${await freePort()}/sim/track` } });
    try {
      const v = await createUser(offline.app, offline.database.db, { store: {} });
      await createSender(offline.database.db, v.storeId!, v.user.id);
      const recipients = await createRecipients(offline.database.db, v.storeId!, v.user.id, 1);
      await publish(offline.app, v.storeId!, v.auth, { optionId: 'ems', weight: 200, recipients: ids(recipients) });
      const res = await offline.app.inject({
        method: 'POST',
        url: `/api/stores/${v.storeId}/mailings/update-tracking-status`,
        headers: v.auth,
      });
      expect(res.statusCode).toBe(502);
      expect(res.json().error.message).toBe('ไม่สามารถเชื่อมต่อระบบติดตามสถานะพัสดุได้ กรุณาลองใหม่ภายหลัง');
      const rows = await offline.database.db.select().from(trackingSyncs).where(eq(trackingSyncs.storeId, v.storeId!));
      expect(rows).toHaveLength(0);
    } finally {
      await offline.close();
    }
  });
});
