import { senderAddressInputSchema, senderAddressSchema } from '@songdee/shared/address-book/address-book.schema';
import { listQuerySchema, pagedSchema } from '@songdee/shared/common/list.schema';
import { storeParamsSchema, storeRecordParamsSchema } from '@songdee/shared/common/params.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { created, localized, noContent, signedInRoute } from '../../lib/route-handlers';
import type { SendersService } from './senders.service';

const idParams = storeRecordParamsSchema('id');
const tags = ['Address book'];
const base = '/api/stores/:storeId/address/send';

export async function sendersRoutes(app: FastifyInstance, opts: { service: SendersService }) {
  const { service } = opts;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    base,
    signedInRoute({ tags, params: storeParamsSchema, querystring: listQuerySchema, response: { 200: pagedSchema(senderAddressSchema) } }),
    localized((actor, req) => service.list(actor, req.params.storeId, req.query)),
  );

  typed.get(
    `${base}/senderAddr/default`,
    signedInRoute({ tags, params: storeParamsSchema, response: { 200: senderAddressSchema } }),
    localized((actor, req) => service.getDefault(actor, req.params.storeId)),
  );

  typed.get(
    `${base}/:id`,
    signedInRoute({ tags, params: idParams, response: { 200: senderAddressSchema } }),
    localized((actor, req) => service.get(actor, req.params.storeId, req.params.id)),
  );

  typed.post(
    base,
    signedInRoute({ tags, params: storeParamsSchema, body: senderAddressInputSchema, response: { 201: senderAddressSchema } }),
    created((actor, req) => service.create(actor, req.params.storeId, req.body)),
  );

  typed.put(
    `${base}/:id`,
    signedInRoute({ tags, params: idParams, body: senderAddressInputSchema, response: { 200: senderAddressSchema } }),
    localized((actor, req) => service.update(actor, req.params.storeId, req.params.id, req.body)),
  );

  typed.put(
    `${base}/:id/markAsDefault`,
    signedInRoute({ tags, params: idParams, response: { 200: senderAddressSchema } }),
    localized((actor, req) => service.markAsDefault(actor, req.params.storeId, req.params.id)),
  );

  typed.delete(
    `${base}/:id`,
    signedInRoute({ tags, params: idParams, response: { 204: z.null() } }),
    noContent((actor, req) => service.delete(actor, req.params.storeId, req.params.id)),
  );
}
