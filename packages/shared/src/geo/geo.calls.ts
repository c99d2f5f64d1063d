import { z } from 'zod';
import { callsTagged, declareCall } from '../common/call';
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
const call = callsTagged(tags);
const districts = { tags, params: borderIdParamsSchema, response: { 200: z.array(districtSchema) } };

/** Provinces, districts, postcodes and post offices: reference data anyone may read. */
export const geoCalls = {
  provinces: call.rows('/api/provinces', provinceSchema, { description: 'All 77 provinces, in Thai order.' }),
  borders: call.rows('/api/provinces/:provinceId/borders', borderSchema, { params: provinceIdParamsSchema }),
  /** The spec's path has no /api prefix; the prefixed twin (`districts`) keeps the API under one root. */
  specDistricts: declareCall('GET', '/borders/:borderId/districts', districts),
  districts: declareCall('GET', '/api/borders/:borderId/districts', districts),
  provincePostals: call.rows('/api/provinces/:provinceId/postals', postalSchema, { params: provinceIdParamsSchema }),
  postalSuggestions: call.rows('/api/postals/:term', postalSuggestionSchema, {
    description: 'Postcode autocomplete: 3-5 digits, at most 20 suggestions; fewer digits answer an empty list.',
    params: postalTermParamsSchema,
  }),
  verifyPostal: call('GET', '/api/postals/:postalId/verify', {
    description: 'Checks a postcode against the outlet lookup; replaced = true when another office answers for it.',
    params: postalVerifyParamsSchema,
    response: { 200: postalVerificationSchema },
  }),
  outlets: call.rows('/api/outlets', outletSchema, { querystring: outletQuerySchema }),
  serviceOutlets: call('GET', '/api/outlets/service', {
    description:
      'The landing page’s service outlets (any of ready-to-send, post job or Prompt EMS; never 000000), by code, with provinceId, postcode (prefix) and searchString (name or code).',
    querystring: serviceOutletQuerySchema,
    response: { 200: pagedServiceOutletsSchema },
  }),
  outletsNotCentral: call.rows('/api/outlets/getnotcenter', outletSchema, {
    description: 'Every outlet except the central office 000000.',
  }),
};
