import { deriveTracking } from '@songdee/shared/mailing/track-status';
import type { MailingStatusKey } from '@songdee/shared/reference/status-keys';
import { asc, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { mailings } from '../../db/schema/mailings';
import { trackingEvents } from '../../db/schema/tracking';
import type { TrackEvent } from '../../integrations/track-trace/client';
import { recordCodTransfers } from '../cod/cod-transfers';
import { enqueueParcelMessages } from '../outgoing/outgoing-enqueue';
import { handOverReceivedLists } from '../shipping-lists/hand-over.repository';

/** A parcel whose shown status changed: what the seller's notification counts. */
interface TrackingChange {
  id: string;
  storeId: string;
  barcode: string;
  statusKey: MailingStatusKey;
}

/**
 * Stores track-and-trace events and derives each parcel's status from all of its events, in one short transaction:
 * the parcels' rows are locked first (in id order, so two writers never deadlock), so a poll and a push about the
 * same parcel take turns and the second derives from the first's events too. A repeat of an event is a no-op (the
 * table's key), and the order events arrive in does not matter (the derivation sorts them). A paid shipping list
 * whose parcels have all been received is handed over in the same transaction, and a delivery's messages to the
 * buyer and the store are written to the outbox with it.
 */
export function recordTrackEvents(db: Executor, source: 'poll' | 'push', byBarcode: ReadonlyMap<string, readonly TrackEvent[]>) {
  const barcodes = [...byBarcode.keys()];
  if (barcodes.length === 0) return Promise.resolve([] as TrackingChange[]);
  return db.transaction(async (tx) => {
    const parcels = await tx
      .select({
        id: mailings.id,
        storeId: mailings.storeId,
        barcode: mailings.barcode,
        statusKey: mailings.statusKey,
        code: mailings.trackStatusCode,
        date: mailings.trackStatusDate,
        codTransferredAt: mailings.codTransferredAt,
      })
      .from(mailings)
      .where(inArray(mailings.barcode, barcodes))
      .orderBy(asc(mailings.id))
      .for('update');
    if (parcels.length === 0) return [];
    const rows = parcels.flatMap((p) =>
      (byBarcode.get(p.barcode) ?? []).map((e) => ({
        mailingId: p.id,
        code: e.code,
        occurredAt: e.date,
        description: e.description,
        location: e.location,
        postcode: e.postcode,
        source,
      })),
    );
    if (rows.length > 0) await tx.insert(trackingEvents).values(rows).onConflictDoNothing();
    const stored = await tx
      .select({
        mailingId: trackingEvents.mailingId,
        code: trackingEvents.code,
        date: trackingEvents.occurredAt,
        description: trackingEvents.description,
      })
      .from(trackingEvents)
      .where(
        inArray(
          trackingEvents.mailingId,
          parcels.map((p) => p.id),
        ),
      );
    const eventsOf = new Map<string, typeof stored>();
    for (const e of stored) eventsOf.set(e.mailingId, [...(eventsOf.get(e.mailingId) ?? []), e]);
    const changes: TrackingChange[] = [];
    const transferredNow = new Set<string>();
    const updates = parcels.flatMap((p) => {
      const derived = deriveTracking(eventsOf.get(p.id) ?? [], p.statusKey as MailingStatusKey);
      const latest = derived.latest;
      const moved =
        !!latest && (latest.code !== p.code || latest.date.getTime() !== p.date?.getTime() || derived.statusKey !== p.statusKey);
      const cod = derived.codTransferredAt?.getTime() !== p.codTransferredAt?.getTime();
      if (derived.codTransferredAt) transferredNow.add(p.id);
      if (moved) changes.push({ id: p.id, storeId: p.storeId, barcode: p.barcode, statusKey: derived.statusKey });
      if (!moved && !cod && source === 'poll') return [];
      return [
        sql`(${p.id}::uuid, ${derived.statusKey}, ${latest?.code ?? null}::int, ${latest?.description ?? null}, ${latest?.date.toISOString() ?? null}::timestamptz, ${derived.codTransferredAt?.toISOString() ?? null}::timestamptz)`,
      ];
    });
    if (updates.length > 0) {
      // One statement for the whole batch; a push also records when it came (polling then leaves the parcel alone).
      await tx.execute(sql`UPDATE ${mailings} SET
          status_key = v.status_key,
          track_status_code = coalesce(v.code, ${mailings.trackStatusCode}),
          track_status_description = coalesce(v.description, ${mailings.trackStatusDescription}),
          track_status_date = coalesce(v.date, ${mailings.trackStatusDate}),
          cod_transferred_at = v.cod,
          track_pushed_at = ${source === 'push' ? sql`now()` : sql`${mailings.trackPushedAt}`},
          updated_at = now()
        FROM (VALUES ${sql.join(updates, sql`, `)}) AS v(id, status_key, code, description, date, cod)
        WHERE ${mailings.id} = v.id`);
    }
    // The buyers' "delivered" e-mails and the stores' LINE pushes commit with the delivery (once each: the outbox's key).
    await enqueueParcelMessages(
      tx,
      'parcelDelivered',
      changes.filter((c) => c.statusKey === 'DELIVERED').map((c) => c.barcode),
    );
    // A 901 that first set a COD parcel's transfer time: its order is paid, and the store's LINE push is queued.
    await recordCodTransfers(
      tx,
      parcels.filter((p) => p.codTransferredAt === null && transferredNow.has(p.id)).map((p) => p.id),
    );
    // A shipping list whose last parcel the post office just received is handed over with these events.
    await handOverReceivedLists(
      tx,
      parcels.map((p) => p.id),
    );
    return changes;
  });
}
