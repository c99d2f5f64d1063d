import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { createBarcodeRepository } from '../mailings/barcode.repository';
import { createMailingOrdersRepository } from '../mailings/mailing-orders.repository';
import { createMailingsRepository } from '../mailings/mailings.repository';
import { createShippingListPrintService } from '../shipping-lists/shipping-list-print.service';
import { createShippingListsRepository } from '../shipping-lists/shipping-lists.repository';
import type { StoresRepository } from '../stores/stores.repository';
import type { StoresService } from '../stores/stores.service';
import { createPackingRepository } from './packing.repository';
import { packingRoutes } from './packing.routes';
import { createPackingBoxesService } from './packing-boxes.service';
import { createPackingContext } from './packing-context';
import { createPackingLabelsService } from './packing-labels.service';
import { createPackingListsService } from './packing-lists.service';
import { pickingRoutes } from './picking.routes';
import { createPickingService } from './picking.service';
import { createPublishPacksService } from './publish-packs';

/** Wires picking and packing; boxes are published through the mailings' publish path. */
export async function packingModule(app: FastifyInstance, opts: { db: Database; stores: StoresService; storesRepo: StoresRepository }) {
  const { db, stores } = opts;
  const deps = { repo: createPackingRepository(db), stores };
  const ctx = createPackingContext(deps);
  const mailings = createMailingsRepository(db);
  const mailingOrders = createMailingOrdersRepository(db);
  const publish = createPublishPacksService({ repo: mailings, orders: mailingOrders, barcodes: createBarcodeRepository(db) });
  await app.register(pickingRoutes, { picking: createPickingService(deps, ctx) });
  await app.register(packingRoutes, {
    lists: createPackingListsService(deps, ctx),
    boxes: createPackingBoxesService({ ...deps, publish }, ctx),
    labels: createPackingLabelsService(
      {
        ...deps,
        publish,
        mailingOrders,
        mailings,
        storeName: async (storeId) => (await opts.storesRepo.findById(storeId))?.name ?? '',
      },
      ctx,
    ),
    // printshippinglists serves packing lists and shipping lists (spec 2 section 7: ?shippingListId or packingListId).
    shippingListPrint: createShippingListPrintService({ repo: createShippingListsRepository(db), stores }),
  });
}
