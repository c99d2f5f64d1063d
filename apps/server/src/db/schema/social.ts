import { boolean, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, instant, parentRef, uuidPrimaryKey } from './columns';

/** A provider identity (issuer slot + subject) linked to an account: the next sign-in with it opens that account. */
export const socialIdentities = pgTable(
  'social_identities',
  {
    id: uuidPrimaryKey(),
    userId: parentRef('user_id', () => users.id),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('social_identities_provider_subject_uq').on(t.provider, t.subject), index('social_identities_user_idx').on(t.userId)],
);

/**
 * One social sign-in, from the redirect to the provider until it ends in a session: the state (its digest), nonce and
 * PKCE verifier the callback checks, the browser it belongs to (the digest of an HttpOnly cookie's secret), then what
 * the provider vouched for while the user proves a password or completes the external sign-up. Each step is a
 * conditional UPDATE, so a state or a pending identity is used once.
 */
export const socialSignIns = pgTable(
  'social_sign_ins',
  {
    id: uuidPrimaryKey(),
    provider: text('provider').notNull(),
    /** Null for the mobile path (no redirect, no state). */
    stateHash: text('state_hash').unique(),
    nonce: text('nonce'),
    codeVerifier: text('code_verifier'),
    browserHash: text('browser_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    /** The callback spent the state. */
    usedAt: instant('used_at'),
    subject: text('subject'),
    email: text('email'),
    emailVerified: boolean('email_verified'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    verifiedAt: instant('verified_at'),
    /** Linked or registered: the pending identity is spent. */
    completedAt: instant('completed_at'),
  },
  (t) => [index('social_sign_ins_expires_idx').on(t.expiresAt)],
);
