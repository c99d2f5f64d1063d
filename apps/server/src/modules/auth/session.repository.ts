import type { PostOfficeRole } from '@songdee/shared/constants/app.constants';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessions, users } from '../../db/schema/auth';
import { outlets } from '../../db/schema/geo';
import { stores } from '../../db/schema/stores';
import { digest, newSecret } from '../../lib/secrets';
import type { Actor } from './actor';
import { createSessionCache } from './session-cache';

export type SessionKind = 'bearer' | 'cookie';

export function createSessionRepository(db: Database) {
  const cache = createSessionCache(db);
  const activeSession = db
    .select({
      sessionId: sessions.id,
      sessionExpiresAt: sessions.expiresAt,
      userId: users.id,
      email: users.email,
      role: users.role,
      officeCode: users.outletCode,
      zone: users.zone,
      // The user's own store (a user owns at most one): the role matrix tells sellers from buyers by it.
      ownStoreId: sql<string | null>`(select ${stores.id} from ${stores} where ${stores.ownerUserId} = ${users.id} limit 1)`,
      outlet: { code: outlets.code, name: outlets.name, postcode: outlets.postcode },
      store: stores,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(outlets, eq(outlets.code, users.outletCode))
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
     * The actor behind a session token, in one query: the user, their own post office (staff), and with `storeId` (the
     * route's, a UUID) that store, so a store route's owner check or a report's office scope needs no second round trip.
     * Every signed-in request runs it, so it is a prepared statement: PostgreSQL plans it once per connection (planning
     * cost more than running it). `remembered`: a safe request may take it from the session cache (session-cache.ts).
     */
    async findActive(token: string, storeId?: string, { remembered = false } = {}): Promise<Actor | null> {
      const look = async () => {
        const [row] = await activeSession.execute({ tokenHash: digest(token), now: new Date().toISOString(), storeId: storeId ?? null });
        if (!row) return null;
        const { store, officeCode, outlet, sessionExpiresAt, ...actor } = row;
        return {
          expiresAt: sessionExpiresAt,
          actor: {
            ...actor,
            role: actor.role as PostOfficeRole | null,
            office: { code: officeCode, outlet },
            ...(storeId && { routeStore: { id: storeId, row: store } }),
          },
        };
      };
      if (remembered) return cache.get(token, storeId ?? '', look);
      return (await look())?.actor ?? null;
    },

    /** After a write made with `token`: its next read asks the database (session-cache.ts `forgetToken`). */
    forget: (token: string) => cache.forgetToken(token),

    /** Starts and stops the session cache's listening (the app's start and close). */
    listen: () => cache.listen(),
    close: () => cache.close(),

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
