import { NOTIFICATION_TYPES } from '@songdee/shared/notification/notification.schema';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { TrackTraceClient } from '../../integrations/track-trace/client';
import { createJobRunner, startJobSchedule } from '../../lib/scheduled-jobs';
import type { NotificationsRepository } from '../notifications/notifications.repository';
import { createPackingRepository } from '../packing/packing.repository';
import type { GeoLookup } from '../stores/geo-lookup.repository';
import type { StoresService } from '../stores/stores.service';
import { createBarcodeRepository } from './barcode.repository';
import { labelsRoutes } from './labels.routes';
import { createLabelsService } from './labels.service';
import { createMailingAddressService } from './mailing-address.service';
import { createMailingOrdersRepository } from './mailing-orders.repository';
import { createMailingsRepository } from './mailings.repository';
import { mailingsRoutes } from './mailings.routes';
import { createMailingsService } from './mailings.service';
import { createPublishMailingsService } from './publish-mailings.service';
import { createTrackingRepository } from './tracking.repository';
import { createTrackingService, type NotifyTrackingChange, trackingSyncRestJob } from './tracking.service';

export interface MailingsModuleOptions {
  db: Database;
  geo: GeoLookup;
  stores: StoresService;
  notificationsRepo: NotificationsRepository;
  trackTrace: TrackTraceClient;
  /** How much of a tracking sync the request does; the background job does the rest. */
  trackingBound: { perRequest: number; requestMs: number };
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

/** Wires mailings: publish, lists, address edits, print lots, barcode stock, tracking sync and label PDFs. */
export async function mailingsModule(app: FastifyInstance, opts: MailingsModuleOptions) {
  const { db, geo, stores } = opts;
  const repo = createMailingsRepository(db);
  const barcodes = createBarcodeRepository(db);
  const orders = createMailingOrdersRepository(db);
  const notify = trackingNotifier(opts.notificationsRepo);
  const background = scheduleTrackingRest(app, opts, notify);
  await app.register(mailingsRoutes, {
    mailings: createMailingsService({ repo, barcodes, stores }),
    publish: createPublishMailingsService({ db, repo, orders, barcodes, stores }),
    addresses: createMailingAddressService({ db, repo, orders, geo, stores }),
    tracking: createTrackingService({
      syncs: createTrackingRepository(db),
      client: opts.trackTrace,
      stores,
      bound: opts.trackingBound,
      notifyTrackingChange: notify,
      onPending: () => background?.(),
    }),
  });
  await app.register(labelsRoutes, {
    labels: createLabelsService({ repo, stores, packingMailingIds: createPackingRepository(db).labelledMailingIds }),
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
  const runner = createJobRunner(opts.db, { now: () => new Date() });
  const log = {
    onOutcome: (outcome: object) => app.log.info({ scheduledJob: job.name, ...outcome }, 'scheduled job'),
    onError: (_job: string, error: unknown) => app.log.error({ scheduledJob: job.name, err: error }, 'scheduled job failed'),
  };
  let running: { stop(): Promise<void> } | undefined;
  let started: Promise<void> = Promise.resolve();
  app.addHook('onReady', async () => {
    running = startJobSchedule(runner, [job], { intervalMs: schedule.intervalMs, ...log });
  });
  app.addHook('onClose', async () => {
    await running?.stop();
    await started;
  });
  return () => {
    started = started.then(() => runner.runDue(job).then(log.onOutcome, (error) => log.onError(job.name, error)));
  };
}
