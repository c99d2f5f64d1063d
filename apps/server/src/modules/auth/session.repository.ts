import type { PostOfficeRole } from '@songdee/shared/constants/app.constants';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessions, users } from '../../db/schema/auth';
import { digest, newSecret } from '../../lib/secrets';
import type { Actor } from './actor';

export type SessionKind = 'bearer' | 'cookie';

export function createSessionRepository(db: Database) {
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

    async findActive(token: string): Promise<Actor | null> {
      const [row] = await db
        .select({ sessionId: sessions.id, userId: users.id, email: users.email, role: users.role })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.tokenHash, digest(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
        .limit(1);
      return row ? { ...row, role: row.role as PostOfficeRole | null } : null;
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
