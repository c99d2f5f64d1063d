import {
  adminUserListQuerySchema,
  adminUserSchema,
  adminUserUpdateSchema,
  thpAdminUserInfoSchema,
  thpRegisterInputSchema,
  userNameParamsSchema,
} from '@songdee/shared/admin/admin-user.schema';
import { idParamsSchema } from '@songdee/shared/common/params.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { created, localized, noContent, noContentResponse, pagedList, roleRoute } from '../../lib/route-handlers';
import type { AdminUsersService } from './admin-users.service';

const tags = ['Post-office users'];
const USER_ADMIN = '/api/reports/users';

/** Post-office sign-in info and user management (spec 2 section 7: ThpAdminUserInfo, ThpRegister, the *Useradmin calls). */
export async function adminUsersRoutes(app: FastifyInstance, opts: { users: AdminUsersService }) {
  const { users } = opts;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/api/Account/ThpAdminUserInfo',
    roleRoute('anyAdmin', {
      tags,
      description: 'The signed-in post-office user: role, outlet, and whether they are the central admin. 403 for anyone else.',
      response: { 200: thpAdminUserInfoSchema },
    }),
    localized((actor) => users.info(actor)),
  );

  typed.post(
    '/api/Account/ThpRegister',
    roleRoute('centralAdmin', {
      tags,
      description:
        'Central admin: adds a post-office user. Role Admin gets the code 000000; the other roles need the code of an existing outlet. A repeated submission answers EMAIL_TAKEN.',
      body: thpRegisterInputSchema,
      response: { 201: adminUserSchema },
    }),
    created((actor, req) => users.register(actor, req.body)),
  );

  typed.get(
    `${USER_ADMIN}/getUseradmin`,
    roleRoute(
      'centralAdmin',
      pagedList(adminUserListQuerySchema, adminUserSchema, {
        tags,
        description: 'Central admin: post-office users, newest first, 10 a page; searchString matches e-mail, name, phone or outlet code.',
      }),
    ),
    localized((actor, req) => users.list(actor, req.query)),
  );

  typed.get(
    `${USER_ADMIN}/GetByUserNameUseradmin/:userName`,
    roleRoute('centralAdmin', {
      tags,
      description: 'Central admin: one post-office user by user name (e-mail).',
      params: userNameParamsSchema,
      response: { 200: adminUserSchema },
    }),
    localized((actor, req) => users.getByUserName(actor, req.params.userName)),
  );

  typed.put(
    `${USER_ADMIN}/updateUseradmin/:id`,
    roleRoute('centralAdmin', {
      tags,
      description:
        'Central admin: edits a post-office user (the e-mail is locked). An admin keeps their own Admin role; the last central admin stays.',
      params: idParamsSchema,
      body: adminUserUpdateSchema,
      response: { 200: adminUserSchema },
    }),
    localized((actor, req) => users.update(actor, req.params.id, req.body)),
  );

  typed.delete(
    `${USER_ADMIN}/deleteUseradmin/:id`,
    roleRoute('centralAdmin', {
      tags,
      description: 'Central admin: deletes a post-office user; never themselves nor the last central admin.',
      params: idParamsSchema,
      response: noContentResponse,
    }),
    noContent((actor, req) => users.delete(actor, req.params.id)),
  );
}
