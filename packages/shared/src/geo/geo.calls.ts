import { z } from 'zod';
import { declareCall } from '../common/call';
import { pagedServiceOutletsSchema, serviceOutletQuerySchema } from '../content/service-outlet.schema';
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
} from './geo.schema';

const tags = ['Geography'];
const districts = { tags, params: borderIdParamsSchema, response: { 200: z.array(districtSchema) } };

/** Provinces, districts, postcodes and post offices: reference data anyone may read. */
export const geoCalls = {
  provinces: declareCall('GET', '/api/provinces', {
    tags,
    description: 'All 77 provinces, in Thai order.',
    response: { 200: z.array(provinceSchema) },
  }),
  borders: declareCall('GET', '/api/provinces/:provinceId/borders', {
    tags,
    params: provinceIdParamsSchema,
    response: { 200: z.array(borderSchema) },
  }),
  /** The spec's path has no /api prefix; the prefixed twin (`districts`) keeps the API under one root. */
  specDistricts: declareCall('GET', '/borders/:borderId/districts', districts),
  districts: declareCall('GET', '/api/borders/:borderId/districts', districts),
  provincePostals: declareCall('GET', '/api/provinces/:provinceId/postals', {
    tags,
    params: provinceIdParamsSchema,
    response: { 200: z.array(postalSchema) },
  }),
  postalSuggestions: declareCall('GET', '/api/postals/:term', {
    tags,
    description: 'Postcode autocomplete: 3-5 digits, at most 20 suggestions; fewer digits answer an empty list.',
    params: postalTermParamsSchema,
    response: { 200: z.array(postalSuggestionSchema) },
  }),
  verifyPostal: declareCall('GET', '/api/postals/:postalId/verify', {
    tags,
    description: 'Checks a postcode against the outlet lookup; replaced = true when another office answers for it.',
    params: postalVerifyParamsSchema,
    response: { 200: postalVerificationSchema },
  }),
  outlets: declareCall('GET', '/api/outlets', {
    tags,
    querystring: outletQuerySchema,
    response: { 200: z.array(outletSchema) },
  }),
  serviceOutlets: declareCall('GET', '/api/outlets/service', {
    tags,
    description:
      'The landing page’s service outlets (any of ready-to-send, post job or Prompt EMS; never 000000), by code, with provinceId, postcode (prefix) and searchString (name or code).',
    querystring: serviceOutletQuerySchema,
    response: { 200: pagedServiceOutletsSchema },
  }),
  outletsNotCentral: declareCall('GET', '/api/outlets/getnotcenter', {
    tags,
    description: 'Every outlet except the central office 000000.',
    response: { 200: z.array(outletSchema) },
  }),
};
