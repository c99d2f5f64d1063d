import { and, asc, desc, eq, ilike, inArray, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { containing, countUpTo, one } from '../../db/query-helpers';
import { outlets } from '../../db/schema/geo';
import { boxSizes, deliveryBoxPrices, deliveryOptions, statuses } from '../../db/schema/reference';
import { reserveLines, reserves } from '../../db/schema/reserves';
import { cardPayments, holidays } from '../../db/schema/shipping-lists';
import { stores } from '../../db/schema/stores';
import { type PageRequest, pageOfQuery } from '../../lib/paging';

export type ReserveRow = typeof reserves.$inferSelect;
export type ReserveLineRow = { reserveId: string; boxSizeId: number; code: string; boxPriceSatang: number; sets: number };

/** Who may see a reservation: its store (seller), its outlet (an outlet's post office) or everyone (the central admin). */
export type ReserveScope = { storeId: string } | { outletId: string } | { all: true };

const scopeWhere = (scope: ReserveScope): SQL | undefined =>
  'storeId' in scope ? eq(reserves.storeId, scope.storeId) : 'outletId' in scope ? eq(reserves.outletId, scope.outletId) : undefined;

/** A reservation with what its screens show beside it: the outlet, the store's name, the status's reference id. */
const withNames = {
  reserve: reserves,
  outlet: { id: outlets.id, code: outlets.code, name: outlets.name, tel: outlets.tel },
  storeName: stores.name,
  statusId: statuses.id,
};

export function createReservesRepository(db: Database) {
  const joined = (executor: Executor) =>
    executor
      .select(withNames)
      .from(reserves)
      .innerJoin(outlets, eq(outlets.id, reserves.outletId))
      .innerJoin(stores, eq(stores.id, reserves.storeId))
      .leftJoin(statuses, and(eq(statuses.kind, 'reserve'), eq(statuses.referenceKey, reserves.statusKey)));

  return {
    /** Reads outside a transaction only (PGlite has one connection). */
    db: db as Executor,
    transaction: <T>(fn: (tx: Executor) => Promise<T>) => db.transaction(fn),

    /** One reservation within the scope, with its names; undefined when it does not exist or is not in the scope. */
    async find(executor: Executor, scope: ReserveScope, id: string) {
      const [row] = await joined(executor).where(and(eq(reserves.id, id), scopeWhere(scope)));
      return row;
    },

    /** A page of the scope's reservations, newest first; `search` matches the code, the outlet and (post office) the store. */
    list(scope: ReserveScope, filter: { search: string; statusKey?: string | null }, request: PageRequest) {
      const term = filter.search ? containing(filter.search) : undefined;
      const where = and(
        scopeWhere(scope),
        filter.statusKey === null ? sql`false` : filter.statusKey ? eq(reserves.statusKey, filter.statusKey) : undefined,
        // Each table's own (trigram) index answers its part of the search, joined by id.
        term
          ? or(
              ilike(reserves.code, term),
              inArray(
                reserves.outletId,
                db
                  .select({ id: outlets.id })
                  .from(outlets)
                  .where(or(ilike(outlets.name, term), ilike(outlets.code, term))),
              ),
              'storeId' in scope
                ? undefined
                : inArray(reserves.storeId, db.select({ id: stores.id }).from(stores).where(ilike(stores.name, term))),
            )
          : undefined,
      );
      return pageOfQuery(request, joined(db).where(where).orderBy(desc(reserves.createdAt), desc(reserves.id)).$dynamic(), (bound) =>
        countUpTo(db, db.select(one).from(reserves).where(where), bound),
      );
    },

    /** The lines of some reservations, in box-size order. */
    lines: (executor: Executor, reserveIds: string[]): Promise<ReserveLineRow[]> =>
      reserveIds.length === 0
        ? Promise.resolve([])
        : executor
            .select({
              reserveId: reserveLines.reserveId,
              boxSizeId: reserveLines.boxSizeId,
              code: boxSizes.code,
              boxPriceSatang: reserveLines.boxPriceSatang,
              sets: reserveLines.sets,
            })
            .from(reserveLines)
            .innerJoin(boxSizes, eq(boxSizes.id, reserveLines.boxSizeId))
            .where(inArray(reserveLines.reserveId, reserveIds))
            .orderBy(asc(boxSizes.sortOrder)),

    findByIdempotencyKey: async (storeId: string, key: string) =>
      (
        await db
          .select({ id: reserves.id })
          .from(reserves)
          .where(and(eq(reserves.storeId, storeId), eq(reserves.idempotencyKey, key)))
      )[0],

    /** The reservation row, locked: edits, deletion, payment recording, confirmation and the clean-up serialise on it. */
    lock: async (tx: Executor, scope: ReserveScope, id: string) =>
      (
        await tx
          .select()
          .from(reserves)
          .where(and(eq(reserves.id, id), scopeWhere(scope)))
          .for('update')
      )[0],

    insert: async (tx: Executor, values: typeof reserves.$inferInsert) => (await tx.insert(reserves).values(values).returning())[0]!,

    update: (tx: Executor, id: string, values: Partial<typeof reserves.$inferInsert>) =>
      tx
        .update(reserves)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(reserves.id, id)),

    async replaceLines(tx: Executor, reserveId: string, lines: Array<{ boxSizeId: number; boxPriceSatang: number; sets: number }>) {
      await tx.delete(reserveLines).where(eq(reserveLines.reserveId, reserveId));
      if (lines.length) await tx.insert(reserveLines).values(lines.map((l) => ({ reserveId, ...l })));
    },

    /** Deletes a reservation (its lines go with it) and cancels its pending card payments, so a late success pays nothing. */
    async delete(tx: Executor, id: string) {
      await cancelPendingPayments(tx, [id]);
      await tx.delete(reserves).where(eq(reserves.id, id));
    },

    /**
     * The hand-over, once: only a paid reservation not yet confirmed moves to CONFIRM_FOR_RESERVE (a conditional
     * UPDATE under the row lock); undefined when another request confirmed it first or it is not paid.
     */
    confirm: async (tx: Executor, id: string, userId: string, at: Date) =>
      (
        await tx
          .update(reserves)
          .set({ statusKey: 'CONFIRM_FOR_RESERVE', confirmedAt: at, confirmedByUserId: userId, updatedAt: at })
          .where(and(eq(reserves.id, id), eq(reserves.statusKey, 'DRAFT_FOR_RESERVE'), eq(reserves.statusPayment, true)))
          .returning()
      )[0],

    /** Box sizes that can be reserved, with the price per box (satang) of the reservable option (the ready-to-send box). */
    async reservablePrices(executor: Executor): Promise<Map<number, { code: string; priceSatang: number }>> {
      const rows = await executor
        .select({ boxSizeId: deliveryBoxPrices.boxSizeId, code: boxSizes.code, priceSatang: deliveryBoxPrices.priceSatang })
        .from(deliveryBoxPrices)
        .innerJoin(deliveryOptions, eq(deliveryOptions.id, deliveryBoxPrices.deliveryOptionId))
        .innerJoin(boxSizes, eq(boxSizes.id, deliveryBoxPrices.boxSizeId))
        .where(and(eq(deliveryOptions.reserve, true), eq(deliveryOptions.active, true)))
        .orderBy(asc(deliveryOptions.sortOrder));
      const prices = new Map<number, { code: string; priceSatang: number }>();
      for (const r of rows) if (!prices.has(r.boxSizeId)) prices.set(r.boxSizeId, { code: r.code, priceSatang: r.priceSatang });
      return prices;
    },

    /** The reference key of a reserve status id; null when the id is not a reserve status. */
    statusKeyOf: async (id: number) =>
      (
        await db
          .select({ key: statuses.referenceKey })
          .from(statuses)
          .where(and(eq(statuses.kind, 'reserve'), eq(statuses.id, id)))
      )[0]?.key ?? null,

    findOutlet: async (executor: Executor, id: string) => (await executor.select().from(outlets).where(eq(outlets.id, id)))[0],

    /** Every public holiday (a few dozen rows a year), as yyyy-MM-dd days. */
    holidays: async (executor: Executor) => new Set((await executor.select({ day: holidays.day }).from(holidays)).map((h) => h.day)),

    /**
     * The clean-up: deletes every unconfirmed reservation made before `before` (and cancels their pending card
     * payments) in the caller's transaction; returns the deleted ids.
     */
    async deleteUnconfirmedBefore(tx: Executor, before: Date): Promise<string[]> {
      const overdue = and(ne(reserves.statusKey, 'CONFIRM_FOR_RESERVE'), lt(reserves.createdAt, before), isNull(reserves.confirmedAt));
      const ids = (await tx.select({ id: reserves.id }).from(reserves).where(overdue).for('update')).map((r) => r.id);
      if (ids.length === 0) return [];
      await cancelPendingPayments(tx, ids);
      const deleted = await tx
        .delete(reserves)
        .where(and(inArray(reserves.id, ids), overdue))
        .returning({ id: reserves.id });
      return deleted.map((r) => r.id);
    },
  };
}

async function cancelPendingPayments(tx: Executor, reserveIds: string[]) {
  await tx
    .update(cardPayments)
    .set({ status: 'CANCELLED', settledAt: new Date(), result: { reserveDeleted: true } })
    .where(and(eq(cardPayments.targetKind, 'reserve'), eq(cardPayments.status, 'PENDING'), inArray(cardPayments.targetId, reserveIds)));
}

export type ReservesRepository = ReturnType<typeof createReservesRepository>;
