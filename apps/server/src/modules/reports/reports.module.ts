import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { StoresService } from '../stores/stores.service';
import { createCodVolumes } from './cod-volumes';
import { createPostOfficeReportsRepository } from './post-office-reports.repository';
import { postOfficeReportsRoutes } from './post-office-reports.routes';
import { createPostOfficeReportsService } from './post-office-reports.service';
import { createStoreReportsRepository } from './store-reports.repository';
import { storeReportsRoutes } from './store-reports.routes';
import { createStoreReportsService } from './store-reports.service';

/** Wires the reports: the store owner's charts and PDFs, and the post office's statistics and exports. */
export async function reportsModule(app: FastifyInstance, opts: { db: Database; stores: StoresService; now?: () => Date }) {
  const now = opts.now ?? (() => new Date());
  await app.register(storeReportsRoutes, {
    reports: createStoreReportsService({ repo: createStoreReportsRepository(opts.db), stores: opts.stores, now }),
  });
  const reports = createPostOfficeReportsService({ repo: createPostOfficeReportsRepository(opts.db), now });
  await app.register(postOfficeReportsRoutes, { reports, cod: createCodVolumes(opts.db, reports.scopeOf) });
}
