import { storeParamsSchema } from '@songdee/shared/common/params.schema';
import { plainString } from '@songdee/shared/common/text.schema';
import { STORE_TYPES } from '@songdee/shared/constants/app.constants';
import {
  LOGO_MAX_BYTES,
  logoUploadSchema,
  storeCardSchema,
  storeInputSchema,
  storeSchema,
  storeSearchQuerySchema,
} from '@songdee/shared/store/store.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readUpload } from '../../lib/files/multipart-upload';
import { localize } from '../../lib/i18n';
import { onceFor } from '../../lib/idempotency';
import { created, idempotencyHeaders, pagedList, roleRoute } from '../../lib/route-handlers';
import { requireActor } from '../auth/actor';
import type { StoreManageService } from './store-manage.service';
import type { StoresService } from './stores.service';

const storeSummarySchema = z.object({
  id: z.uuid(),
  uri: plainString(),
  name: plainString(),
  type: z.enum(STORE_TYPES),
});

const tags = ['Stores'];

export async function storesRoutes(app: FastifyInstance, opts: { service: StoresService; manage: StoreManageService }) {
  const { manage } = opts;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post(
    '/api/stores/draft',
    roleRoute('storeCandidates', {
      tags,
      description: 'The signed-in user’s store; a Draft (delivery-only) store is created when they have none.',
      response: { 200: storeSummarySchema },
    }),
    async (request) => {
      const store = await opts.service.ensureDraftStore(requireActor(request));
      return { id: store.id, uri: store.uri, name: store.name, type: store.type as 'Draft' | 'Publish' };
    },
  );

  typed.get(
    '/api/stores',
    {
      schema: {
        tags,
        description:
          'With ?uri: that published store, for everyone (a Draft, delivery-only store has no shop: STORE_NOT_FOUND, "No Store found", for its owner too). Without: the signed-in user’s own store.',
        querystring: z.object({ uri: plainString().trim().max(50).optional() }),
        response: { 200: storeSchema },
      },
    },
    async (req) =>
      req.query.uri
        ? localize(await manage.getByUri(req.actor, req.query.uri), req.lang)
        : localize(await manage.getOwn(requireActor(req)), req.lang),
  );

  typed.get(
    '/api/stores/search',
    {
      schema: pagedList(storeSearchQuerySchema, storeCardSchema, {
        tags,
        description: 'Published stores by name (searchName) or by the category of the products they sell (categoryId); 20 per page.',
      }),
    },
    async (req) => manage.search(req.query),
  );

  typed.get('/api/stores/:storeId', { schema: { tags, params: storeParamsSchema, response: { 200: storeSchema } } }, async (req) =>
    localize(await manage.getById(req.actor, req.params.storeId), req.lang),
  );

  typed.post(
    '/api/stores',
    roleRoute('storeCandidates', {
      tags,
      description: 'Opens the signed-in user’s store (one per user): Publish, or Draft when deliveryOnly. Fees in satang.',
      body: storeInputSchema,
      response: { 201: storeSchema },
    }),
    created((actor, req) => manage.create(actor, req.body)),
  );

  typed.put(
    '/api/stores',
    roleRoute('storeCandidates', {
      tags,
      description: 'Saves the store form of the store with this id (its owner only); replaces its delivery options.',
      body: storeInputSchema.extend({ id: z.uuid({ error: 'validation.invalid' }) }),
      response: { 200: storeSchema },
    }),
    async (req) => {
      const actor = requireActor(req);
      const store = await opts.service.assertOwner(actor, req.body.id);
      return localize(await manage.update(actor, store, req.body), req.lang);
    },
  );

  typed.post(
    '/api/logo',
    roleRoute('storeCandidates', {
      tags,
      description:
        'Uploads a store logo (multipart field "file"): JPEG, PNG, GIF or BMP by content, at most 2 MB and 1200 x 1200 px. Answers the key to send as `logo` in the store form.',
      response: { 201: logoUploadSchema },
      headers: idempotencyHeaders,
    }),
    async (req, reply) => {
      const actor = requireActor(req);
      const logo = await onceFor(req, async () =>
        manage.uploadLogo(actor, (await readUpload(req, LOGO_MAX_BYTES, 'IMAGE_TYPE_NOT_ALLOWED')).content),
      );
      return reply.code(201).send(logo);
    },
  );
}
