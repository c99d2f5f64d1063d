import { jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { parentRef } from './columns';

/**
 * Creates answered once per `Idempotency-Key` (lib/idempotency.ts): the first request with a key claims its row,
 * runs, then keeps its answer here; the same user sending the same key to the same path again (a double click, a
 * retry after a lost answer, concurrently or later) gets that answer instead of a second record. A create that
 * fails removes its claim, so the corrected form can be sent again with the same key. A create that keeps its key on
 * the record it makes (`createOnce`) only leaves its body's digest here, once it has made the record.
 */
export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    userId: parentRef('user_id', () => users.id),
    /** Method and path, e.g. `POST /api/stores/<id>/orders`. */
    request: text('request').notNull(),
    key: text('key').notNull(),
    /**
     * SHA-256 of the request's JSON body (keys sorted), so the key sent again with a different body is refused
     * rather than answered with the first body's result; null for uploads (their key names the file instead).
     */
    bodyDigest: text('body_digest'),
    /** The answer of the create (before it is worded for a language); null while it runs. */
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.request, t.key] })],
);
