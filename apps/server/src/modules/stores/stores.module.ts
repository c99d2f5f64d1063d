import type { FastifyInstance } from 'fastify';
import type { StoreManageService } from './store-manage.service';
import { storesRoutes } from './stores.routes';
import type { StoresService } from './stores.service';

/** Wires stores; the services are built once in app.ts because most other domains use them too. */
export async function storesModule(app: FastifyInstance, opts: { stores: StoresService; storeManage: StoreManageService }) {
  await app.register(storesRoutes, { service: opts.stores, manage: opts.storeManage });
}
