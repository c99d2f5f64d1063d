import { z } from 'zod';
import { int32 } from '../common/int.schema';
import { plainString } from '../common/text.schema';

/**
 * What the postal push (webhook) service POSTs to its subscriber: `{ items: [...event objects...], track_datetime }`,
 * the event objects being the track API's (barcode, status, status_description, status_date dd/MM/yyyy HH:mm:ss+07:00,
 * Buddhist-era year for Thai, location, postcode, delivery fields). Fields we do not read are let through unchecked.
 */
const text = (max: number) => plainString().max(max);

const trackWebhookItemSchema = z.looseObject({
  barcode: plainString().regex(/^[A-Z]{2}\d{9}[A-Z]{2}$/),
  status: z.union([plainString().regex(/^\d{3}$/), int32().min(100).max(999)]),
  status_date: text(40).min(1),
  status_description: text(500).nullish(),
  location: text(500).nullish(),
  postcode: text(20).nullish(),
});

/** At most this many events in one push: the service sends what changed, never a whole store's history. */
const TRACK_WEBHOOK_MAX_ITEMS = 5000;

export const trackWebhookBodySchema = z.looseObject({
  items: z.array(trackWebhookItemSchema).max(TRACK_WEBHOOK_MAX_ITEMS),
  track_datetime: text(40).nullish(),
});
export type TrackWebhookBody = z.infer<typeof trackWebhookBodySchema>;

export const trackWebhookResultSchema = z.object({ received: int32(), updated: int32() });
