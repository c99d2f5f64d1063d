import { callsTagged } from '../common/call';
import { pagedSchema } from '../common/list.schema';
import { idParamsSchema } from '../common/params.schema';
import { outletSchema } from '../geo/geo.schema';
import {
  contactInputSchema,
  contactListParamsSchema,
  contactListQuerySchema,
  outletPostJobSchema,
  outletRefParamsSchema,
} from './contact.schema';

const call = callsTagged(['Outlet contacts']);

/** `/api/contact/{id}`: GET list, PUT save, GET postjob (spec 2 section 7). */
export const contactCalls = {
  list: call('GET', '/api/contact/:id', {
    description:
      'Central admin: outlets of type `id` (1 central office, 3 post office; 0 every type) by code, with page, size and searchString (code, name or telephone).',
    params: contactListParamsSchema,
    querystring: contactListQuerySchema,
    response: { 200: pagedSchema(outletSchema) },
  }),
  save: call('PUT', '/api/contact/:id', {
    description: 'Central admin: saves outlet `id` (code, name and tel required; the Prompt Post, post job and Prompt EMS services).',
    params: idParamsSchema,
    body: contactInputSchema,
    response: { 200: outletSchema },
  }),
  postJob: call('GET', '/api/contact/:id/postjob', {
    description: 'Whether the outlet (`id`: its id or 5- or 6-digit code) takes home pick-up bookings, with its name and telephone.',
    params: outletRefParamsSchema,
    response: { 200: outletPostJobSchema },
  }),
};
