import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { firstRow } from '../../db/query-helpers';
import { mailings } from '../../db/schema/mailings';
import { orders } from '../../db/schema/orders';
import { reserves } from '../../db/schema/reserves';
import { cardPayments, shippingListOrders, shippingLists } from '../../db/schema/shipping-lists';
import { moveOrders } from '../orders/order-moves';

export type CardPaymentRow = typeof cardPayments.$inferSelect;
export type { CardPaymentTargetKind } from '@songdee/shared/shipping-list/shipping-list.schema';

export type SettledStatus = 'AWAITING_BANK' | 'PAID' | 'FAILED' | 'CANCELLED' | 'REFUND_DUE';

/**
 * The attempts a gateway result may still settle: one with no result yet, and one we cancelled ourselves (the
 * list expired or was deleted, the reservation was cleaned up) before the gateway answered, since the buyer may
 * still have paid. `fromAwaiting`: also one the gateway said was pending (001), which a final result completes.
 */
const settleable = (fromAwaiting: boolean): SQL =>
  or(
    inArray(cardPayments.status, fromAwaiting ? ['PENDING', 'AWAITING_BANK'] : ['PENDING']),
    and(eq(cardPayments.status, 'CANCELLED'), sql`${cardPayments.result} ->> 'gatewayStatus' IS NULL`),
  )!;

/** What the gateway's signed result says about a paid reservation (spec: PaymentInfo, RefBankCode, ApprovalBankCode). */
export interface ReservePaymentRecord {
  amountSatang: number;
  paymentInfo: string | null;
  refBankCode: string | null;
  approvalBankCode: string | null;
}

