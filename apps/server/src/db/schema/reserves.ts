import { MAX_RESERVE_SETS } from '@songdee/shared/reserve/reserve.schema';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { instant, parentRef, requiredRef, storeDocumentColumns, timestamps } from './columns';
import { outlets } from './geo';
import { idempotentStoreDocumentIndexes, trigramIndex } from './indexes';
import { boxSizeRef } from './reference';
import { stores } from './stores';

/**
 * A reservation of ready-to-send (Prompt Post) boxes at a post office (spec 2 sections 3-4): paid by card, then
 * handed over by the post office, whose confirmation grants the store sets x 10 barcodes per size
 * (barcode_stocks). Not collected within 7 working days, it is deleted by the clean-up job. Totals are kept on the
 * row so lists page fast.
 */
export const reserves = pgTable(
  'reserves',
  {
    ...storeDocumentColumns(() => stores.id, 'DRAFT_FOR_RESERVE'),
    /** Readable, unique per store (RS-00001). */
    code: text('code').notNull(),
    outletId: requiredRef('outlet_id', () => outlets.id),
    /** Sets summed over the sizes (spec: TotalQty; the screens show x 10). */
    totalQty: integer('total_qty').notNull(),
    /** Satang (spec: TotalPrice). */
    totalPriceSatang: integer('total_price_satang').notNull(),
    /** Spec: StatusPayment; set only by a verified card-payment result. */
    statusPayment: boolean('status_payment').notNull().default(false),
    /** What the payment charged (satang); an edit of a paid reservation may not cost more. */
    paidAmountSatang: integer('paid_amount_satang'),
    /** From the gateway's signed result (spec: PaymentInfo, RefBankCode, ApprovalBankCode). */
    paymentInfo: text('payment_info'),
    refBankCode: text('ref_bank_code'),
    approvalBankCode: text('approval_bank_code'),
    paidAt: instant('paid_at'),
    /** When the post office confirmed the hand-over (and the stock was granted), and who did. */
    confirmedAt: instant('confirmed_at'),
    confirmedByUserId: uuid('confirmed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The create request's Idempotency-Key: the same key from the same store answers the first reservation. */
    idempotencyKey: text('idempotency_key'),
    ...timestamps(),
  },
  (t) => [
    // The lists of a store, a post office and all post offices, newest first (backward scans), optionally by status.
    ...idempotentStoreDocumentIndexes('reserves', t),
    index('reserves_outlet_created_id_idx').on(t.outletId, t.createdAt, t.id),
    index('reserves_created_id_idx').on(t.createdAt, t.id),
    index('reserves_status_created_id_idx').on(t.statusKey, t.createdAt, t.id),
    trigramIndex('reserves_code_trgm_idx', t.code),
    check('reserves_status_ck', sql`${t.statusKey} IN ('DRAFT_FOR_RESERVE', 'CONFIRM_FOR_RESERVE')`),
    check('reserves_totals_ck', sql`${t.totalQty} > 0 AND ${t.totalPriceSatang} >= 0`),
    check(
      'reserves_confirmed_paid_ck',
      sql`${t.statusKey} <> 'CONFIRM_FOR_RESERVE' OR (${t.statusPayment} AND ${t.confirmedAt} IS NOT NULL)`,
    ),
  ],
);

/** One box size of a reservation: sets of ten at the price per box when it was reserved (spec: PromptPostDelivery). */
export const reserveLines = pgTable(
  'reserve_lines',
  {
    reserveId: parentRef('reserve_id', () => reserves.id),
    boxSizeId: boxSizeRef(),
    /** Satang per box (spec: ReservePrice). */
    boxPriceSatang: integer('box_price_satang').notNull(),
    /** Sets of ten (spec: ReserveQty). */
    sets: integer('sets').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.reserveId, t.boxSizeId] }),
    check('reserve_lines_sets_ck', sql`${t.sets} BETWEEN 1 AND ${sql.raw(String(MAX_RESERVE_SETS))}`),
    check('reserve_lines_price_ck', sql`${t.boxPriceSatang} >= 0`),
  ],
);
