import { adminUserCalls } from '@songdee/shared/admin/admin-user.calls';
import type { FastifyInstance } from 'fastify';
import { roleRoute, routesOf } from '../../lib/route-handlers';
import type { AdminUsersService } from './admin-users.service';

/** Post-office sign-in info and user management (spec 2 section 7: ThpAdminUserInfo, ThpRegister, the *Useradmin calls). */
export async function adminUsersRoutes(app: FastifyInstance, opts: { users: AdminUsersService }) {
  const { users } = opts;
  const route = routesOf(app);

  route(roleRoute('anyAdmin', adminUserCalls.info), (actor) => users.info(actor));
  route(roleRoute('centralAdmin', adminUserCalls.register), (actor, req) => users.register(actor, req.body));
  route(roleRoute('centralAdmin', adminUserCalls.list), (actor, req) => users.list(actor, req.query));
  route(roleRoute('centralAdmin', adminUserCalls.getByUserName), (actor, req) => users.getByUserName(actor, req.params.userName));
  route(roleRoute('centralAdmin', adminUserCalls.update), (actor, req) => users.update(actor, req.params.id, req.body));
  route(roleRoute('centralAdmin', adminUserCalls.remove), (actor, req) => users.delete(actor, req.params.id));
}