/** Card-payment attempts and the things they pay for (shipping lists, buyers' orders, reservations). */
export function createCardPaymentsRepository(db: Database) {
  return {
    db: db as Executor,
    transaction: <T>(fn: (tx: Executor) => Promise<T>) => db.transaction(fn),

    insert: async (executor: Executor, values: typeof cardPayments.$inferInsert) =>
      (await executor.insert(cardPayments).values(values).returning())[0]!,

    findList: async (executor: Executor, id: string) => (await executor.select().from(shippingLists).where(eq(shippingLists.id, id)))[0],

    findByReference: async (executor: Executor, reference: string) =>
      (await executor.select().from(cardPayments).where(eq(cardPayments.reference, reference)))[0],

    /** Whether the target has an attempt the gateway said the bank will complete later (001). */
    hasAwaitingBank: async (executor: Executor, targetKind: string, targetId: string) =>
      (
        await executor
          .select({ id: cardPayments.id })
          .from(cardPayments)
          .where(
            and(eq(cardPayments.targetKind, targetKind), eq(cardPayments.targetId, targetId), eq(cardPayments.status, 'AWAITING_BANK')),
          )
          .limit(1)
      ).length > 0,

    findByGatewayOrderId: async (executor: Executor, orderId: string) =>
      (await executor.select().from(cardPayments).where(eq(cardPayments.gatewayOrderId, orderId)))[0],

    /**
     * Records an outcome once, by a conditional UPDATE: a pending (001) result only settles an attempt with no
     * result; a final one also completes a pending one. Undefined when the attempt was already settled.
     */
    settle: (tx: Executor, id: string, status: SettledStatus, result: Record<string, unknown>, opts: { reclaim?: boolean } = {}) =>
      firstRow(
        tx
          .update(cardPayments)
          .set({ status, result, settledAt: new Date() })
          // reclaim: the same transaction just claimed it as PAID and found the target could not take the money.
          .where(and(eq(cardPayments.id, id), opts.reclaim ? eq(cardPayments.status, 'PAID') : settleable(status !== 'AWAITING_BANK')))
          .returning(),
      ),

    /** The list, locked: payment recording, expiry and edits take the list row first, so they serialise. */
    lockList: async (tx: Executor, id: string) => (await tx.select().from(shippingLists).where(eq(shippingLists.id, id)).for('update'))[0],

    markListPaid: (tx: Executor, id: string) =>
      tx
        .update(shippingLists)
        .set({ statusPayment: 'PAID', paidAt: new Date(), updatedAt: new Date() })
        .where(and(eq(shippingLists.id, id), eq(shippingLists.statusPayment, 'UNPAID'))),

    /**
     * A list that went back to draft (its 10 minutes ran out, or it was unconfirmed) before the gateway's late
     * success arrived: confirmed again and paid, but only while it is unpaid, not handed over, still at the paid
     * total, and every one of its orders still has a parcel waiting for delivery (none was cancelled or moved).
     * False when any of that no longer holds.
     */
    async reconfirmListPaid(tx: Executor, id: string, amountSatang: number): Promise<boolean> {
      const rows = (await tx.execute(sql`
        WITH lines AS (SELECT order_id FROM ${shippingListOrders} WHERE shipping_list_id = ${id}),
        ready AS (
          UPDATE ${shippingLists}
             SET status_key = 'CONFIRM_FOR_SHIPPINGLIST', confirmed_at = now(), payment_expired_at = NULL, status_payment = 'PAID', paid_at = now(), updated_at = now()
           WHERE id = ${id}
             AND status_key = 'DRAFT_FOR_SHIPPINGLIST'
             AND status_payment = 'UNPAID'
             AND sent_pos_at IS NULL
             AND price_total_satang = ${amountSatang}
             AND EXISTS (SELECT 1 FROM lines)
             AND NOT EXISTS (
               SELECT 1 FROM lines l
                WHERE NOT EXISTS (SELECT 1 FROM ${mailings} m WHERE m.order_id = l.order_id AND m.status_key = 'WAITING_FOR_DELIVERY'))
          RETURNING id
        ), moved AS (
          UPDATE ${mailings} SET status_key = 'DURING_DELIVERY_NOTE', updated_at = now()
           WHERE status_key = 'WAITING_FOR_DELIVERY'
             AND order_id IN (SELECT order_id FROM lines)
             AND EXISTS (SELECT 1 FROM ready)
          RETURNING id
        )
        SELECT id FROM ready`)) as unknown as { rows?: unknown[] } | unknown[];
      const list = Array.isArray(rows) ? rows : (rows.rows ?? []);
      return list.length > 0;
    },

    findReserve: async (executor: Executor, id: string) => (await executor.select().from(reserves).where(eq(reserves.id, id)))[0],

    /** The reservation, locked: payment recording, edits, deletion, confirmation and the clean-up serialise on it. */
    lockReserve: async (tx: Executor, id: string) => (await tx.select().from(reserves).where(eq(reserves.id, id)).for('update'))[0],

    /** StatusPayment true with the gateway's codes, once: only an unpaid, unconfirmed reservation is marked. */
    markReservePaid: async (tx: Executor, id: string, paid: ReservePaymentRecord) =>
      (
        await tx
          .update(reserves)
          .set({
            statusPayment: true,
            paidAmountSatang: paid.amountSatang,
            paymentInfo: paid.paymentInfo,
            refBankCode: paid.refBankCode,
            approvalBankCode: paid.approvalBankCode,
            paidAt: new Date(),
            updatedAt: new Date(),
          })
          .where(and(eq(reserves.id, id), eq(reserves.statusPayment, false), eq(reserves.statusKey, 'DRAFT_FOR_RESERVE')))
          .returning({ id: reserves.id })
      ).length > 0,

    lockOrder: async (tx: Executor, id: string) => (await tx.select().from(orders).where(eq(orders.id, id)).for('update'))[0],

    findOrder: async (id: string) => (await db.select().from(orders).where(eq(orders.id, id)))[0],

    /** A card-paid order: ConfirmPayment and PENDING_TO_BE_PACKED, from a confirmable status only. */
    markOrderPaid: async (tx: Executor, id: string, reference: string) =>
      (await moveOrders(tx, 'confirmPayment', { ids: [id] }, { confirmPayment: true, paymentReference: reference })).length > 0,
  };
}

export type CardPaymentsRepository = ReturnType<typeof createCardPaymentsRepository>;
