import { createHash, timingSafeEqual } from 'node:crypto';
import { trackWebhookCalls } from '@songdee/shared/mailing/track-webhook.calls';
import type { TrackWebhookBody } from '@songdee/shared/mailing/track-webhook.schema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { readTrackItem, type TrackEvent } from '../../integrations/track-trace/client';
import { AppError } from '../../lib/app-error';
import { publicRoute, routesOf } from '../../lib/route-handlers';
import type { NotifyTrackingChange } from './tracking.service';
import { recordTrackEvents } from './tracking-events.repository';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * How the push service proves it is the caller. The postal service publishes no scheme for this, so it is our
 * choice, kept in this one function: a shared secret (TRACK_WEBHOOK_SECRET) given to the post with the subscriber
 * URL, either as `Authorization: Bearer <secret>` or as the URL's last segment (/api/track/webhook/<secret>), for a
 * sender that cannot set headers. Compared in constant time.
 */
function isTrackWebhookCaller(request: FastifyRequest<{ Params: { secret?: string } }>, secret: string): boolean {
  const [scheme, value] = (request.headers.authorization ?? '').split(' ');
  const given = request.params.secret ?? (scheme?.toLowerCase() === 'bearer' ? value : undefined);
  return !!given && timingSafeEqual(digest(given), digest(secret));
}

/** The items grouped by barcode as our events; a date or code that cannot be read refuses the whole body. */
function eventsOf(body: TrackWebhookBody): Map<string, TrackEvent[]> {
  const byBarcode = new Map<string, TrackEvent[]>();
  for (const item of body.items) {
    const event = readTrackItem(
      item.barcode,
      {
        ...item,
        status_description: item.status_description ?? undefined,
        location: item.location ?? undefined,
        postcode: item.postcode ?? undefined,
      },
      'TH',
    );
    if (!event) throw new AppError('TRACK_WEBHOOK_EVENT_INVALID');
    byBarcode.set(item.barcode, [...(byBarcode.get(item.barcode) ?? []), event]);
  }
  return byBarcode;
}

/**
 * Receives the push service's events: authenticated by the shared secret, validated (400 otherwise), stored and the
 * statuses derived in one short transaction, with no outside call, so it answers fast. Repeats and events out of
 * order are harmless (tracking-events.repository.ts). Unknown barcodes are ignored. One notification per store
 * whose parcels changed.
 */
export async function trackWebhookRoutes(app: FastifyInstance, opts: { db: Database; secret: string; notify: NotifyTrackingChange }) {
  const route = routesOf(app);
  const handler = async (request: FastifyRequest) => {
    const body = request.body as TrackWebhookBody;
    const changes = await recordTrackEvents(opts.db, 'push', eventsOf(body));
    const byStore = new Map<string, typeof changes>();
    for (const c of changes) byStore.set(c.storeId, [...(byStore.get(c.storeId) ?? []), c]);
    for (const [storeId, list] of byStore)
      await opts.notify(storeId, {
        barcodes: list.map((c) => c.barcode),
        delivered: list.filter((c) => c.statusKey === 'DELIVERED').length,
      });
    return { received: body.items.length, updated: changes.length };
  };
  const preValidation = async (request: FastifyRequest) => {
    if (!isTrackWebhookCaller(request as FastifyRequest<{ Params: { secret?: string } }>, opts.secret))
      throw new AppError('TRACK_WEBHOOK_UNAUTHORIZED');
  };
  route.raw({ ...publicRoute(trackWebhookCalls.webhook), preValidation }, handler);
  route.raw({ ...publicRoute(trackWebhookCalls.webhookWithSecret), preValidation }, handler);
}
