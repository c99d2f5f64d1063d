import { z } from 'zod';
import { declareCall } from '../common/call';
import { plainString } from '../common/text.schema';
import { trackWebhookBodySchema, trackWebhookResultSchema } from './track-webhook.schema';

const webhook = {
  tags: ['Tracking'],
  description:
    'The postal push service posts `{ items: [event objects], track_datetime }` (dates dd/MM/yyyy HH:mm:ss+07:00, Buddhist-era years). Authenticated by TRACK_WEBHOOK_SECRET as a bearer token or the last path segment.',
  body: trackWebhookBodySchema,
  response: { 200: trackWebhookResultSchema },
};

/** The postal push service's events, authenticated by the shared secret (a header, or the path for a sender that cannot set one). */
export const trackWebhookCalls = {
  webhook: declareCall('POST', '/api/track/webhook', webhook),
  /** The same, the secret as the last path segment, for a sender that cannot set headers (not shown at /docs). */
  webhookWithSecret: declareCall('POST', '/api/track/webhook/:secret', {
    ...webhook,
    hide: true,
    params: z.object({ secret: plainString().max(200) }),
  }),
};
