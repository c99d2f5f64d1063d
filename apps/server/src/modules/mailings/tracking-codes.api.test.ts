import { TRACK_STATUSES } from '@songdee/shared/mailing/track-status';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { createRecipients, createSender, ids, publish } from '../../../test/mailing-fixtures';
import { type TrackSimControl, trackSim } from '../../../test/track-sim';
import { useListeningTestApp } from '../../../test/use-test-app';
import { mailings, trackingSyncs } from '../../db/schema/mailings';
import { trackingEvents } from '../../db/schema/tracking';
import { simulatedEventDate, simulatedTrackCodes } from '../../integrations/track-trace/simulator';

/**
 * Every status code, 501 -> 901 and 104, through the app and the track-and-trace simulator over real HTTP. Facts
 * (shared reference postal-facts.md, from public client libraries): the 23 codes and their meanings; events come
 * oldest first and one answer can bring several (103 -> ... -> 501 -> 901); a parcel is delivered when any 501 is in
 * its list; after 501 (and 901) or 104 there is nothing left to ask; dates are dd/MM/yyyy HH:mm:ss+07:00 with a
 * Buddhist-era year in Thai.
 */
const t = useListeningTestApp((o) => ({ TRACK_API_URL: `${o}/sim/track` }));

const simulator = trackSim(() => t.origin);
const sim = async (body: TrackSimControl) => simulator.set(body);

async function seller(n: number) {
  const u = await createUser(t.app, t.database.db, { store: {} });
  await createSender(t.database.db, u.storeId!, u.user.id);
  const recipients = await createRecipients(t.database.db, u.storeId!, u.user.id, n);
  const res = await publish(t.app, u.storeId!, u.auth, { optionId: 'ems', weight: 200, recipients: ids(recipients) });
  return { ...u, storeId: u.storeId!, created: res.json().created as Array<{ id: string; barcode: string }> };
}

const sync = (s: { storeId: string; auth: Record<string, string> }) =>
  t.app.inject({ method: 'POST', url: `/api/stores/${s.storeId}/mailings/update-tracking-status`, headers: s.auth });
const detail = async (s: { storeId: string; auth: Record<string, string> }, id: string, lang = 'th') =>
  (await t.app.inject({ url: `/api/stores/${s.storeId}/mailings/${id}`, headers: { ...s.auth, 'accept-language': lang } })).json();
/** Lets the store sync again at once (the 3-hour window is the server's, not what these tests are about). */
const reopen = (storeId: string) =>
  t.database.db.update(trackingSyncs).set({ syncedAt: sql`now() - interval '3 hours 1 minute'` }).where(eq(trackingSyncs.storeId, storeId));

describe('every status code the postal service sends', () => {
  it('names each parcel’s newest code in Thai and English and derives the mailing status from the whole list', async () => {
    const s = await seller(20);
    const stories = new Set(s.created.map((m) => simulatedTrackCodes(m.barcode).join('>')));
    // Twenty consecutive serials cover every story the simulator tells (serial mod 10).
    expect(stories.size).toBe(10);
    const seen = new Set<number>();
    expect((await sync(s)).statusCode).toBe(200);
    for (const m of s.created) {
      const codes = simulatedTrackCodes(m.barcode);
      for (const c of codes) seen.add(c);
      const th = await detail(s, m.id, 'th');
      const en = await detail(s, m.id, 'en');
      if (codes.length === 0) {
        expect(th.trackTraceStatus).toBeNull();
        continue;
      }
      const last = codes.at(-1) as keyof typeof TRACK_STATUSES;
      expect(th.trackTraceStatus).toMatchObject({ code: last, description: TRACK_STATUSES[last].th });
      expect(en.trackTraceStatus.description).toBe(TRACK_STATUSES[last].en);
      expect(th.trackTraceStatus.date).toBe(simulatedEventDate(m.barcode, codes.length - 1).toISOString());
      const expected = codes.includes(501) ? 'DELIVERED' : codes.includes(104) ? 'CANCELLED' : 'WAITING_FOR_DELIVERY';
      expect(th.status.referenceKey, codes.join('>')).toBe(expected);
      // Every event is kept, once, in time order.
      const stored = await t.database.db
        .select()
        .from(trackingEvents)
        .where(eq(trackingEvents.mailingId, m.id))
        .orderBy(trackingEvents.occurredAt);
      expect(stored.map((e) => e.code)).toEqual(codes);
    }
    // The nine codes the old list missed all came through.
    for (const code of [104, 208, 209, 210, 211, 212, 213, 402, 901]) expect(seen.has(code), String(code)).toBe(true);
  });

  it('501 -> 901 ends as delivered with the COD transfer time; 104 ends as cancelled; neither is asked again', async () => {
    const s = await seller(10);
    const cod = s.created.find((m) => simulatedTrackCodes(m.barcode).at(-1) === 901)!;
    const withdrawn = s.created.find((m) => simulatedTrackCodes(m.barcode).at(-1) === 104)!;
    const delivered = s.created.filter((m) => simulatedTrackCodes(m.barcode).includes(501));
    const open = s.created.filter((m) => !simulatedTrackCodes(m.barcode).some((c) => c === 501 || c === 104));
    await sim({ reset: true });
    const first = (await sync(s)).json();
    expect(first).toMatchObject({ checked: 10, delivered: delivered.length, hold: null });

    const c = await detail(s, cod.id);
    expect(c.status.referenceKey).toBe('DELIVERED');
    expect(c.trackTraceStatus.code).toBe(901);
    expect(c.codTransferredAt).toBe(simulatedEventDate(cod.barcode, 4).toISOString());
    const w = await detail(s, withdrawn.id);
    expect(w.status.referenceKey).toBe('CANCELLED');
    expect(w.codTransferredAt).toBeNull();

    // The next sync asks only about the parcels still on their way (the simulator counts what it was asked).
    await sim({ reset: true });
    await reopen(s.storeId);
    expect((await sync(s)).json()).toMatchObject({ checked: open.length, updated: 0 });
    expect((await simulator.read()).asked.sort()).toEqual(open.map((m) => m.barcode).sort());
    const rows = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(trackingEvents);
    // Asked twice, stored once.
    const total = s.created.reduce((n, m) => n + simulatedTrackCodes(m.barcode).length, 0);
    const [mine] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(trackingEvents)
      .innerJoin(mailings, eq(mailings.id, trackingEvents.mailingId))
      .where(eq(mailings.storeId, s.storeId));
    expect(mine?.n).toBe(total);
    expect(rows[0]?.n).toBeGreaterThanOrEqual(total);
  });
});
