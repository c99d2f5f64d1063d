import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { StoresService } from '../stores/stores.service';
import { createCodRepository } from './cod.repository';
import { codRoutes } from './cod.routes';
import { createCodService } from './cod.service';

/** Wires a store's cash-on-delivery page and report. */
export async function codModule(app: FastifyInstance, opts: { db: Database; stores: StoresService }) {
  const cod = createCodService({ repo: createCodRepository(opts.db), stores: opts.stores });
  await app.register(codRoutes, { cod });
}
