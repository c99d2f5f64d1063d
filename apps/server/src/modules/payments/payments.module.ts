import type { FastifyInstance } from 'fastify';
import type { StoresService } from '../stores/stores.service';
import type { CardPaymentService } from './card-payment.service';
import type { CardPaymentsRepository } from './card-payments.repository';
import { paymentsRoutes } from './payments.routes';
import { createPaymentsService } from './payments.service';

/** Wires the card-payment endpoints; the card-payment service itself is built once in app.ts and shared. */
export async function paymentsModule(
  app: FastifyInstance,
  opts: { cardPayments: CardPaymentService; cardPaymentsRepo: CardPaymentsRepository; stores: StoresService; publicUrl: string },
) {
  await app.register(paymentsRoutes, {
    payments: createPaymentsService({
      cardPayments: opts.cardPayments,
      repo: opts.cardPaymentsRepo,
      stores: opts.stores,
      publicUrl: opts.publicUrl,
    }),
  });
}
