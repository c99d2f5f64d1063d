import { senderAddressInputSchema, senderAddressSchema } from '@songdee/shared/address-book/address-book.schema';
import { storeRecordParamsSchema } from '@songdee/shared/common/params.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { localized, storeRecordRoutes, storeRoutes } from '../../lib/route-handlers';
import type { SendersService } from './senders.service';

const route = storeRoutes(['Address book'], storeRecordParamsSchema('id'));
const base = '/api/stores/:storeId/address/send';
const detail = { 200: senderAddressSchema };

export async function sendersRoutes(app: FastifyInstance, opts: { service: SendersService }) {
  const { service } = opts;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  storeRecordRoutes(app, route, base, 'id', { service, detail: senderAddressSchema, input: senderAddressInputSchema, create: 'created' });

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
