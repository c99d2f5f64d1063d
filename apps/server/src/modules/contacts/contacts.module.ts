import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { PostOfficeAdmins } from '../auth/post-office-admins.service';
import { createContactsRepository } from './contacts.repository';
import { contactsRoutes } from './contacts.routes';
import { createContactsService } from './contacts.service';

/** Wires outlet contacts (`/api/contact`), the central admin's outlet data. */
export async function contactsModule(app: FastifyInstance, opts: { db: Database; postOffice: PostOfficeAdmins }) {
  await app.register(contactsRoutes, {
    contacts: createContactsService({ repo: createContactsRepository(opts.db), postOffice: opts.postOffice }),
  });
}
