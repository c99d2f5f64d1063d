import { senderAddressInputSchema, senderAddressSchema } from '@songdee/shared/address-book/address-book.schema';
import { listQuerySchema, pagedSchema } from '@songdee/shared/common/list.schema';
import { storeParamsSchema, storeRecordParamsSchema } from '@songdee/shared/common/params.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor, signedIn } from '../auth/actor';
import type { SendersService } from './senders.service';

const idParams = storeRecordParamsSchema('id');
const tags = ['Address book'];
const base = '/api/stores/:storeId/address/send';

export async function sendersRoutes(app: FastifyInstance, opts: { service: SendersService }) {
  const { service } = opts;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    base,
    {
      onRequest: signedIn,
      schema: { tags, params: storeParamsSchema, querystring: listQuerySchema, response: { 200: pagedSchema(senderAddressSchema) } },
    },
    async (req) => service.list(requireActor(req), req.params.storeId, req.query),
  );

  typed.get(
    `${base}/senderAddr/default`,
    { onRequest: signedIn, schema: { tags, params: storeParamsSchema, response: { 200: senderAddressSchema } } },
    async (req) => service.getDefault(requireActor(req), req.params.storeId),
  );

  typed.get(
    `${base}/:id`,
    { onRequest: signedIn, schema: { tags, params: idParams, response: { 200: senderAddressSchema } } },
    async (req) => service.get(requireActor(req), req.params.storeId, req.params.id),
  );

  typed.post(
    base,
    {
      onRequest: signedIn,
      schema: { tags, params: storeParamsSchema, body: senderAddressInputSchema, response: { 201: senderAddressSchema } },
    },
    async (req, reply) => reply.code(201).send(await service.create(requireActor(req), req.params.storeId, req.body)),
  );

  typed.put(
    `${base}/:id`,
    { onRequest: signedIn, schema: { tags, params: idParams, body: senderAddressInputSchema, response: { 200: senderAddressSchema } } },
    async (req) => service.update(requireActor(req), req.params.storeId, req.params.id, req.body),
  );

  typed.put(
    `${base}/:id/markAsDefault`,
    { onRequest: signedIn, schema: { tags, params: idParams, response: { 200: senderAddressSchema } } },
    async (req) => service.markAsDefault(requireActor(req), req.params.storeId, req.params.id),
  );

  typed.delete(
    `${base}/:id`,
    { onRequest: signedIn, schema: { tags, params: idParams, response: { 204: z.null() } } },
    async (req, reply) => {
      await service.delete(requireActor(req), req.params.storeId, req.params.id);
      return reply.code(204).send(null);
    },
  );
}
