import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { CardPaymentService } from '../payments/card-payment.service';
import type { StoresService } from '../stores/stores.service';
import { createShippingListsRepository } from './shipping-lists.repository';
import { shippingListsRoutes } from './shipping-lists.routes';
import { createShippingListsService } from './shipping-lists.service';

/**
 * Wires shipping lists. Their hand-over print shares `GET printshippinglists` with packing lists, so the packing
 * module serves that route with this domain's print service (shipping-list-print.service.ts).
 */
export async function shippingListsModule(
  app: FastifyInstance,
  opts: { db: Database; stores: StoresService; cardPayments: CardPaymentService; publicUrl: string },
) {
  const shippingLists = createShippingListsService({
    repo: createShippingListsRepository(opts.db),
    stores: opts.stores,
    cardPayments: opts.cardPayments,
    publicUrl: opts.publicUrl,
  });
  await app.register(shippingListsRoutes, { shippingLists });
}
