import { contactCalls } from '@songdee/shared/reserve/contact.calls';
import type { FastifyInstance } from 'fastify';
import { roleRoute, routesOf, signedInRoute } from '../../lib/route-handlers';
import type { ContactsService } from './contacts.service';

/** `/api/contact/{id}`: GET list, PUT save, GET postjob (spec 2 section 7). */
export async function contactsRoutes(app: FastifyInstance, opts: { contacts: ContactsService }) {
  const { contacts } = opts;
  const route = routesOf(app);

  route(roleRoute('centralAdmin', contactCalls.list), (actor, req) => contacts.list(actor, req.params.id, req.query));
  route(roleRoute('centralAdmin', contactCalls.save), (actor, req) => contacts.save(actor, req.params.id, req.body));
  route(signedInRoute(contactCalls.postJob), (_actor, req) => contacts.postJob(req.params.id));
}
