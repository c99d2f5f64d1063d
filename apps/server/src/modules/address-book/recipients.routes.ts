import { idListSchema, recipientAddressInputSchema, recipientAddressSchema } from '@songdee/shared/address-book/address-book.schema';
import { listQuerySchema, pagedSchema } from '@songdee/shared/common/list.schema';
import { storeParamsSchema, storeRecordParamsSchema } from '@songdee/shared/common/params.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { created, localized, noContent, signedInRoute } from '../../lib/route-handlers';
import type { RecipientsService } from './recipients.service';

const idParams = storeRecordParamsSchema('id');
const tags = ['Address book'];
const base = '/api/stores/:storeId/address/ship';

export async function recipientsRoutes(app: FastifyInstance, opts: { service: RecipientsService }) {
  const { service } = opts;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const paged = pagedSchema(recipientAddressSchema);

  typed.get(
    base,
    signedInRoute({ tags, params: storeParamsSchema, querystring: listQuerySchema, response: { 200: paged } }),
    localized((actor, req) => service.list(actor, req.params.storeId, req.query)),
  );

  typed.get(
    `${base}/listByUser`,
    signedInRoute({
      tags,
      description: 'The signed-in user’s own saved recipient addresses.',
      params: storeParamsSchema,
      querystring: listQuerySchema,
      response: { 200: paged },
    }),
    localized((actor, req) => service.listOfUser(actor, req.query)),
  );

  typed.get(
    `${base}/:id`,
    signedInRoute({ tags, params: idParams, response: { 200: recipientAddressSchema } }),
    localized((actor, req) => service.get(actor, req.params.storeId, req.params.id)),
  );

  typed.post(
    base,
    signedInRoute({ tags, params: storeParamsSchema, body: recipientAddressInputSchema, response: { 201: recipientAddressSchema } }),
    created((actor, req) => service.create(actor, req.params.storeId, req.body)),
  );

  typed.put(
    `${base}/:id`,
    signedInRoute({ tags, params: idParams, body: recipientAddressInputSchema, response: { 200: recipientAddressSchema } }),
    localized((actor, req) => service.update(actor, req.params.storeId, req.params.id, req.body)),
  );

  typed.delete(
    `${base}/multiple`,
    signedInRoute({ tags, params: storeParamsSchema, body: idListSchema, response: { 200: z.object({ deleted: z.number().int() }) } }),
    localized((actor, req) => service.deleteMany(actor, req.params.storeId, req.body.ids)),
  );

  typed.delete(
    `${base}/:id`,
    signedInRoute({ tags, params: idParams, response: { 204: z.null() } }),
    noContent((actor, req) => service.delete(actor, req.params.storeId, req.params.id)),
  );
}
