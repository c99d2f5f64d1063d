import { CENTRAL_OUTLET_CODE } from '@songdee/shared/constants/app.constants';
import { AppError } from '../../lib/app-error';
import type { Actor } from './actor';
import type { PostOfficeAdminsRepository } from './post-office-admins.repository';

/** What a post-office admin may see: every outlet (the central admin, 000000) or their own outlet's. */
export type PostOfficeAdmin = { central: true; outletId: string | null } | { central: false; outletId: string };

/**
 * Spec 2 section 6: "admin" is any user with a role; the reservation confirm list is for any admin without a
 * store; outlet data is the central admin's (role Admin, post office code fixed to 000000: another role at 000000
 * is no central admin, and ThpRegister never makes one).
 */
export function createPostOfficeAdmins(repo: PostOfficeAdminsRepository) {
  async function require(actor: Actor): Promise<PostOfficeAdmin> {
    const admin = await repo.find(actor.userId);
    if (!admin?.role || admin.storeId) throw new AppError('FORBIDDEN');
    if (admin.role === 'Admin' && admin.outletCode === CENTRAL_OUTLET_CODE) return { central: true, outletId: admin.outletId };
    if (!admin.outletId) throw new AppError('FORBIDDEN');
    return { central: false, outletId: admin.outletId };
  }

  return {
    /** Any admin without a store, with the outlet they work for; FORBIDDEN for anyone else. */
    require,

    /** The central admin only; FORBIDDEN for anyone else. */
    async requireCentral(actor: Actor): Promise<PostOfficeAdmin> {
      const admin = await require(actor);
      if (!admin.central) throw new AppError('FORBIDDEN');
      return admin;
    },
  };
}

export type PostOfficeAdmins = ReturnType<typeof createPostOfficeAdmins>;
