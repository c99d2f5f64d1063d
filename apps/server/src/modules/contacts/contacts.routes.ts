import { idParamsSchema } from '@songdee/shared/common/params.schema';
import { outletSchema } from '@songdee/shared/geo/geo.schema';
import {
  contactInputSchema,
  contactListParamsSchema,
  contactListQuerySchema,
  outletPostJobSchema,
  outletRefParamsSchema,
} from '@songdee/shared/reserve/contact.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { localized, pagedList, roleRoute, signedInRoute } from '../../lib/route-handlers';
import type { ContactsService } from './contacts.service';

const tags = ['Outlet contacts'];

/** `/api/contact/{id}`: GET list, PUT save, GET postjob (spec 2 section 7). */
export async function contactsRoutes(app: FastifyInstance, opts: { contacts: ContactsService }) {
  const { contacts } = opts;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/api/contact/:id',
    roleRoute(
      'centralAdmin',
      pagedList(contactListQuerySchema, outletSchema, {
        tags,
        description:
          'Central admin: outlets of type `id` (1 central office, 3 post office; 0 every type) by code, with page, size and searchString (code, name or telephone).',
        params: contactListParamsSchema,
      }),
    ),
    localized((actor, req) => contacts.list(actor, req.params.id, req.query)),
  );

  typed.put(
    '/api/contact/:id',
    roleRoute('centralAdmin', {
      tags,
      description: 'Central admin: saves outlet `id` (code, name and tel required; the Prompt Post, post job and Prompt EMS services).',
      params: idParamsSchema,
      body: contactInputSchema,
      response: { 200: outletSchema },
    }),
    localized((actor, req) => contacts.save(actor, req.params.id, req.body)),
  );

  typed.get(
    '/api/contact/:id/postjob',
    signedInRoute({
      tags,
      description: 'Whether the outlet (`id`: its id or 5- or 6-digit code) takes home pick-up bookings, with its name and telephone.',
      params: outletRefParamsSchema,
      response: { 200: outletPostJobSchema },
    }),
    localized((_actor, req) => contacts.postJob(req.params.id)),
  );
}
