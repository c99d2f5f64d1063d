import { senderAddressInputSchema, senderAddressSchema } from '@songdee/shared/address-book/address-book.schema';
import { listQuerySchema, pagedSchema } from '@songdee/shared/common/list.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../auth/actor';
import type { SendersService } from './senders.service';

const storeParams = z.object({ storeId: z.string().max(64) });
const idParams = storeParams.extend({ id: z.uuid({ error: 'validation.invalid' }) });
const tags = ['Address book'];
const base = '/api/stores/:storeId/address/send';

export async function sendersRoutes(app: FastifyInstance, opts: { service: SendersService }) {
  const { service } = opts;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    base,
    { schema: { tags, params: storeParams, querystring: listQuerySchema, response: { 200: pagedSchema(senderAddressSchema) } } },
    async (req) => service.list(requireActor(req), req.params.storeId, req.query),
  );

  typed.get(`${base}/senderAddr/default`, { schema: { tags, params: storeParams, response: { 200: senderAddressSchema } } }, async (req) =>
    service.getDefault(requireActor(req), req.params.storeId),
  );

  typed.get(`${base}/:id`, { schema: { tags, params: idParams, response: { 200: senderAddressSchema } } }, async (req) =>
    service.get(requireActor(req), req.params.storeId, req.params.id),
  );

  typed.post(
    base,
    { schema: { tags, params: storeParams, body: senderAddressInputSchema, response: { 201: senderAddressSchema } } },
    async (req, reply) => reply.code(201).send(await service.create(requireActor(req), req.params.storeId, req.body)),
  );

  typed.put(
    `${base}/:id`,
    { schema: { tags, params: idParams, body: senderAddressInputSchema, response: { 200: senderAddressSchema } } },
    async (req) => service.update(requireActor(req), req.params.storeId, req.params.id, req.body),
  );

  typed.put(`${base}/:id/markAsDefault`, { schema: { tags, params: idParams, response: { 200: senderAddressSchema } } }, async (req) =>
    service.markAsDefault(requireActor(req), req.params.storeId, req.params.id),
  );

  typed.delete(`${base}/:id`, { schema: { tags, params: idParams, response: { 204: z.null() } } }, async (req, reply) => {
    await service.delete(requireActor(req), req.params.storeId, req.params.id);
    return reply.code(204).send(null);
  });
}
