import { storeParamsSchema, storeRecordParamsSchema } from '@songdee/shared/common/params.schema';
import {
  IMAGE_MAX_BYTES,
  productCategorySchema,
  productImageSchema,
  productInputSchema,
  productListQuerySchema,
  productSchema,
} from '@songdee/shared/product/product.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readUpload } from '../../lib/files/multipart-upload';
import { localize } from '../../lib/i18n';
import { onceFor } from '../../lib/idempotency';
import { created, idempotencyHeaders, localized, noContent, noContentResponse, pagedList, storeRoutes } from '../../lib/route-handlers';
import { requireActor } from '../auth/actor';
import type { ProductsService } from './products.service';

const productParams = storeRecordParamsSchema('productId');
const tags = ['Products'];
const route = storeRoutes(tags, productParams);
const base = '/api/stores/:storeId/products';

export async function catalogRoutes(app: FastifyInstance, opts: { service: ProductsService }) {
  const { service } = opts;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get('/api/productCategories', { schema: { tags, response: { 200: z.array(productCategorySchema) } } }, async (req) =>
    localize(await service.listCategories(), req.lang),
  );

  typed.get(
    '/api/products',
    {
      schema: pagedList(productListQuerySchema, productSchema, {
        tags,
        description: 'Products of published stores: search (searchString), by category, store id or uri; 8 per page. Prices in satang.',
      }),
    },
    async (req) => localize(await service.listPublic(req.query), req.lang),
  );

  typed.get(
    base,
    {
      schema: pagedList(productListQuerySchema, productSchema, {
        tags,
        description: 'A store’s products (published store, or the owner’s own), 8 per page.',
        params: storeParamsSchema,
      }),
    },
    async (req) => localize(await service.listStore(req.actor, req.params.storeId, req.query), req.lang),
  );

  typed.get(`${base}/:productId`, { schema: { tags, params: productParams, response: { 200: productSchema } } }, async (req) =>
    localize(await service.get(req.actor, req.params.storeId, req.params.productId), req.lang),
  );

  typed.post(
    base,
    route.store({ 201: productSchema }, { body: productInputSchema }),
    created((actor, req) => service.save(actor, req.params.storeId, undefined, req.body)),
  );

  typed.put(
    `${base}/:productId`,
    route.record({ 200: productSchema }, { body: productInputSchema }),
    localized((actor, req) => service.save(actor, req.params.storeId, req.params.productId, req.body)),
  );

  typed.delete(
    `${base}/:productId`,
    route.record(noContentResponse),
    noContent((actor, req) => service.delete(actor, req.params.storeId, req.params.productId)),
  );

  typed.post(
    '/api/stores/:storeId/images',
    route.store(
      { 201: productImageSchema },
      {
        description:
          'Uploads a product image (multipart field "file"): JPEG, PNG, GIF or BMP by content, at most 2 MB. Stored with 800 px featured and 200 px thumbnail versions; attach it by id in the product form.',
        headers: idempotencyHeaders,
      },
    ),
    async (req, reply) => {
      const actor = requireActor(req);
      const readContent = async () => (await readUpload(req, IMAGE_MAX_BYTES, 'IMAGE_TYPE_NOT_ALLOWED')).content;
      return reply.code(201).send(await onceFor(req, () => service.uploadImage(actor, req.params.storeId, readContent)));
    },
  );

  typed.delete(
    '/api/stores/:storeId/images/:imageId',
    route.record(noContentResponse, { params: storeRecordParamsSchema('imageId') }),
    noContent((actor, req) => service.deleteImage(actor, req.params.storeId, req.params.imageId)),
  );
}
