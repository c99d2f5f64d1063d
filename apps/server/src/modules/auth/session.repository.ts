import type { PostOfficeRole } from '@songdee/shared/constants/app.constants';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessions, users } from '../../db/schema/auth';
import { stores } from '../../db/schema/stores';
import { digest, newSecret } from '../../lib/secrets';
import type { Actor } from './actor';

export type SessionKind = 'bearer' | 'cookie';

export function createSessionRepository(db: Database) {
  const activeSession = db
    .select({ sessionId: sessions.id, userId: users.id, email: users.email, role: users.role, store: stores })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(stores, eq(stores.id, sql.placeholder('storeId')))
    .where(
      and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql.placeholder('now'))),
    )
    .limit(1)
    .prepare('session_actor');

  return {
    async create(userId: string, kind: SessionKind, ttlSeconds: number): Promise<string> {
      const token = newSecret();
      await db.insert(sessions).values({
        userId,
        kind,
        tokenHash: digest(token),
        expiresAt: new Date(Date.now() + ttlSeconds * 1000),
      });
      return token;
    },

    /**
     * The actor behind a session token, in one query; with `storeId` (the route's, a UUID) the same query also reads
     * that store, so a store route's owner check needs no second round trip. Every signed-in request runs it, so it
     * is a prepared statement: PostgreSQL plans it once per connection (planning cost more than running it).
     */
    async findActive(token: string, storeId?: string): Promise<Actor | null> {
      const [row] = await activeSession.execute({ tokenHash: digest(token), now: new Date().toISOString(), storeId: storeId ?? null });
      if (!row) return null;
      const { store, ...actor } = row;
      return { ...actor, role: actor.role as PostOfficeRole | null, ...(storeId && { routeStore: { id: storeId, row: store } }) };
    },

    async revoke(sessionId: string): Promise<void> {
      await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
    },

    /** After a password change or reset every other session ends: a stolen token stops working. */
    async revokeAllForUser(userId: string, exceptSessionId?: string): Promise<void> {
      const open = and(eq(sessions.userId, userId), isNull(sessions.revokedAt));
      const rows = await db.select({ id: sessions.id }).from(sessions).where(open);
      for (const { id } of rows) {
        if (id !== exceptSessionId) await this.revoke(id);
      }
    },
  };
}

export type SessionRepository = ReturnType<typeof createSessionRepository>;
