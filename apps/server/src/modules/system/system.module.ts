import type { FastifyInstance } from 'fastify';
import { type SystemRoutesOptions, systemRoutes } from './system.routes';

/** Wires the version and app-config endpoints. */
export async function systemModule(app: FastifyInstance, opts: SystemRoutesOptions) {
  await app.register(systemRoutes, opts);
}
