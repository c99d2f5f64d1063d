import type { LineNotifyEvent } from '@songdee/shared/line-notify/line-notify.schema';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { sqlArray } from '../../db/query-helpers';

/**
 * What other services call inside the transaction of an event, so its messages to people outside the app commit
 * with it (the outbox: outgoing_messages). The unique key (event, subject, channel, recipient) and ON CONFLICT DO
 * NOTHING make an event enqueued twice (a publish resent, a sync that sees the delivery again) one message. Whether a
 * message is wanted is decided here, in SQL, from the state the event committed with; the sender checks again.
 */

/** A store event the seller may have asked their LINE Official Account to push (their connection's events). */
export async function enqueueStorePush(tx: Executor, event: LineNotifyEvent, subject: { storeId: string; id: string; name: string }) {
  await tx.execute(sql`
    INSERT INTO outgoing_messages (channel, event, subject_id, recipient, store_id, payload)
    SELECT 'line', ${event}, ${subject.id}::uuid, c.store_id::text, c.store_id, jsonb_build_object('orderName', ${subject.name}::text)
    FROM store_line_connections c
    WHERE c.store_id = ${subject.storeId}::uuid AND c.status = 'connected' AND c.events ? ${event}
    ON CONFLICT DO NOTHING`);
}

/**
 * A parcel event, for each parcel of `barcodes`: the buyer's e-mail (an order's parcel, the buyer not the store's owner,
 * who places orders in their own store to try it, and not stopped), and, for a delivery, the store's LINE push.
 */
export async function enqueueParcelMessages(tx: Executor, event: 'parcelPublished' | 'parcelDelivered', barcodes: readonly string[]) {
  if (barcodes.length === 0) return;
  const list = sqlArray(barcodes, 'text');
  await tx.execute(sql`
    INSERT INTO outgoing_messages (channel, event, subject_id, recipient, store_id, payload)
    SELECT 'mail', ${event}, m.id, o.user_id::text, m.store_id,
      jsonb_build_object('barcode', m.barcode, 'orderName', o.name, 'storeName', s.name)
    FROM mailings m
    JOIN orders o ON o.id = m.order_id
    JOIN stores s ON s.id = m.store_id
    JOIN users u ON u.id = o.user_id
    WHERE m.barcode = ANY(${list}) AND o.user_id <> s.owner_user_id AND u.parcel_mails_stopped_at IS NULL
    ON CONFLICT DO NOTHING`);
  if (event !== 'parcelDelivered') return;
  await tx.execute(sql`
    INSERT INTO outgoing_messages (channel, event, subject_id, recipient, store_id, payload)
    SELECT 'line', ${event}, m.id, c.store_id::text, m.store_id,
      jsonb_build_object('barcode', m.barcode, 'orderName', m.order_name)
    FROM mailings m
    JOIN store_line_connections c ON c.store_id = m.store_id AND c.status = 'connected' AND c.events ? ${event}
    WHERE m.barcode = ANY(${list})
    ON CONFLICT DO NOTHING`);
}

/**
 * A COD parcel's money transferred to the seller (901): the store's LINE push, for parcels that carry a COD amount.
 * Keyed by the parcel, so a 901 seen again (a repeat push, a poll after the push) sends nothing more.
 */
export async function enqueueCodTransferred(tx: Executor, mailingIds: readonly string[]) {
  if (mailingIds.length === 0) return;
  const ids = sqlArray(mailingIds, 'uuid');
  const event: LineNotifyEvent = 'codTransferred';
  await tx.execute(sql`
    INSERT INTO outgoing_messages (channel, event, subject_id, recipient, store_id, payload)
    SELECT 'line', ${event}, m.id, c.store_id::text, m.store_id,
      jsonb_build_object('barcode', m.barcode, 'orderName', m.order_name, 'amount', to_char(m.cod_amount_satang / 100.0, 'FM999,999,990.00'))
    FROM mailings m
    JOIN store_line_connections c ON c.store_id = m.store_id AND c.status = 'connected' AND c.events ? ${event}
    WHERE m.id = ANY(${ids}) AND m.cod_amount_satang IS NOT NULL
    ON CONFLICT DO NOTHING`);
}
