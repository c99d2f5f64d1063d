import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { countUpTo, one } from '../../db/query-helpers';
import { type NotificationLink, notifications } from '../../db/schema/notifications';
import { pageOfQuery } from '../../lib/paging';

/** The PostgreSQL channel that tells every server process a store's or user's unread count changed. */
export const NOTIFICATION_CHANNEL = 'songdee_notifications';

export interface NotificationTarget {
  storeId?: string;
  userId?: string;
}

const whereTarget = (target: NotificationTarget) =>
  target.storeId
    ? eq(notifications.storeId, target.storeId)
    : eq(notifications.userId, target.userId ?? '00000000-0000-0000-0000-000000000000');

export function createNotificationsRepository(db: Database) {
  return {
    /** One page, newest first (id breaks ties, so pages never repeat or skip a row), and the total. */
    async list(target: NotificationTarget, page: number, size: number) {
      const where = whereTarget(target);
      return pageOfQuery(
        { page, size },
        db.select().from(notifications).where(where).orderBy(desc(notifications.createdAt), desc(notifications.id)).$dynamic(),
        (bound) => countUpTo(db, db.select(one).from(notifications).where(where), bound),
      );
    },

    async unreadCount(target: NotificationTarget): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(notifications)
        .where(and(whereTarget(target), eq(notifications.read, false)));
      return row?.n ?? 0;
    },

    /**
     * Inserts and signals in the caller's transaction: PostgreSQL delivers the NOTIFY on commit, so a
     * listener never counts a row that was rolled back.
     */
    async insert(
      tx: Executor,
      values: { storeId?: string | null; userId?: string | null; content: string; type: number; link: NotificationLink },
    ) {
      const [row] = await tx.insert(notifications).values(values).returning();
      await signal(tx, { storeId: values.storeId ?? undefined, userId: values.userId ?? undefined });
      return row;
    },

    insertStandalone(values: { storeId?: string; userId?: string; content: string; type: number; link: NotificationLink }) {
      return db.transaction((tx) => this.insert(tx, values));
    },

    async markAllRead(target: NotificationTarget) {
      await db.transaction(async (tx) => {
        await tx
          .update(notifications)
          .set({ read: true })
          .where(and(whereTarget(target), eq(notifications.read, false)));
        await signal(tx, target);
      });
    },
  };
}

async function signal(tx: Executor, target: NotificationTarget) {
  await tx.execute(sql`select pg_notify(${NOTIFICATION_CHANNEL}, ${JSON.stringify(target)})`);
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
