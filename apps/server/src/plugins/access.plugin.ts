import { matrixRoleOf, type RoleGroup, roleIn } from '@songdee/shared/admin/roles';
import { CENTRAL_OUTLET_CODE } from '@songdee/shared/constants/app.constants';
import type { ErrorCode } from '@songdee/shared/errors/error-codes';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { isUuid } from '../lib/ids';
import type { PostOfficeAdminsRepository } from '../modules/auth/post-office-admins.repository';

/** A group whose refusal says more than FORBIDDEN (both 403). */
const REFUSALS: Partial<Record<RoleGroup, ErrorCode>> = { storeCandidates: 'POST_OFFICE_USER_NO_STORE' };

/**
 * The role matrix of spec 2 section 6, enforced before a route validates anything: a route whose config names an
 * `access` group answers 401 to a visitor and 403 to a caller outside the group, and a `storeOwner` route answers 403
 * to a caller who does not own the (existing) store in its path. The services check again; this makes the refusal
 * come first, so a non-admin never learns an admin route's input shape (the expected table: test/role-matrix.ts).
 */
async function accessPlugin(app: FastifyInstance, opts: { users: PostOfficeAdminsRepository }) {
  app.addHook('onRequest', async (request) => {
    const { access, storeOwner } = request.routeOptions.config ?? {};
    if (!access && !storeOwner) return;
    const actor = request.actor;
    if (!actor) throw new AppError('UNAUTHENTICATED');
    const user = await opts.users.find(actor.userId);
    if (!user) throw new AppError('UNAUTHENTICATED');
    if (access) {
      const role = matrixRoleOf({ role: actor.role, storeId: user.storeId, zone: user.zone });
      // Role Admin counts as the central admin at 000000 only (post-office-admins.service.ts).
      const central = role !== 'Admin' || user.outletCode === CENTRAL_OUTLET_CODE;
      if (!roleIn(access, role) || !central) throw new AppError(REFUSALS[access] ?? 'FORBIDDEN');
    }
    const storeId = (request.params as { storeId?: string } | undefined)?.storeId;
    if (storeOwner && storeId && isUuid(storeId) && storeId !== user.storeId) {
      // A store that does not exist is the service's NOT_FOUND; another's is refused here.
      if (await opts.users.storeOwner(storeId)) throw new AppError('FORBIDDEN');
    }
  });
}

export default fp(accessPlugin, { name: 'access', dependencies: ['auth'] });
