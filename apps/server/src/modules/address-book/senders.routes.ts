import { senderAddressInputSchema, senderAddressSchema } from '@songdee/shared/address-book/address-book.schema';
import { storeRecordParamsSchema } from '@songdee/shared/common/params.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { created, idempotencyHeaders, localized, noContent, noContentResponse, storeRoutes } from '../../lib/route-handlers';
import type { SendersService } from './senders.service';

const route = storeRoutes(['Address book'], storeRecordParamsSchema('id'));
const base = '/api/stores/:storeId/address/send';
const detail = { 200: senderAddressSchema };

export async function sendersRoutes(app: FastifyInstance, opts: { service: SendersService }) {
  const { service } = opts;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    base,
    route.list(senderAddressSchema),
    localized((actor, req) => service.list(actor, req.params.storeId, req.query)),
  );
  typed.post(
    base,
    route.store({ 201: senderAddressSchema }, { body: senderAddressInputSchema, headers: idempotencyHeaders }),
    created((actor, req) => service.create(actor, req.params.storeId, req.body)),
  );
  typed.get(
    `${base}/:id`,
    route.record(detail),
    localized((actor, req) => service.get(actor, req.params.storeId, req.params.id)),
  );
  typed.put(
    `${base}/:id`,
    route.record(detail, { body: senderAddressInputSchema }),
    localized((actor, req) => service.update(actor, req.params.storeId, req.params.id, req.body)),
  );
  typed.delete(
    `${base}/:id`,
    route.record(noContentResponse),
    noContent((actor, req) => service.delete(actor, req.params.storeId, req.params.id)),
  );

  typed.get(
    `${base}/senderAddr/default`,
    route.store(detail),
    localized((actor, req) => service.getDefault(actor, req.params.storeId)),
  );

  typed.put(
    `${base}/:id/markAsDefault`,
    route.record(detail),
    localized((actor, req) => service.markAsDefault(actor, req.params.storeId, req.params.id)),
  );
}
