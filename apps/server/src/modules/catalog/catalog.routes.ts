import { pagedSchema } from '@songdee/shared/common/list.schema';
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
import { requireActor } from '../auth/actor';
import type { ProductsService } from './products.service';

const storeParams = z.object({ storeId: z.uuid({ error: 'validation.invalid' }) });
const productParams = storeParams.extend({ productId: z.uuid({ error: 'validation.invalid' }) });
const imageParams = storeParams.extend({ imageId: z.uuid({ error: 'validation.invalid' }) });
const tags = ['Products'];
const base = '/api/stores/:storeId/products';

export async function catalogRoutes(app: FastifyInstance, opts: { service: ProductsService }) {
  const { service } = opts;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get('/api/productCategories', { schema: { tags, response: { 200: z.array(productCategorySchema) } } }, async (req) =>
    service.listCategories(req.lang),
  );

  typed.get(
    '/api/products',
    {
      schema: {
        tags,
        description: 'Products of published stores: search (searchString), by category, store id or uri; 8 per page. Prices in satang.',
        querystring: productListQuerySchema,
        response: { 200: pagedSchema(productSchema) },
      },
    },
    async (req) => service.listPublic(req.query, req.lang),
  );

  typed.get(
    base,
    {
      schema: {
        tags,
        description: 'A store’s products (published store, or the owner’s own), 8 per page.',
        params: storeParams,
        querystring: productListQuerySchema,
        response: { 200: pagedSchema(productSchema) },
      },
    },
    async (req) => service.listStore(req.actor, req.params.storeId, req.query, req.lang),
  );

  typed.get(`${base}/:productId`, { schema: { tags, params: productParams, response: { 200: productSchema } } }, async (req) =>
    service.get(req.actor, req.params.storeId, req.params.productId, req.lang),
  );

  typed.post(
    base,
    { schema: { tags, params: storeParams, body: productInputSchema, response: { 201: productSchema } } },
    async (req, reply) => reply.code(201).send(await service.save(requireActor(req), req.params.storeId, undefined, req.body, req.lang)),
  );

  typed.put(
    `${base}/:productId`,
    { schema: { tags, params: productParams, body: productInputSchema, response: { 200: productSchema } } },
    async (req) => service.save(requireActor(req), req.params.storeId, req.params.productId, req.body, req.lang),
  );

  typed.delete(`${base}/:productId`, { schema: { tags, params: productParams, response: { 204: z.null() } } }, async (req, reply) => {
    await service.delete(requireActor(req), req.params.storeId, req.params.productId);
    return reply.code(204).send(null);
  });

  typed.post(
    '/api/stores/:storeId/images',
    {
      schema: {
        tags,
        description:
          'Uploads a product image (multipart field "file"): JPEG, PNG, GIF or BMP by content, at most 2 MB. Stored with 800 px featured and 200 px thumbnail versions; attach it by id in the product form.',
        params: storeParams,
        response: { 201: productImageSchema },
      },
    },
    async (req, reply) => {
      const readContent = async () => (await readUpload(req, IMAGE_MAX_BYTES, 'IMAGE_TYPE_NOT_ALLOWED')).content;
      return reply.code(201).send(await service.uploadImage(requireActor(req), req.params.storeId, readContent));
    },
  );

  typed.delete(
    '/api/stores/:storeId/images/:imageId',
    { schema: { tags, params: imageParams, response: { 204: z.null() } } },
    async (req, reply) => {
      await service.deleteImage(requireActor(req), req.params.storeId, req.params.imageId);
      return reply.code(204).send(null);
    },
  );
}
