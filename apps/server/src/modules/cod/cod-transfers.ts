import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { sqlArray } from '../../db/query-helpers';
import { enqueueCodTransferred } from '../outgoing/outgoing-enqueue';

/**
 * What a 901 that first set a COD parcel's transfer time does, in the transaction that stored it: its order counts as
 * paid from now (ConfirmPayment, which the store's sales reports read; the status is the parcel's to move, not this),
 * and the store's "COD money transferred" LINE push is queued (once: the outbox's key).
 */
export async function recordCodTransfers(tx: Executor, mailingIds: readonly string[]) {
  if (mailingIds.length === 0) return;
  const ids = sqlArray(mailingIds, 'uuid');
  await tx.execute(sql`
    UPDATE orders SET confirm_payment = true, updated_at = now()
    WHERE id IN (SELECT m.order_id FROM mailings m WHERE m.id = ANY(${ids}) AND m.cod_amount_satang IS NOT NULL)
      AND cod_amount_satang IS NOT NULL AND NOT confirm_payment`);
  await enqueueCodTransferred(tx, mailingIds);
}
