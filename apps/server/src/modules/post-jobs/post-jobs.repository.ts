import { and, asc, between, count, eq, ne } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { firstRow } from '../../db/query-helpers';
import { users } from '../../db/schema/auth';
import { mailings } from '../../db/schema/mailings';
import { deliveryOptions } from '../../db/schema/reference';
import { holidays, postJobs, shippingListOrders, shippingLists } from '../../db/schema/shipping-lists';

export type ShippingListRow = typeof shippingLists.$inferSelect;
export type PostJobRow = typeof postJobs.$inferSelect;
export type NewPostJob = typeof postJobs.$inferInsert;

export function createPostJobsRepository(db: Database) {
  const listWithJob = (ex: Executor, id: string) =>
    ex
      .select({ list: shippingLists, job: postJobs })
      .from(shippingLists)
      .leftJoin(postJobs, eq(postJobs.shippingListId, shippingLists.id))
      .where(eq(shippingLists.id, id))
      .limit(1);

  return {
    transaction: <T>(fn: (tx: Executor) => Promise<T>) => db.transaction(fn),

    /** The shipping list and its post job (null before any). */
    findList: async (id: string) => (await listWithJob(db, id))[0],

    /**
     * The list row locked for the booking, with its post job as it is now: a second booking of the same
     * list waits here until the first has stored its answer, then sees it.
     */
    async lockList(tx: Executor, id: string) {
      await tx.select({ id: shippingLists.id }).from(shippingLists).where(eq(shippingLists.id, id)).for('update');
      return (await listWithJob(tx, id))[0];
    },

    /** One row per list: a booking refused with a REASON is replaced by the next attempt. */
    async saveJob(tx: Executor, values: NewPostJob): Promise<PostJobRow> {
      const { shippingListId: _id, createdAt: _created, ...changes } = values;
      const [row] = await tx
        .insert(postJobs)
        .values(values)
        .onConflictDoUpdate({ target: postJobs.shippingListId, set: { ...changes, updatedAt: new Date() } })
        .returning();
      if (!row) throw new Error('post job not saved');
      return row;
    },

    /**
     * The list's prepaid boxes: its orders' live parcels sent with a ready-to-send option (a box reserved and paid
     * for beforehand, `delivery_options.reserve`). The free pick-up rule counts them.
     */
    async prepaidBoxes(listId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(shippingListOrders)
        .innerJoin(mailings, eq(mailings.orderId, shippingListOrders.orderId))
        .innerJoin(deliveryOptions, eq(deliveryOptions.id, mailings.deliveryOptionId))
        .where(and(eq(shippingListOrders.shippingListId, listId), eq(deliveryOptions.reserve, true), ne(mailings.statusKey, 'CANCELLED')));
      return row?.n ?? 0;
    },

    /** Holidays from `from` to `to` inclusive (yyyy-MM-dd), by day. */
    holidaysBetween: (from: string, to: string) =>
      db
        .select()
        .from(holidays)
        .where(between(holidays.day, from, to))
        .orderBy(asc(holidays.day)),

    async isHoliday(day: string): Promise<boolean> {
      const rows = await db.select({ day: holidays.day }).from(holidays).where(eq(holidays.day, day)).limit(1);
      return rows.length > 0;
    },

    findUser: (userId: string) =>
      firstRow(
        db
          .select({ email: users.email, firstName: users.firstName, lastName: users.lastName, phone: users.phone })
          .from(users)
          .where(eq(users.id, userId))
          .limit(1),
      ),
  };
}

export type PostJobsRepository = ReturnType<typeof createPostJobsRepository>;
