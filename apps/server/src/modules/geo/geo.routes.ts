import { pagedServiceOutletsSchema, serviceOutletQuerySchema } from '@songdee/shared/content/service-outlet.schema';
import {
  borderIdParamsSchema,
  borderSchema,
  districtSchema,
  outletQuerySchema,
  outletSchema,
  postalSchema,
  postalSuggestionSchema,
  postalTermParamsSchema,
  postalVerificationSchema,
  postalVerifyParamsSchema,
  provinceIdParamsSchema,
  provinceSchema,
} from '@songdee/shared/geo/geo.schema';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cached } from '../../lib/ttl-cache';
import { GEO_CACHE, type GeoService } from './geo.service';

export interface GeoRoutesOptions {
  service: GeoService;
}

const tags = ['Geography'];
const postalSuggestionsSchema = z.array(postalSuggestionSchema);
/** Geography changes only with a seed version; let browsers and proxies keep an answer for an hour (a route's `onSend`). */
const cacheable = async (_request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
  if (reply.statusCode === 200) reply.header('cache-control', 'public, max-age=3600');
  return payload;
};

export async function geoRoutes(app: FastifyInstance, opts: GeoRoutesOptions) {
  const { service } = opts;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  /**
   * The autocomplete's answers as JSON bytes, built once per term (checked against the schema then) and kept like the
   * suggestions themselves: the box asks on every keystroke, and serialising 20 suggestions cost more than finding them.
   */
  const suggestionsJson = cached(
    async (term: string) => Buffer.from(JSON.stringify(postalSuggestionsSchema.parse(await service.suggestPostals(term)))),
    GEO_CACHE,
  );

  typed.get(
    '/api/provinces',
    { onSend: cacheable, schema: { tags, description: 'All 77 provinces, in Thai order.', response: { 200: z.array(provinceSchema) } } },
    async () => service.listProvinces(),
  );

  typed.get(
    '/api/provinces/:provinceId/borders',
    { onSend: cacheable, schema: { tags, params: provinceIdParamsSchema, response: { 200: z.array(borderSchema) } } },
    async (request) => service.listBorders(request.params.provinceId),
  );

  // The spec's path has no /api prefix; the prefixed twin keeps the API under one root.
  for (const url of ['/borders/:borderId/districts', '/api/borders/:borderId/districts']) {
    typed.get(
      url,
      { onSend: cacheable, schema: { tags, params: borderIdParamsSchema, response: { 200: z.array(districtSchema) } } },
      async (request) => service.listDistricts(request.params.borderId),
    );
  }

  typed.get(
    '/api/provinces/:provinceId/postals',
    { onSend: cacheable, schema: { tags, params: provinceIdParamsSchema, response: { 200: z.array(postalSchema) } } },
    async (request) => service.listProvincePostals(request.params.provinceId),
  );

  typed.get(
    '/api/postals/:term',
    {
      schema: {
        tags,
        description: 'Postcode autocomplete: 3-5 digits, at most 20 suggestions; fewer digits answer an empty list.',
        params: postalTermParamsSchema,
        response: { 200: postalSuggestionsSchema },
      },
    },
    // Already serialised: Fastify sends JSON bytes as they are (the schema above still documents them).
    async (request, reply) => reply.type('application/json; charset=utf-8').send((await suggestionsJson(request.params.term)) as never),
  );

  typed.get(
    '/api/postals/:postalId/verify',
    {
      schema: {
        tags,
        description: 'Checks a postcode against the outlet lookup; replaced = true when another office answers for it.',
        params: postalVerifyParamsSchema,
        response: { 200: postalVerificationSchema },
      },
    },
    async (request) => service.verifyPostal(request.params.postalId),
  );

  typed.get(
    '/api/outlets',
    { schema: { tags, querystring: outletQuerySchema, response: { 200: z.array(outletSchema) } } },
    async (request) => service.listOutlets(request.query.type),
  );

  typed.get(
    '/api/outlets/service',
    {
      schema: {
        tags,
        description:
          'The landing page’s service outlets (any of ready-to-send, post job or Prompt EMS; never 000000), by code, with provinceId, postcode (prefix) and searchString (name or code).',
        querystring: serviceOutletQuerySchema,
        response: { 200: pagedServiceOutletsSchema },
      },
    },
    async (request) => service.listServiceOutlets(request.query),
  );

  typed.get(
    '/api/outlets/getnotcenter',
    { schema: { tags, description: 'Every outlet except the central office 000000.', response: { 200: z.array(outletSchema) } } },
    async () => service.listOutletsNotCentral(),
  );
}
