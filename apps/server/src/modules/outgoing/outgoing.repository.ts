import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sqlArray } from '../../db/query-helpers';
import { users } from '../../db/schema/auth';
import { outgoingMessages, storeLineConnections } from '../../db/schema/outgoing';
import { stores } from '../../db/schema/stores';

export type OutgoingMessage = typeof outgoingMessages.$inferSelect;
export type LineConnectionRow = typeof storeLineConnections.$inferSelect;

/** Rows of a raw query, whichever driver answered. */
const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? []) as T[];

export function createOutgoingRepository(db: Database) {
  return {
    /**
     * Claims up to `limit` due messages for `leaseMs`: the rows are picked with FOR UPDATE SKIP LOCKED and leased in
     * the same statement, so two processes never claim one row; a claim whose process died ends with its lease.
     */
    async claimDue(now: Date, limit: number, leaseMs: number): Promise<OutgoingMessage[]> {
      const result = await db.execute(sql`
        UPDATE outgoing_messages SET claimed_until = ${new Date(now.getTime() + leaseMs).toISOString()}::timestamptz, attempts = attempts + 1
        WHERE id IN (
          SELECT id FROM outgoing_messages
          WHERE status = 'pending' AND next_attempt_at <= ${now.toISOString()}::timestamptz
            AND (claimed_until IS NULL OR claimed_until <= ${now.toISOString()}::timestamptz)
          ORDER BY next_attempt_at
          LIMIT ${limit}
          FOR UPDATE SKIP LOCKED)
        RETURNING id`);
      const ids = rowsOf<{ id: string }>(result).map((r) => r.id);
      if (ids.length === 0) return [];
      return db
        .select()
        .from(outgoingMessages)
        .where(sql`${outgoingMessages.id} = ANY(${sqlArray(ids, 'uuid')})`);
    },

    /** Ends a claimed message: sent, dropped (with why), or due again at `retryAt`. Only the claim that holds it may. */
    async settle(message: OutgoingMessage, outcome: { sentAt: Date } | { dropped: string } | { retryAt: Date; error: string }) {
      const values =
        'sentAt' in outcome
          ? { status: 'sent', sentAt: outcome.sentAt, lastError: null }
          : 'dropped' in outcome
            ? { status: 'dropped', lastError: outcome.dropped }
            : { nextAttemptAt: outcome.retryAt, lastError: outcome.error };
      await db
        .update(outgoingMessages)
        .set({ ...values, claimedUntil: null })
        .where(and(eq(outgoingMessages.id, message.id), eq(outgoingMessages.attempts, message.attempts)));
    },

    /** The buyer an e-mail goes to, as they are now (their language, and whether they stopped the parcel e-mails). */
    async findMailRecipient(userId: string) {
      const [row] = await db
        .select({ email: users.email, firstName: users.firstName, lang: users.lang, stoppedAt: users.parcelMailsStoppedAt })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    async stopParcelMails(userId: string, at: Date) {
      const [row] = await db
        .update(users)
        .set({ parcelMailsStoppedAt: sql`coalesce(${users.parcelMailsStoppedAt}, ${at.toISOString()}::timestamptz)` })
        .where(eq(users.id, userId))
        .returning({ lang: users.lang });
      return row;
    },

    async findConnection(storeId: string): Promise<LineConnectionRow | undefined> {
      const [row] = await db.select().from(storeLineConnections).where(eq(storeLineConnections.storeId, storeId));
      return row;
    },

    async saveConnection(values: Pick<LineConnectionRow, 'storeId' | 'tokenCipher' | 'botName' | 'targetId' | 'events'>) {
      const fresh = { ...values, status: 'connected', brokenAt: null, updatedAt: new Date() };
      const [row] = await db
        .insert(storeLineConnections)
        .values(fresh)
        .onConflictDoUpdate({ target: storeLineConnections.storeId, set: fresh })
        .returning();
      return row!;
    },

    async removeConnection(storeId: string) {
      await db.delete(storeLineConnections).where(eq(storeLineConnections.storeId, storeId));
    },

    /**
     * Marks the connection broken if it still holds the token that was refused (a token saved meanwhile is not); answers
     * whether this call broke it, so the store is told once whichever process saw the 401 first.
     */
    async breakConnection(storeId: string, tokenCipher: string, at: Date): Promise<boolean> {
      const broken = await db
        .update(storeLineConnections)
        .set({ status: 'broken', brokenAt: at, updatedAt: at })
        .where(
          and(
            eq(storeLineConnections.storeId, storeId),
            eq(storeLineConnections.tokenCipher, tokenCipher),
            eq(storeLineConnections.status, 'connected'),
          ),
        )
        .returning({ storeId: storeLineConnections.storeId });
      return broken.length > 0;
    },

    /** The store's name and its owner's language (a push is worded for the seller). */
    async storeOf(storeId: string) {
      const [row] = await db
        .select({ name: stores.name, lang: users.lang })
        .from(stores)
        .innerJoin(users, eq(users.id, stores.ownerUserId))
        .where(eq(stores.id, storeId));
      return row;
    },
  };
}

export type OutgoingRepository = ReturnType<typeof createOutgoingRepository>;
