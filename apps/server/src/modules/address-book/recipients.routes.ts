import { idListSchema, recipientAddressInputSchema, recipientAddressSchema } from '@songdee/shared/address-book/address-book.schema';
import { int32 } from '@songdee/shared/common/int.schema';
import { storeRecordParamsSchema } from '@songdee/shared/common/params.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { created, idempotencyHeaders, localized, noContent, noContentResponse, storeRoutes } from '../../lib/route-handlers';
import type { RecipientsService } from './recipients.service';

const route = storeRoutes(['Address book'], storeRecordParamsSchema('id'));
const base = '/api/stores/:storeId/address/ship';
const detail = { 200: recipientAddressSchema };

export async function recipientsRoutes(app: FastifyInstance, opts: { service: RecipientsService }) {
  const { service } = opts;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    base,
    route.list(recipientAddressSchema),
    localized((actor, req) => service.list(actor, req.params.storeId, req.query)),
  );
  typed.post(
    base,
    route.store({ 201: recipientAddressSchema }, { body: recipientAddressInputSchema, headers: idempotencyHeaders }),
    created((actor, req) => service.create(actor, req.params.storeId, req.body)),
  );

  typed.get(
    `${base}/listByUser`,
    route.list(recipientAddressSchema, { description: 'The signed-in user’s own saved recipient addresses.' }),
    localized((actor, req) => service.listOfUser(actor, req.query)),
  );

  typed.delete(
    `${base}/multiple`,
    route.store({ 200: z.object({ deleted: int32() }) }, { body: idListSchema }),
    localized((actor, req) => service.deleteMany(actor, req.params.storeId, req.body.ids)),
  );

  typed.get(
    `${base}/:id`,
    route.record(detail),
    localized((actor, req) => service.get(actor, req.params.storeId, req.params.id)),
  );
  typed.put(
    `${base}/:id`,
    route.record(detail, { body: recipientAddressInputSchema }),
    localized((actor, req) => service.update(actor, req.params.storeId, req.params.id, req.body)),
  );
  typed.delete(
    `${base}/:id`,
    route.record(noContentResponse),
    noContent((actor, req) => service.delete(actor, req.params.storeId, req.params.id)),
  );
}
