import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, createPostgresTestDatabase, type TestApp } from '../../../test/create-test-app';
import { createUser } from '../../../test/factories';
import { createRecipients, createSender, ids, publish } from '../../../test/mailing-fixtures';
import { trackSim } from '../../../test/track-sim';
import { describeOnPostgres, useListeningTestApp } from '../../../test/use-test-app';
import { type Database, openDatabase } from '../../db/client';
import { mailings } from '../../db/schema/mailings';
import { trackingEvents } from '../../db/schema/tracking';
import { postalDate, simulatedEventDate, simulatedTrackCodes } from '../../integrations/track-trace/sim-scenarios';
import { createTrackWebhookClient, type TrackWebhookClient } from '../../integrations/track-trace/webhook-client';
import { subscribeDue } from './track-subscribe.service';

/**
 * The push (webhook) service, against its simulator over real HTTP. Facts (shared reference postal-facts.md): the
 * service at trackwebhook.thailandpost.co.th uses the same token call, `POST /post/api/v1/hook` with { status: "all",
 * language: "TH", barcode: [...], req_previous_status: true } subscribes (up to 100, as the track call), and it
 * POSTs { items: [the track API's event objects], track_datetime } to the subscriber, whose endpoint must
 * authenticate the caller, accept repeats and out-of-order events, and answer fast. How the caller proves itself is
 * not published: the shared secret (bearer or path) is our choice.
 */
const SECRET = 'songdee-track-webhook-sim-secret';
const t = useListeningTestApp((o) => ({
  TRACK_API_URL: `${o}/sim/track`,
  TRACK_WEBHOOK_API_URL: `${o}/sim/trackwebhook`,
  TRACK_WEBHOOK_SUBSCRIBE: 'on',
}));
const sim = trackSim(() => t.origin);
const hookUrl = () => `${t.origin}/api/track/webhook`;

async function seller(n: number, on: TestApp = t) {
  const u = await createUser(on.app, on.database.db, { store: {} });
  await createSender(on.database.db, u.storeId!, u.user.id);
  const recipients = await createRecipients(on.database.db, u.storeId!, u.user.id, n);
  // One publish takes at most 100 recipients.
  const created: Array<{ id: string; barcode: string }> = [];
  for (let i = 0; i < recipients.length; i += 100) {
    const res = await publish(on.app, u.storeId!, u.auth, { optionId: 'ems', weight: 200, recipients: ids(recipients.slice(i, i + 100)) });
    created.push(...(res.json().created as typeof created));
  }
  return { ...u, storeId: u.storeId!, created };
}

const post = async (body: unknown, headers: Record<string, string> = { authorization: `Bearer ${SECRET}` }, url = hookUrl()) => {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  // biome-ignore lint/suspicious/noExplicitAny: an answer read by the assertions
  return { status: res.status, json: async () => (await res.json()) as any };
};

const item = (barcode: string, code: number, date: Date) => ({
  barcode,
  status: String(code),
  status_description: 'จำลอง',
  status_date: postalDate(date, 'TH'),
  location: 'ไปรษณีย์จำลอง',
  postcode: '10000',
});

async function until<T>(read: () => Promise<T>, done: (v: T) => boolean, ms = 5000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (done(v) || Date.now() > end) return v;
    await new Promise((r) => setTimeout(r, 50));
  }
}

const row = async (id: string) => (await t.database.db.select().from(mailings).where(eq(mailings.id, id)))[0]!;

describe('POST /api/track/webhook: who may post', () => {
  it('refuses a caller without the shared secret or with a wrong one (before reading the body)', async () => {
    const s = await seller(1);
    const body = { items: [item(s.created[0]!.barcode, 103, new Date())], track_datetime: '24/11/2569 10:00+07:00' };
    for (const headers of [{}, { authorization: 'Bearer not-the-secret-at-all' }, { authorization: `Token ${SECRET}` }] as Record<
      string,
      string
    >[]) {
      const res = await post(body, headers);
      expect(res.status).toBe(401);
      expect((await res.json()).error.code).toBe('TRACK_WEBHOOK_UNAUTHORIZED');
    }
    expect((await post({ nonsense: true }, {})).status).toBe(401);
    expect((await post(body, {}, `${hookUrl()}/wrong-secret-wrong-secret`)).status).toBe(401);
    expect((await row(s.created[0]!.id)).trackStatusCode).toBeNull();
    // The secret as the URL's last segment, for a sender that cannot set headers.
    const viaPath = await post(body, {}, `${hookUrl()}/${SECRET}`);
    expect(viaPath.status).toBe(200);
    expect(await viaPath.json()).toEqual({ received: 1, updated: 1 });
  });

  it('refuses bad bodies with 400', async () => {
    const s = await seller(1);
    const b = s.created[0]!.barcode;
    for (const body of [
      {},
      { items: 'x' },
      { items: [{ barcode: 'nope', status: '103', status_date: '01/01/2564 10:00:00+07:00' }] },
      { items: [{ barcode: b }] },
    ]) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await res.json()).error.code).toBe('VALIDATION_FAILED');
    }
    const badDate = await post({ items: [{ barcode: b, status: '103', status_date: '2020-08-26' }] });
    expect(badDate.status).toBe(400);
    expect((await badDate.json()).error.code).toBe('TRACK_WEBHOOK_EVENT_INVALID');
    expect(await t.database.db.select().from(trackingEvents).where(eq(trackingEvents.mailingId, s.created[0]!.id))).toHaveLength(0);
  });
});

