import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { createGeoRepository } from './geo.repository';
import { geoRoutes } from './geo.routes';
import { createGeoService } from './geo.service';

/** Wires geography: provinces, borders, districts, postcodes and outlets. */
export async function geoModule(app: FastifyInstance, opts: { db: Database }) {
  await app.register(geoRoutes, { service: createGeoService(createGeoRepository(opts.db)) });
}
