import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, instant, parentRef, timestamps, uuidPrimaryKey } from './columns';
import { stores } from './stores';

/**
 * A store's LINE Official Account (the LINE Messaging API): its channel access token, encrypted (AES-256-GCM, key
 * from LINE_TOKEN_KEY) because it lets anyone post as the store; the LINE id pushes go to; the events the seller
 * chose. `broken` once LINE refused the token (401): nothing is pushed until the seller saves a working one.
 */
export const storeLineConnections = pgTable('store_line_connections', {
  storeId: parentRef('store_id', () => stores.id).primaryKey(),
  /** iv, tag and ciphertext, base64url, dot-separated. */
  tokenCipher: text('token_cipher').notNull(),
  /** The bot's display name LINE answered when the token was checked. */
  botName: text('bot_name').notNull(),
  /** A user, group or room id (U…, C…, R…) the pushes go to. */
  targetId: text('target_id').notNull(),
  events: jsonb('events').$type<string[]>().notNull(),
  /** connected | broken */
  status: text('status').notNull().default('connected'),
  brokenAt: instant('broken_at'),
  ...timestamps(),
});

/**
 * The outbox of messages to people outside the app (a buyer's e-mail, a store's LINE push), written in the
 * transaction of the event that causes them, so a message exists exactly when its event committed. Its unique key
 * (event, subject, channel, recipient) makes an event enqueued twice one message. Senders in any process claim due
 * rows with a conditional UPDATE over `FOR UPDATE SKIP LOCKED` (a lease in `claimed_until`), so one process sends
 * each, and a process that dies mid-send leaves the row to be claimed again when its lease ends.
 */
export const outgoingMessages = pgTable(
  'outgoing_messages',
  {
    id: uuidPrimaryKey(),
    /** mail | line */
    channel: text('channel').notNull(),
    /** parcelPublished, parcelDelivered, newOrder, slipUploaded, … */
    event: text('event').notNull(),
    /** The order or mailing the event is about. */
    subjectId: uuid('subject_id').notNull(),
    /** A user id (mail) or a store id (LINE). */
    recipient: text('recipient').notNull(),
    storeId: parentRef('store_id', () => stores.id),
    /** What the message says, as data: worded when it is sent, in the recipient's language. */
    payload: jsonb('payload').$type<Record<string, string | number>>().notNull(),
    /** pending | sent | dropped */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: instant('next_attempt_at').notNull().defaultNow(),
    claimedUntil: instant('claimed_until'),
    /** Why the last attempt failed (a code, never personal data). */
    lastError: text('last_error'),
    sentAt: instant('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('outgoing_messages_event_key').on(t.event, t.subjectId, t.channel, t.recipient),
    // The senders' claim: due pending rows, oldest first.
    index('outgoing_messages_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
  ],
);
