import { z } from 'zod';
import { plainString } from '../common/text.schema';

/**
 * The store events a seller may have pushed to their LINE Official Account. Kept as a list so a new event (the COD
 * money transferred, say) is one more entry here, one more text, and one more place that enqueues it.
 */
export const LINE_NOTIFY_EVENTS = ['newOrder', 'slipUploaded', 'parcelDelivered', 'codTransferred'] as const;
/** One event a store's LINE connection may push. */
export type LineNotifyEvent = (typeof LINE_NOTIFY_EVENTS)[number];

/**
 * Where a push goes: LINE's push message takes a user id (U…), a group id (C…) or a room id (R…), each the letter and
 * 32 hexadecimal digits; the seller copies theirs from the LINE Developers console or their bot's webhook.
 */
export const LINE_TARGET_ID_PATTERN = /^[UCR][0-9a-f]{32}$/;

/** What the seller saves: the channel access token (checked with LINE when saved), the target id and the events. */
export const lineConnectionInputSchema = z.object({
  channelAccessToken: plainString({ error: 'store.lineTokenRequired' })
    .trim()
    .min(1, { error: 'store.lineTokenRequired' })
    .max(1000, { error: 'validation.tooLong' })
    // LINE's tokens are printable ASCII (an HTTP header carries them); anything else is a paste gone wrong.
    .regex(/^[\x21-\x7e]+$/, { error: 'store.lineTokenInvalid' }),
  targetId: plainString({ error: 'store.lineTargetInvalid' }).trim().regex(LINE_TARGET_ID_PATTERN, { error: 'store.lineTargetInvalid' }),
  events: z.array(z.enum(LINE_NOTIFY_EVENTS)).max(LINE_NOTIFY_EVENTS.length),
});
/** The LINE connection form's input. */
export type LineConnectionInput = z.infer<typeof lineConnectionInputSchema>;

/** A store's LINE connection as the settings screen shows it (never the token). */
export const lineConnectionSchema = z.object({
  /** none: never connected (or disconnected); connected; broken: LINE refused the token (401), nothing is pushed. */
  status: z.enum(['none', 'connected', 'broken']),
  botName: plainString().nullable(),
  targetId: plainString().nullable(),
  events: z.array(z.enum(LINE_NOTIFY_EVENTS)),
  /** When LINE refused the token (ISO instant), for a broken connection. */
  brokenAt: plainString().nullable(),
});
/** A store's LINE connection as shown. */
export type LineConnection = z.infer<typeof lineConnectionSchema>;

/** The one-click stop link of the parcel e-mails: its signed token, no sign-in needed. */
export const parcelMailStopQuerySchema = z.object({ token: plainString().trim().min(1).max(300) });
