import { productCalls } from '@songdee/shared/product/product.calls';
import { IMAGE_MAX_BYTES } from '@songdee/shared/product/product.schema';
import type { FastifyInstance } from 'fastify';
import { readUpload } from '../../lib/files/multipart-upload';
import { localize } from '../../lib/i18n';
import { onceFor } from '../../lib/idempotency';
import { publicRoute, routesOf, storeRoute } from '../../lib/route-handlers';
import { requireActor } from '../auth/actor';
import type { ProductsService } from './products.service';

export async function catalogRoutes(app: FastifyInstance, opts: { service: ProductsService }) {
  const { service } = opts;
  const route = routesOf(app);

  route.raw(publicRoute(productCalls.categories), async (req) => localize(await service.listCategories(), req.lang));
  route.raw(publicRoute(productCalls.listPublic), async (req) => localize(await service.listPublic(req.query), req.lang));
  route.raw(publicRoute(productCalls.listStore), async (req) =>
    localize(await service.listStore(req.actor, req.params.storeId, req.query), req.lang),
  );
  route.raw(publicRoute(productCalls.get), async (req) =>
    localize(await service.get(req.actor, req.params.storeId, req.params.productId), req.lang),
  );

  route(storeRoute(productCalls.create), (actor, req) => service.save(actor, req.params.storeId, undefined, req.body));
  route(storeRoute(productCalls.update), (actor, req) => service.save(actor, req.params.storeId, req.params.productId, req.body));
  route(storeRoute(productCalls.remove), (actor, req) => service.delete(actor, req.params.storeId, req.params.productId));

  route.raw(storeRoute(productCalls.uploadImage), async (req, reply) => {
    const actor = requireActor(req);
    const readContent = async () => (await readUpload(req, IMAGE_MAX_BYTES, 'IMAGE_TYPE_NOT_ALLOWED')).content;
    return reply.code(201).send(await onceFor(req, () => service.uploadImage(actor, req.params.storeId, readContent)));
  });
  route(storeRoute(productCalls.removeImage), (actor, req) => service.deleteImage(actor, req.params.storeId, req.params.imageId));
}
