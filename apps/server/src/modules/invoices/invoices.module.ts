import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { createMailingsRepository } from '../mailings/mailings.repository';
import type { StoresService } from '../stores/stores.service';
import { createInvoicesRepository } from './invoices.repository';
import { invoicesRoutes } from './invoices.routes';
import { createInvoicesService } from './invoices.service';

/** Wires service-fee invoices; fees are priced with the mailings' delivery rates. */
export async function invoicesModule(app: FastifyInstance, opts: { db: Database; stores: StoresService }) {
  const invoices = createInvoicesService({
    repo: createInvoicesRepository(opts.db),
    rates: createMailingsRepository(opts.db),
    stores: opts.stores,
  });
  await app.register(invoicesRoutes, { invoices });
}
