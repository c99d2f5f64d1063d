import { callsTagged } from '../common/call';
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
  list: call.page('/api/contact/:id', outletSchema, {
    description:
      'Central admin: outlets of type `id` (1 central office, 3 post office; 0 every type) by code, with page, size and searchString (code, name or telephone).',
    params: contactListParamsSchema,
    querystring: contactListQuerySchema,
  }),
  save: call.byId(
    'PUT',
    '/api/contact/:id',
    { 200: outletSchema },
    {
      description: 'Central admin: saves outlet `id` (code, name and tel required; the Prompt Post, post job and Prompt EMS services).',
      body: contactInputSchema,
    },
  ),
  postJob: call('GET', '/api/contact/:id/postjob', {
    description: 'Whether the outlet (`id`: its id or 5- or 6-digit code) takes home pick-up bookings, with its name and telephone.',
    params: outletRefParamsSchema,
    response: { 200: outletPostJobSchema },
  }),
};
