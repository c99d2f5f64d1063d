import { geoCalls } from '@songdee/shared/geo/geo.calls';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { publicRoute, routesOf } from '../../lib/route-handlers';
import { cached } from '../../lib/ttl-cache';
import { GEO_CACHE, type GeoService } from './geo.service';

export interface GeoRoutesOptions {
  service: GeoService;
}

const postalSuggestionsSchema = geoCalls.postalSuggestions.schema.response[200];
/** Geography changes only with a seed version; let browsers and proxies keep an answer for an hour (a route's `onSend`). */
const cacheable = async (_request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
  if (reply.statusCode === 200) reply.header('cache-control', 'public, max-age=3600');
  return payload;
};

export async function geoRoutes(app: FastifyInstance, opts: GeoRoutesOptions) {
  const { service } = opts;
  const route = routesOf(app);
  /**
   * The autocomplete's answers as JSON bytes, built once per term (checked against the schema then) and kept like the
   * suggestions themselves: the box asks on every keystroke, and serialising 20 suggestions cost more than finding them.
   */
  const suggestionsJson = cached(
    async (term: string) => Buffer.from(JSON.stringify(postalSuggestionsSchema.parse(await service.suggestPostals(term)))),
    GEO_CACHE,
  );

  route.raw({ ...publicRoute(geoCalls.provinces), onSend: cacheable }, async () => service.listProvinces());
  route.raw({ ...publicRoute(geoCalls.borders), onSend: cacheable }, async (request) => service.listBorders(request.params.provinceId));
  // The spec's path has no /api prefix; the prefixed twin keeps the API under one root.
  for (const call of [geoCalls.specDistricts, geoCalls.districts]) {
    route.raw({ ...publicRoute(call), onSend: cacheable }, async (request) => service.listDistricts(request.params.borderId));
  }
  route.raw({ ...publicRoute(geoCalls.provincePostals), onSend: cacheable }, async (request) =>
    service.listProvincePostals(request.params.provinceId),
  );
  // Already serialised: Fastify sends JSON bytes as they are (the declaration still documents them).
  route.raw(publicRoute(geoCalls.postalSuggestions), async (request, reply) =>
    reply.type('application/json; charset=utf-8').send((await suggestionsJson(request.params.term)) as never),
  );
  route.raw(publicRoute(geoCalls.verifyPostal), async (request) => service.verifyPostal(request.params.postalId));
  route.raw(publicRoute(geoCalls.outlets), async (request) => service.listOutlets(request.query.type));
  route.raw(publicRoute(geoCalls.serviceOutlets), async (request) => service.listServiceOutlets(request.query));
  route.raw(publicRoute(geoCalls.outletsNotCentral), async () => service.listOutletsNotCentral());
}
