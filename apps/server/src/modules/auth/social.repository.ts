import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { firstRow } from '../../db/query-helpers';
import { users } from '../../db/schema/auth';
import { socialIdentities, socialSignIns } from '../../db/schema/social';
import { digest } from '../../lib/secrets';

export type SocialSignInRow = typeof socialSignIns.$inferSelect;

/** What the provider vouched for, kept on the sign-in while the user finishes it. */
export interface VerifiedIdentity {
  subject: string;
  email: string;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

export function createSocialRepository(db: Database) {
  /** A pending identity of this browser, vouched for, not yet spent and not expired. */
  const pending = (id: string, browserSecret: string) =>
    and(
      eq(socialSignIns.id, id),
      eq(socialSignIns.browserHash, digest(browserSecret)),
      isNotNull(socialSignIns.verifiedAt),
      isNull(socialSignIns.completedAt),
      gt(socialSignIns.expiresAt, new Date()),
    );

  return {
    async startRedirect(values: {
      provider: string;
      state: string;
      nonce: string;
      codeVerifier: string;
      browserSecret: string;
      ttlSeconds: number;
    }) {
      await db.insert(socialSignIns).values({
        provider: values.provider,
        stateHash: digest(values.state),
        nonce: values.nonce,
        codeVerifier: values.codeVerifier,
        browserHash: digest(values.browserSecret),
        expiresAt: new Date(Date.now() + values.ttlSeconds * 1000),
      });
    },

    /**
     * Spends the state of this browser's redirect to this provider: one conditional UPDATE, so a forged, expired,
     * replayed or other browser's state finds nothing.
     */
    spendState: async (provider: string, state: string, browserSecret: string): Promise<SocialSignInRow | undefined> =>
      firstRow(
        db
          .update(socialSignIns)
          .set({ usedAt: new Date() })
          .where(
            and(
              eq(socialSignIns.provider, provider),
              eq(socialSignIns.stateHash, digest(state)),
              eq(socialSignIns.browserHash, digest(browserSecret)),
              isNull(socialSignIns.usedAt),
              gt(socialSignIns.expiresAt, new Date()),
            ),
          )
          .returning(),
      ),

    /** Records what the provider vouched for on a spent redirect, and how long the user has to finish. */
    async markVerified(id: string, identity: VerifiedIdentity, ttlSeconds: number) {
      await db
        .update(socialSignIns)
        .set({ ...identity, verifiedAt: new Date(), expiresAt: new Date(Date.now() + ttlSeconds * 1000) })
        .where(eq(socialSignIns.id, id));
    },

    /** The mobile path: a vouched-for identity with no redirect before it. */
    insertVerified: async (provider: string, identity: VerifiedIdentity, browserSecret: string, ttlSeconds: number) =>
      (
        await db
          .insert(socialSignIns)
          .values({
            provider,
            browserHash: digest(browserSecret),
            ...identity,
            verifiedAt: new Date(),
            expiresAt: new Date(Date.now() + ttlSeconds * 1000),
          })
          .returning({ id: socialSignIns.id })
      )[0]?.id,

    findPending: (id: string, browserSecret: string) =>
      firstRow(db.select().from(socialSignIns).where(pending(id, browserSecret)).limit(1)),

    /** Spends a pending identity (linked or registered): true for the one caller that did. */
    completePending: async (tx: Executor, id: string, browserSecret: string) =>
      (
        await tx
          .update(socialSignIns)
          .set({ completedAt: new Date() })
          .where(pending(id, browserSecret))
          .returning({ id: socialSignIns.id })
      ).length > 0,

    findLinkedUserId: async (provider: string, subject: string) =>
      (
        await firstRow(
          db
            .select({ userId: socialIdentities.userId })
            .from(socialIdentities)
            .where(and(eq(socialIdentities.provider, provider), eq(socialIdentities.subject, subject)))
            .limit(1),
        )
      )?.userId,

    /** A new account made by a social sign-in; undefined when the e-mail is taken (the unique index decides). */
    insertUser: async (tx: Executor, values: typeof users.$inferInsert) =>
      firstRow(tx.insert(users).values(values).onConflictDoNothing({ target: users.email }).returning()),

    /** Links an identity to an account; an identity already linked (to anyone) stays as it is. */
    async link(tx: Executor, userId: string, provider: string, subject: string) {
      await tx.insert(socialIdentities).values({ userId, provider, subject }).onConflictDoNothing();
    },
  };
}

export type SocialRepository = ReturnType<typeof createSocialRepository>;
