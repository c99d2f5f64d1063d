import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { addressParseRoutes } from './address-parse.routes';
import type { AddressParseService } from './address-parse.service';
import { createGeoRepository } from './geo.repository';
import { geoRoutes } from './geo.routes';
import { createGeoService } from './geo.service';

/** Wires geography: provinces, borders, districts, postcodes and outlets, and reading pasted addresses against them. */
export async function geoModule(app: FastifyInstance, opts: { db: Database; addresses: AddressParseService }) {
  await app.register(geoRoutes, { service: createGeoService(createGeoRepository(opts.db)) });
  await app.register(addressParseRoutes, { service: opts.addresses });
}
