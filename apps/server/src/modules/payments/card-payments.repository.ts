import { CONFIRMABLE_STATUSES } from '@songdee/shared/order/order-rules';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { orders } from '../../db/schema/orders';
import { reserves } from '../../db/schema/reserves';
import { cardPayments, shippingLists } from '../../db/schema/shipping-lists';

export type CardPaymentRow = typeof cardPayments.$inferSelect;
export type { CardPaymentTargetKind } from '@songdee/shared/shipping-list/shipping-list.schema';

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

    /** Records an attempt the gateway signed but we never issued (the legacy order return); a duplicate is ignored. */
    adopt: (values: typeof cardPayments.$inferInsert) => db.insert(cardPayments).values(values).onConflictDoNothing(),

    findList: async (executor: Executor, id: string) => (await executor.select().from(shippingLists).where(eq(shippingLists.id, id)))[0],

    findByReference: async (executor: Executor, reference: string) =>
      (await executor.select().from(cardPayments).where(eq(cardPayments.reference, reference)))[0],

    /** Records the outcome once: only a PENDING attempt is settled; undefined when another request settled it first. */
    settle: async (tx: Executor, id: string, status: 'PAID' | 'FAILED' | 'CANCELLED', result: Record<string, unknown>) =>
      (
        await tx
          .update(cardPayments)
          .set({ status, result, settledAt: new Date() })
          .where(and(eq(cardPayments.id, id), eq(cardPayments.status, 'PENDING')))
          .returning()
      )[0],

    /** The list, locked: payment recording, expiry and edits take the list row first, so they serialise. */
    lockList: async (tx: Executor, id: string) => (await tx.select().from(shippingLists).where(eq(shippingLists.id, id)).for('update'))[0],

    markListPaid: (tx: Executor, id: string) =>
      tx
        .update(shippingLists)
        .set({ statusPayment: 'PAID', paidAt: new Date(), updatedAt: new Date() })
        .where(and(eq(shippingLists.id, id), eq(shippingLists.statusPayment, 'UNPAID'))),

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
      (
        await tx
          .update(orders)
          .set({ statusKey: 'PENDING_TO_BE_PACKED', confirmPayment: true, paymentReference: reference, updatedAt: new Date() })
          .where(and(eq(orders.id, id), inArray(orders.statusKey, [...CONFIRMABLE_STATUSES])))
          .returning({ id: orders.id })
      ).length > 0,
  };
}

export type CardPaymentsRepository = ReturnType<typeof createCardPaymentsRepository>;
