import { storeCalls } from '@songdee/shared/store/store.calls';
import { LOGO_MAX_BYTES } from '@songdee/shared/store/store.schema';
import type { FastifyInstance } from 'fastify';
import { readUpload } from '../../lib/files/multipart-upload';
import { localize } from '../../lib/i18n';
import { onceFor } from '../../lib/idempotency';
import { publicRoute, roleRoute, routesOf } from '../../lib/route-handlers';
import { requireActor } from '../auth/actor';
import type { StoreManageService } from './store-manage.service';
import type { StoresService } from './stores.service';

export async function storesRoutes(app: FastifyInstance, opts: { service: StoresService; manage: StoreManageService }) {
  const { manage } = opts;
  const route = routesOf(app);

  route.raw(roleRoute('storeCandidates', storeCalls.draft), async (request) => {
    const store = await opts.service.ensureDraftStore(requireActor(request));
    return { id: store.id, uri: store.uri, name: store.name, type: store.type as 'Draft' | 'Publish' };
  });

  route.raw(publicRoute(storeCalls.get), async (req) =>
    req.query.uri
      ? localize(await manage.getByUri(req.actor, req.query.uri), req.lang)
      : localize(await manage.getOwn(requireActor(req)), req.lang),
  );

  route.raw(publicRoute(storeCalls.search), async (req) => manage.search(req.query));

  route.raw(publicRoute(storeCalls.byId), async (req) => localize(await manage.getById(req.actor, req.params.storeId), req.lang));

  route(roleRoute('storeCandidates', storeCalls.create), (actor, req) => manage.create(actor, req.body));

  route.raw(roleRoute('storeCandidates', storeCalls.update), async (req) => {
    const actor = requireActor(req);
    const store = await opts.service.assertOwner(actor, req.body.id);
    return localize(await manage.update(actor, store, req.body), req.lang);
  });

  route.raw(roleRoute('storeCandidates', storeCalls.uploadLogo), async (req, reply) => {
    const actor = requireActor(req);
    const logo = await onceFor(req, async () =>
      manage.uploadLogo(actor, (await readUpload(req, LOGO_MAX_BYTES, 'IMAGE_TYPE_NOT_ALLOWED')).content),
    );
    return reply.code(201).send(logo);
  });
}
