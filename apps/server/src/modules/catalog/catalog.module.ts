import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { FileStore } from '../../lib/files/file-store';
import type { StoreManageService } from '../stores/store-manage.service';
import type { StoresService } from '../stores/stores.service';
import { createCatalogRepository } from './catalog.repository';
import { catalogRoutes } from './catalog.routes';
import { createProductsService } from './products.service';

export interface CatalogModuleOptions {
  db: Database;
  files: FileStore;
  stores: StoresService;
  storeManage: StoreManageService;
}

/** Wires products and their images. */
export async function catalogModule(app: FastifyInstance, opts: CatalogModuleOptions) {
  const { files, stores, storeManage } = opts;
  await app.register(catalogRoutes, {
    service: createProductsService({ repo: createCatalogRepository(opts.db), stores, storeManage, files }),
  });
}
