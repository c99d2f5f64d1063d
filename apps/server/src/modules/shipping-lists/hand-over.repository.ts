import { TRACK_STATUS_RECEIVED_CODES } from '@songdee/shared/mailing/track-status';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { mailings } from '../../db/schema/mailings';
import { orders } from '../../db/schema/orders';
import { shippingListOrders, shippingLists } from '../../db/schema/shipping-lists';
import { trackingEvents } from '../../db/schema/tracking';

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? (result as T[]) : ((result as { rows?: T[] }).rows ?? []));

const idList = (ids: readonly string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

/**
 * Marks as handed over (SentPos) every paid, confirmed list in scope whose parcels the post office has all received:
 * each live parcel of the list's orders (a withdrawn or cancelled one does not count) has a tracking event other than
 * the pre-advice, and there is at least one. The orders' `sent_pos` flags go with it. Runs inside the transaction
 * that stored the events for `mailingIds`, on the lists holding them.
 *
 * Two writers recording different parcels of one list at once must not both miss the last one: the candidate lists
 * are locked first (id order), and the check is a later statement, so under READ COMMITTED the second writer sees
 * the first one's events once it gets the lock. The UPDATE is conditional (`sent_pos_at IS NULL`), so a list is
 * handed over once. Answers the ids of the lists handed over now.
 */
export async function handOverReceivedLists(tx: Executor, mailingIds: readonly string[]): Promise<string[]> {
  if (mailingIds.length === 0) return [];
  const inScope = sql`${shippingLists.id} IN (SELECT slo.shipping_list_id FROM ${shippingListOrders} slo
    JOIN ${mailings} m ON m.order_id = slo.order_id WHERE m.id IN (${idList(mailingIds)}))`;
  const open = sql`${shippingLists.sentPosAt} IS NULL AND ${shippingLists.statusPayment} = 'PAID'
    AND ${shippingLists.statusKey} = 'CONFIRM_FOR_SHIPPINGLIST'`;
  const locked = rowsOf<{ id: string }>(
    await tx.execute(sql`SELECT ${shippingLists.id} AS id FROM ${shippingLists}
      WHERE ${inScope} AND ${open} ORDER BY ${shippingLists.id} FOR UPDATE`),
  );
  if (locked.length === 0) return [];
  const received = sql.join(
    TRACK_STATUS_RECEIVED_CODES.map((c) => sql`${c}::int`),
    sql`, `,
  );
  const handed = rowsOf<{ id: string }>(
    await tx.execute(sql`
      WITH parcels AS (
        SELECT slo.shipping_list_id AS list_id,
               (m.status_key = 'DELIVERED'
                 OR EXISTS (SELECT 1 FROM ${trackingEvents} e WHERE e.mailing_id = m.id AND e.code IN (${received}))) AS received
          FROM ${shippingListOrders} slo
          JOIN ${mailings} m ON m.order_id = slo.order_id
         WHERE slo.shipping_list_id IN (${idList(locked.map((l) => l.id))})
           AND m.status_key <> 'CANCELLED'
      ), ready AS (
        SELECT list_id FROM parcels GROUP BY list_id HAVING bool_and(received)
      ), handed AS (
        UPDATE ${shippingLists} SET sent_pos_at = now(), updated_at = now()
         WHERE ${shippingLists.id} IN (SELECT list_id FROM ready) AND ${open}
        RETURNING ${shippingLists.id} AS id
      ), flagged AS (
        UPDATE ${orders} SET sent_pos = true, updated_at = now()
         WHERE ${orders.id} IN (SELECT order_id FROM ${shippingListOrders} WHERE shipping_list_id IN (SELECT id FROM handed))
        RETURNING ${orders.id}
      )
      SELECT id FROM handed`),
  );
  return handed.map((h) => h.id);
}
