import { idListSchema, recipientAddressInputSchema, recipientAddressSchema } from '@songdee/shared/address-book/address-book.schema';
import { listQuerySchema, pagedSchema } from '@songdee/shared/common/list.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../auth/actor';
import type { RecipientsService } from './recipients.service';

const storeParams = z.object({ storeId: z.string().max(64) });
const idParams = storeParams.extend({ id: z.uuid({ error: 'validation.invalid' }) });
const tags = ['Address book'];
const base = '/api/stores/:storeId/address/ship';

export async function recipientsRoutes(app: FastifyInstance, opts: { service: RecipientsService }) {
  const { service } = opts;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const paged = pagedSchema(recipientAddressSchema);

  typed.get(base, { schema: { tags, params: storeParams, querystring: listQuerySchema, response: { 200: paged } } }, async (req) =>
    service.list(requireActor(req), req.params.storeId, req.query),
  );

  typed.get(
    `${base}/listByUser`,
    {
      schema: {
        tags,
        description: 'The signed-in user’s own saved recipient addresses.',
        params: storeParams,
        querystring: listQuerySchema,
        response: { 200: paged },
      },
    },
    async (req) => service.listOfUser(requireActor(req), req.query),
  );

  typed.get(`${base}/:id`, { schema: { tags, params: idParams, response: { 200: recipientAddressSchema } } }, async (req) =>
    service.get(requireActor(req), req.params.storeId, req.params.id),
  );

  typed.post(
    base,
    { schema: { tags, params: storeParams, body: recipientAddressInputSchema, response: { 201: recipientAddressSchema } } },
    async (req, reply) => reply.code(201).send(await service.create(requireActor(req), req.params.storeId, req.body)),
  );

  typed.put(
    `${base}/:id`,
    { schema: { tags, params: idParams, body: recipientAddressInputSchema, response: { 200: recipientAddressSchema } } },
    async (req) => service.update(requireActor(req), req.params.storeId, req.params.id, req.body),
  );

  typed.delete(
    `${base}/multiple`,
    { schema: { tags, params: storeParams, body: idListSchema, response: { 200: z.object({ deleted: z.number().int() }) } } },
    async (req) => service.deleteMany(requireActor(req), req.params.storeId, req.body.ids),
  );

  typed.delete(`${base}/:id`, { schema: { tags, params: idParams, response: { 204: z.null() } } }, async (req, reply) => {
    await service.delete(requireActor(req), req.params.storeId, req.params.id);
    return reply.code(204).send(null);
  });
}
