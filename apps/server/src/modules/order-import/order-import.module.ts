import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { SheetPool } from '../../lib/excel/sheet-pool';
import type { AddressParseService } from '../geo/address-parse.service';
import type { StoresRepository } from '../stores/stores.repository';
import type { StoresService } from '../stores/stores.service';
import { createOrderImportRepository } from './order-import.repository';
import { orderImportRoutes } from './order-import.routes';
import { createOrderImportService } from './order-import.service';

/** Wires orders from a spreadsheet: upload, saved column mappings, preview and the all-or-nothing save. */
export async function orderImportModule(
  app: FastifyInstance,
  opts: { db: Database; stores: StoresService; storesRepo: StoresRepository; addresses: AddressParseService; sheetPool?: SheetPool },
) {
  const service = createOrderImportService({
    repo: createOrderImportRepository(opts.db),
    stores: opts.stores,
    storesRepo: opts.storesRepo,
    addresses: opts.addresses,
    sheets: opts.sheetPool,
  });
  await app.register(orderImportRoutes, { service });
}
