import { NOTIFICATION_TYPES } from '@songdee/shared/notification/notification.schema';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { TrackTraceClient } from '../../integrations/track-trace/client';
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
import { createTrackingService } from './tracking.service';

export interface MailingsModuleOptions {
  db: Database;
  geo: GeoLookup;
  stores: StoresService;
  notificationsRepo: NotificationsRepository;
  trackTrace: TrackTraceClient;
}

/** Wires mailings: publish, lists, address edits, print lots, barcode stock, tracking sync and label PDFs. */
export async function mailingsModule(app: FastifyInstance, opts: MailingsModuleOptions) {
  const { db, geo, stores } = opts;
  const repo = createMailingsRepository(db);
  const barcodes = createBarcodeRepository(db);
  const orders = createMailingOrdersRepository(db);
  await app.register(mailingsRoutes, {
    mailings: createMailingsService({ repo, barcodes, stores }),
    publish: createPublishMailingsService({ db, repo, orders, barcodes, stores }),
    addresses: createMailingAddressService({ db, repo, orders, geo, stores }),
    tracking: createTrackingService({
      repo,
      syncs: createTrackingRepository(db),
      client: opts.trackTrace,
      stores,
      // One parcel is named; several are summed up ("12 parcels have a new status (5 delivered)").
      notifyTrackingChange: (storeId, { barcodes, delivered }) =>
        opts.notificationsRepo.insertStandalone({
          storeId,
          // No stored wording: a typed notification is worded from its link when read, in the reader's language.
          content: '',
          type: NOTIFICATION_TYPES.tracking,
          link: barcodes.length === 1 ? { barcode: barcodes.at(0) } : { parcels: barcodes.length, delivered },
        }),
    }),
  });
  await app.register(labelsRoutes, {
    labels: createLabelsService({ repo, stores, packingMailingIds: createPackingRepository(db).labelledMailingIds }),
  });
}
