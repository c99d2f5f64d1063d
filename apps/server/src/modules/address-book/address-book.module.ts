import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { SheetPool } from '../../lib/excel/sheet-pool';
import type { GeoLookup } from '../geo/geo-lookup.repository';
import type { StoresService } from '../stores/stores.service';
import { createAddressBookRepository } from './address-book.repository';
import { addressImportRoutes } from './address-import.routes';
import { createAddressImportService } from './address-import.service';
import { createBuyerAddressesRepository } from './buyer-addresses.repository';
import { buyerAddressesRoutes } from './buyer-addresses.routes';
import { createBuyerAddressesService } from './buyer-addresses.service';
import { recipientsRoutes } from './recipients.routes';
import { createRecipientsService } from './recipients.service';
import { sendersRoutes } from './senders.routes';
import { createSendersService } from './senders.service';

/** Wires the sender and recipient books and the buyers' own addresses: one repository, a service per use case, their routes. */
export async function addressBookModule(
  app: FastifyInstance,
  opts: { db: Database; stores: StoresService; geo: GeoLookup; sheetPool?: SheetPool },
) {
  const repo = createAddressBookRepository(opts.db);
  await app.register(sendersRoutes, { service: createSendersService(repo, opts.stores, opts.geo) });
  await app.register(recipientsRoutes, { service: createRecipientsService(repo, opts.stores, opts.geo) });
  await app.register(addressImportRoutes, { service: createAddressImportService(repo, opts.stores, opts.sheetPool) });
  await app.register(buyerAddressesRoutes, { service: createBuyerAddressesService(createBuyerAddressesRepository(opts.db), opts.geo) });
}
