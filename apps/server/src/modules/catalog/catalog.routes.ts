import { productCalls } from '@songdee/shared/product/product.calls';
import { IMAGE_MAX_BYTES } from '@songdee/shared/product/product.schema';
import type { FastifyInstance } from 'fastify';
import { readUpload } from '../../lib/files/multipart-upload';
import { localize } from '../../lib/i18n';
import { onceFor } from '../../lib/idempotency';
import { created, localized, noContent, publicRoute, routesOf, storeRoute } from '../../lib/route-handlers';
import { requireActor } from '../auth/actor';
import type { ProductsService } from './products.service';

export async function catalogRoutes(app: FastifyInstance, opts: { service: ProductsService }) {
  const { service } = opts;
  const route = routesOf(app);

  route(publicRoute(productCalls.categories), async (req) => localize(await service.listCategories(), req.lang));
  route(publicRoute(productCalls.listPublic), async (req) => localize(await service.listPublic(req.query), req.lang));
  route(publicRoute(productCalls.listStore), async (req) =>
    localize(await service.listStore(req.actor, req.params.storeId, req.query), req.lang),
  );
  route(publicRoute(productCalls.get), async (req) =>
    localize(await service.get(req.actor, req.params.storeId, req.params.productId), req.lang),
  );

  route(
    storeRoute(productCalls.create),
    created((actor, req) => service.save(actor, req.params.storeId, undefined, req.body)),
  );
  route(
    storeRoute(productCalls.update),
    localized((actor, req) => service.save(actor, req.params.storeId, req.params.productId, req.body)),
  );
  route(
    storeRoute(productCalls.remove),
    noContent((actor, req) => service.delete(actor, req.params.storeId, req.params.productId)),
  );

  route(storeRoute(productCalls.uploadImage), async (req, reply) => {
    const actor = requireActor(req);
    const readContent = async () => (await readUpload(req, IMAGE_MAX_BYTES, 'IMAGE_TYPE_NOT_ALLOWED')).content;
    return reply.code(201).send(await onceFor(req, () => service.uploadImage(actor, req.params.storeId, readContent)));
  });
  route(
    storeRoute(productCalls.removeImage),
    noContent((actor, req) => service.deleteImage(actor, req.params.storeId, req.params.imageId)),
  );
}