describe('receiving pushed events', () => {
  it('stores repeats once and derives the same status whatever the order; COD transfer time from 901', async () => {
    const s = await seller(10);
    const cod = s.created.find((m) => simulatedTrackCodes(m.barcode).at(-1) === 901)!;
    const barcodes = s.created.map((m) => m.barcode);
    // The simulator's push: every event of the store's parcels, newest first, sent twice.
    const pushed = await sim.webhook.push({ barcodes, reverse: true, repeat: true, url: hookUrl() });
    expect(pushed.statuses).toEqual([200, 200]);
    const total = barcodes.reduce((n, b) => n + simulatedTrackCodes(b).length, 0);
    const stored = await t.database.db
      .select()
      .from(trackingEvents)
      .where(
        inArray(
          trackingEvents.mailingId,
          s.created.map((m) => m.id),
        ),
      );
    expect(stored).toHaveLength(total);
    for (const m of s.created) {
      const codes = simulatedTrackCodes(m.barcode);
      const r = await row(m.id);
      const expected = codes.includes(501) ? 'DELIVERED' : codes.includes(104) ? 'CANCELLED' : 'WAITING_FOR_DELIVERY';
      expect(r.statusKey, codes.join('>')).toBe(expected);
      expect(r.trackStatusCode).toBe(codes.at(-1) ?? null);
      if (codes.length > 0) expect(r.trackPushedAt).not.toBeNull();
    }
    expect((await row(cod.id)).codTransferredAt?.toISOString()).toBe(simulatedEventDate(cod.barcode, 4).toISOString());
  });

  it('a 901 pushed before its 501: delivered once the 501 comes, the newest event still the 901', async () => {
    const s = await seller(1);
    const m = s.created[0]!;
    const day = (d: number) => new Date(Date.UTC(2026, 10, d, 3, 0, 0));
    expect((await post({ items: [item(m.barcode, 901, day(5))] })).status).toBe(200);
    let r = await row(m.id);
    expect(r).toMatchObject({ statusKey: 'WAITING_FOR_DELIVERY', trackStatusCode: 901 });
    expect(r.codTransferredAt?.toISOString()).toBe(day(5).toISOString());
    await post({ items: [item(m.barcode, 501, day(3)), item(m.barcode, 103, day(1))] });
    r = await row(m.id);
    expect(r).toMatchObject({ statusKey: 'DELIVERED', trackStatusCode: 901 });
    expect(r.trackStatusDate?.toISOString()).toBe(day(5).toISOString());
    // The seller hears about it: one notification per push that changed something.
    const notes = await t.app.inject({ url: `/api/Notification?storeId=${s.storeId}`, headers: s.auth });
    expect(notes.json().contents.filter((n: { typeNotification: number }) => n.typeNotification === 2)).toHaveLength(2);
  });

  it('a parcel pushed recently is left out of polling; the others are still asked', async () => {
    const s = await seller(10);
    const open = s.created.filter((m) => !simulatedTrackCodes(m.barcode).some((c) => c === 501 || c === 104));
    expect(open.length).toBeGreaterThan(1);
    const [pushedOne, ...rest] = open;
    await post({ items: [item(pushedOne!.barcode, 103, new Date())] });
    await sim.set({ reset: true });
    const res = await t.app.inject({ method: 'POST', url: `/api/stores/${s.storeId}/mailings/update-tracking-status`, headers: s.auth });
    expect(res.statusCode).toBe(200);
    const asked = (await sim.read()).asked;
    expect(asked).not.toContain(pushedOne!.barcode);
    for (const m of rest) expect(asked).toContain(m.barcode);
  });
});

