import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { createReferenceRepository } from './reference.repository';
import { referenceRoutes } from './reference.routes';
import { createReferenceService } from './reference.service';

/** Wires the reference data: statuses, delivery options, zones, box sizes, label options. */
export async function referenceModule(app: FastifyInstance, opts: { db: Database }) {
  await app.register(referenceRoutes, { service: createReferenceService(createReferenceRepository(opts.db)) });
}
