import { NOTIFICATION_TYPES } from '@songdee/shared/notification/notification.schema';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { TrackTraceClient } from '../../integrations/track-trace/client';
import type { TrackWebhookClient } from '../../integrations/track-trace/webhook-client';
import { createJobRunner, type ScheduledJob, startJobSchedule } from '../../lib/scheduled-jobs';
import type { GeoLookup } from '../geo/geo-lookup.repository';
import type { NotificationsRepository } from '../notifications/notifications.repository';
import { createPackingRepository } from '../packing/packing.repository';
import type { StoresService } from '../stores/stores.service';
import { createBarcodeRepository } from './barcode.repository';
import { labelsRoutes } from './labels.routes';
import { createLabelsService } from './labels.service';
import { createMailingAddressService } from './mailing-address.service';
import { createMailingOrdersRepository } from './mailing-orders.repository';
import { createMailingsRepository } from './mailings.repository';
import { mailingsRoutes } from './mailings.routes';
import { createMailingsService } from './mailings.service';
import { createPublicTrackingRepository } from './public-tracking.repository';
import { publicTrackingRoutes } from './public-tracking.routes';
import { createPublicTrackingService } from './public-tracking.service';
import { createPublishMailingsService } from './publish-mailings.service';
import { subscribeDue, trackSubscribeJob } from './track-subscribe.service';
import { trackWebhookRoutes } from './track-webhook.routes';
import { createTrackingRepository } from './tracking.repository';
import { createTrackingService, type NotifyTrackingChange, trackingSyncRestJob } from './tracking.service';

export interface MailingsModuleOptions {
  db: Database;
  geo: GeoLookup;
  stores: StoresService;
  notificationsRepo: NotificationsRepository;
  trackTrace: TrackTraceClient;
  /** The push service: barcodes are subscribed after publishing, and its posts received at /api/track/webhook. */
  trackWebhook: { client: TrackWebhookClient; secret: string; subscribeAfterPublish: boolean };
  /** How much of a tracking sync the request does; the background job does the rest. */
  trackingBound: { perRequest: number; requestMs: number };
  /** The site's public address (PUBLIC_URL), for the tracking page's address on labels. */
  publicUrl: string;
  /** Run the tracking sync's background part on a timer and after a request leaves some (off in tests, which run it themselves). */
  schedule?: { intervalMs: number };
}

/** One parcel is named; several are summed up ("12 parcels have a new status (5 delivered)"). */
export function trackingNotifier(notificationsRepo: Pick<NotificationsRepository, 'insert' | 'insertStandalone'>): NotifyTrackingChange {
  return (storeId, { barcodes, delivered }, tx) => {
    // No stored wording: a typed notification is worded from its link when read, in the reader's language.
    const values = {
      storeId,
      content: '',
      type: NOTIFICATION_TYPES.tracking,
      link: barcodes.length === 1 ? { barcode: barcodes.at(0) } : { parcels: barcodes.length, delivered },
    };
    return tx ? notificationsRepo.insert(tx, values) : notificationsRepo.insertStandalone(values);
  };
}

/** Wires mailings: publish, lists, address edits, print lots, barcode stock, tracking sync, public tracking and label PDFs. */
export async function mailingsModule(app: FastifyInstance, opts: MailingsModuleOptions) {
  const { db, geo, stores } = opts;
  const repo = createMailingsRepository(db);
  const barcodes = createBarcodeRepository(db);
  const orders = createMailingOrdersRepository(db);
  const notify = trackingNotifier(opts.notificationsRepo);
  const background = scheduleTrackingRest(app, opts, notify);
  const subscribe = subscribeAfterPublish(app, opts);
  const publish = createPublishMailingsService({ db, repo, orders, barcodes, stores });
  await app.register(mailingsRoutes, {
    mailings: createMailingsService({ repo, barcodes, stores }),
    publish: {
      ...publish,
      // After the publishing transaction committed: the new barcodes' markers are durable, so a failure here only
      // leaves them to the scheduled job.
      publishMailings: async (...args: Parameters<typeof publish.publishMailings>) => {
        const published = await publish.publishMailings(...args);
        subscribe?.();
        return published;
      },
    },
    addresses: createMailingAddressService({ db, repo, orders, geo, stores }),
    tracking: createTrackingService({
      db,
      syncs: createTrackingRepository(db),
      client: opts.trackTrace,
      stores,
      bound: opts.trackingBound,
      notifyTrackingChange: notify,
      onPending: () => background?.(),
    }),
  });
  await app.register(trackWebhookRoutes, { db, secret: opts.trackWebhook.secret, notify });
  await app.register(publicTrackingRoutes, { tracking: createPublicTrackingService(createPublicTrackingRepository(db)) });
  await app.register(labelsRoutes, {
    labels: createLabelsService({
      repo,
      stores,
      packingMailingIds: createPackingRepository(db).labelledMailingIds,
      publicUrl: opts.publicUrl,
    }),
  });
}

/**
 * The tracking sync's background part on every process's schedule (one run at a time across processes), and started
 * at once when a request leaves mailings for it. Answers the starter, or undefined when scheduling is off.
 */
function scheduleTrackingRest(app: FastifyInstance, opts: MailingsModuleOptions, notifyTrackingChange: NotifyTrackingChange) {
  const schedule = opts.schedule;
  if (!schedule) return undefined;
  const job = trackingSyncRestJob({ client: opts.trackTrace, notifyTrackingChange });
  const subscribeJob = trackSubscribeJob(opts.trackWebhook.client);
  const runner = createJobRunner(opts.db, { now: () => new Date() });
  const log = {
    onOutcome: (outcome: object) => app.log.info({ ...outcome }, 'scheduled job'),
    onError: (name: string, error: unknown) => app.log.error({ scheduledJob: name, err: error }, 'scheduled job failed'),
  };
  let running: { stop(): Promise<void> } | undefined;
  let started: Promise<void> = Promise.resolve();
  app.addHook('onReady', async () => {
    running = startJobSchedule(runner, [job, subscribeJob as ScheduledJob<unknown>], { intervalMs: schedule.intervalMs, ...log });
  });
  app.addHook('onClose', async () => {
    await running?.stop();
    await started;
  });
  return () => {
    started = started.then(() => runner.runDue(job).then(log.onOutcome, (error) => log.onError(job.name, error)));
  };
}

/**
 * Subscribes just-published barcodes to the push service at once (off in tests unless asked); runs one at a time in
 * this process and is awaited on close. Two processes are kept apart by the rows' locks (track-subscribe.service.ts).
 */
function subscribeAfterPublish(app: FastifyInstance, opts: MailingsModuleOptions) {
  if (!opts.trackWebhook.subscribeAfterPublish) return undefined;
  let running: Promise<unknown> = Promise.resolve();
  app.addHook('onClose', async () => {
    await running;
  });
  return () => {
    running = running.then(() =>
      subscribeDue(opts.db, opts.trackWebhook.client).then(
        (outcome) => app.log.info({ trackSubscribe: outcome }, 'track subscriptions'),
        (error) => app.log.error({ err: error }, 'track subscriptions failed'),
      ),
    );
  };
}