describe('subscribing published barcodes to the push service', () => {
  it('happens once, after the publishing transaction, and the job finds nothing left', async () => {
    const before = (await sim.webhook.read()).subscribed.length;
    const s = await seller(3);
    const state = await until(sim.webhook.read, (v) => v.subscribed.length >= before + 3);
    const mine = state.subscribed.filter((b) => s.created.some((m) => m.barcode === b));
    expect(mine.sort()).toEqual(s.created.map((m) => m.barcode).sort());
    for (const m of s.created) expect(await row(m.id)).toMatchObject({ trackSubscribeAfter: null, trackSubscribeAttempts: 0 });
    const calls = (await sim.webhook.read()).hookCalls;
    const client = createTrackWebhookClient({ baseUrl: `${t.origin}/sim/trackwebhook`, apiKey: 'songdee-track-sim-key' });
    expect(await subscribeDue(t.database.db, client)).toEqual({ subscribed: 0, failed: 0, dropped: 0 });
    expect((await sim.webhook.read()).hookCalls).toBe(calls);
  });

  it('a failed subscription is kept and retried later, never lost', async () => {
    await sim.webhook.set({ failNext: 1 });
    const calls = (await sim.webhook.read()).hookCalls;
    const s = await seller(2);
    await until(sim.webhook.read, (v) => v.hookCalls > calls);
    await until(
      () => row(s.created[0]!.id),
      (r) => r.trackSubscribeAttempts === 1,
    );
    for (const m of s.created) {
      const r = await row(m.id);
      expect(r.trackSubscribeAttempts).toBe(1);
      expect(r.trackSubscribeAfter!.getTime()).toBeGreaterThan(Date.now() + 30_000);
    }
    // Its retry time comes: the scheduled path subscribes them.
    await t.database.db
      .update(mailings)
      .set({ trackSubscribeAfter: sql`now() - interval '1 second'` })
      .where(
        inArray(
          mailings.id,
          s.created.map((m) => m.id),
        ),
      );
    const client = createTrackWebhookClient({ baseUrl: `${t.origin}/sim/trackwebhook`, apiKey: 'songdee-track-sim-key' });
    expect(await subscribeDue(t.database.db, client)).toMatchObject({ subscribed: 2 });
    const subscribed = (await sim.webhook.read()).subscribed;
    for (const m of s.created) expect(subscribed.filter((b) => b === m.barcode)).toHaveLength(1);
  });

  // On PGlite (one connection) the two runs' transactions take turns, so this shows the marker is cleared with the
  // call; the PostgreSQL test below shows the rows' locks keeping two connections apart.
  it('two runs started together subscribe each barcode once', async () => {
    const s = await seller(5);
    await until(sim.webhook.read, (v) => s.created.every((m) => v.subscribed.includes(m.barcode)));
    await t.database.db
      .update(mailings)
      .set({ trackSubscribeAfter: sql`now()`, trackSubscribedAt: null })
      .where(
        inArray(
          mailings.id,
          s.created.map((m) => m.id),
        ),
      );
    const asked: string[] = [];
    const slow: TrackWebhookClient = {
      subscribe: async (barcodes) => {
        asked.push(...barcodes);
        await new Promise((r) => setTimeout(r, 100));
      },
    };
    await Promise.all([subscribeDue(t.database.db, slow), subscribeDue(t.database.db, slow)]);
    expect(asked.sort()).toEqual(s.created.map((m) => m.barcode).sort());
  });
});

describeOnPostgres('two processes on one PostgreSQL subscribe each barcode once', (cleanups) => {
  it('the rows’ locks (SKIP LOCKED) keep two connections from subscribing the same barcode', async () => {
    const created = await createPostgresTestDatabase();
    cleanups.push(() => created.close());
    const app = await buildTestApp(created.database.db);
    cleanups.push(() => app.close());
    const other = await openDatabase({ databaseUrl: created.url });
    cleanups.push(() => other.close());
    const s = await seller(150, { app, database: created.database, close: async () => {} });
    const asked: string[] = [];
    const slow: TrackWebhookClient = {
      subscribe: async (barcodes) => {
        asked.push(...barcodes);
        await new Promise((r) => setTimeout(r, 200));
      },
    };
    const dbs: Database[] = [created.database.db, other.db];
    const outcomes = await Promise.all(dbs.map((db) => subscribeDue(db, slow)));
    expect(outcomes.reduce((n, o) => n + o.subscribed, 0)).toBe(150);
    expect(asked).toHaveLength(150);
    expect(new Set(asked).size).toBe(150);
    expect(s.created).toHaveLength(150);
  });
});
