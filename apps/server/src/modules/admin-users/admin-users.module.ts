import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { PostOfficeAdmins } from '../auth/post-office-admins.service';
import { createAdminUsersRepository } from './admin-users.repository';
import { adminUsersRoutes } from './admin-users.routes';
import { createAdminUsersService } from './admin-users.service';

/** Wires the post-office users: who is signed in at /thpsignin, and the central admin's user management. */
export async function adminUsersModule(app: FastifyInstance, opts: { db: Database; postOffice: PostOfficeAdmins }) {
  const users = createAdminUsersService({ repo: createAdminUsersRepository(opts.db), postOffice: opts.postOffice });
  await app.register(adminUsersRoutes, { users });
}
