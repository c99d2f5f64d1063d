import { and, count, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { loginFailures, userCodes, users } from '../../db/schema/auth';
import { stores } from '../../db/schema/stores';
import { digest } from '../../lib/secrets';

export type CodePurpose = 'confirm_email' | 'reset_password';
export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export function createAuthRepository(db: Database) {
  return {
    findUserByEmail: async (email: string) => (await db.select().from(users).where(eq(users.email, email)).limit(1))[0],

    findUserById: async (id: string) => (await db.select().from(users).where(eq(users.id, id)).limit(1))[0],

    /** Inserts unless the e-mail is taken; returns undefined when it is (the unique index decides, no race). */
    async insertUser(values: NewUser): Promise<UserRow | undefined> {
      const [row] = await db.insert(users).values(values).onConflictDoNothing({ target: users.email }).returning();
      return row;
    },

    async updateUser(id: string, values: Partial<NewUser>): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row;
    },

    findStoreOfOwner: async (userId: string) => (await db.select().from(stores).where(eq(stores.ownerUserId, userId)).limit(1))[0],

    /** A new code of a purpose replaces the user's unused ones: only the latest mailed link works. */
    async insertCode(userId: string, purpose: CodePurpose, code: string, ttlSeconds: number) {
      await db.transaction(async (tx) => {
        await tx
          .update(userCodes)
          .set({ usedAt: new Date() })
          .where(and(eq(userCodes.userId, userId), eq(userCodes.purpose, purpose), isNull(userCodes.usedAt)));
        await tx.insert(userCodes).values({
          userId,
          purpose,
          codeHash: digest(code),
          expiresAt: new Date(Date.now() + ttlSeconds * 1000),
        });
      });
    },

    /** Whether a code of this purpose was made for the user since `since` (the resend throttle). */
    hasCodeSince: async (userId: string, purpose: CodePurpose, since: Date) =>
      (
        await db
          .select({ id: userCodes.id })
          .from(userCodes)
          .where(and(eq(userCodes.userId, userId), eq(userCodes.purpose, purpose), gt(userCodes.createdAt, since)))
          .limit(1)
      ).length > 0,

    /** Ends every outstanding code of a purpose (a password change ends the reset links already mailed). */
    async endCodes(userId: string, purpose: CodePurpose): Promise<void> {
      await db
        .update(userCodes)
        .set({ usedAt: new Date() })
        .where(and(eq(userCodes.userId, userId), eq(userCodes.purpose, purpose), isNull(userCodes.usedAt)));
    },

    /**
     * Marks a code used and returns true only if it was valid, unused and unexpired:
     * one conditional UPDATE, so two concurrent uses cannot both succeed.
     */
    async consumeCode(userId: string, purpose: CodePurpose, code: string): Promise<boolean> {
      const rows = await db
        .update(userCodes)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(userCodes.userId, userId),
            eq(userCodes.purpose, purpose),
            eq(userCodes.codeHash, digest(code)),
            isNull(userCodes.usedAt),
            gt(userCodes.expiresAt, new Date()),
          ),
        )
        .returning({ id: userCodes.id });
      return rows.length > 0;
    },

    /** Failures for this account from this source: a stranger's guesses never lock the owner out elsewhere. */
    async countRecentFailures(email: string, ip: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(loginFailures)
        .where(and(eq(loginFailures.email, email), eq(loginFailures.ip, ip), gt(loginFailures.createdAt, since)));
      return row?.n ?? 0;
    },

    async recordFailure(email: string, ip: string) {
      await db.insert(loginFailures).values({ email, ip });
    },

    async clearFailures(email: string) {
      await db.delete(loginFailures).where(eq(loginFailures.email, email));
    },

    /** Deletes every failure recorded before `before` (the scheduled clean-up, in its transaction); how many went. */
    async deleteFailuresBefore(tx: Executor, before: Date): Promise<number> {
      return (await tx.delete(loginFailures).where(lt(loginFailures.createdAt, before)).returning({ id: loginFailures.id })).length;
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
