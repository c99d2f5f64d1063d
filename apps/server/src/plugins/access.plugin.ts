import { matrixRoleOf, type RoleGroup, roleIn } from '@songdee/shared/admin/roles';
import { CENTRAL_OUTLET_CODE } from '@songdee/shared/constants/app.constants';
import type { ErrorCode } from '@songdee/shared/errors/error-codes';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

/** A group whose refusal says more than FORBIDDEN (both 403). */
const REFUSALS: Partial<Record<RoleGroup, ErrorCode>> = { storeCandidates: 'POST_OFFICE_USER_NO_STORE' };

/**
 * The role matrix of spec 2 section 6, enforced before a route validates anything: a route whose config names an
 * `access` group answers 401 to a visitor and 403 to a caller outside the group, and a `storeOwner` route answers 403
 * to a caller who does not own the (existing) store in its path. The services check again; this makes the refusal
 * come first, so a non-admin never learns an admin route's input shape (the expected table: test/role-matrix.ts).
 */
async function accessPlugin(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    const { access, storeOwner } = request.routeOptions.config ?? {};
    if (!access && !storeOwner) return;
    const actor = request.actor;
    if (!actor) throw new AppError('UNAUTHENTICATED');
    if (access) {
      const role = matrixRoleOf({ role: actor.role, storeId: actor.ownStoreId ?? null, zone: actor.zone ?? null });
      // Role Admin counts as the central admin at 000000 only (post-office-admins.service.ts).
      const central = role !== 'Admin' || actor.office?.code === CENTRAL_OUTLET_CODE;
      if (!roleIn(access, role) || !central) throw new AppError(REFUSALS[access] ?? 'FORBIDDEN');
    }
    // The session lookup read the route's store: another owner's is refused here, a missing one is the service's NOT_FOUND.
    const store = actor.routeStore?.row;
    if (storeOwner && store && store.ownerUserId !== actor.userId) throw new AppError('FORBIDDEN');
  });
}

export default fp(accessPlugin, { name: 'access', dependencies: ['auth'] });
