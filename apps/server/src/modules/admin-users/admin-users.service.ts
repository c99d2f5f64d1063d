import type {
  AdminUser,
  AdminUserListQuery,
  AdminUserUpdate,
  ThpAdminUserInfo,
  ThpRegister,
} from '@songdee/shared/admin/admin-user.schema';
import { CENTRAL_OUTLET_CODE, type PostOfficeRole } from '@songdee/shared/constants/app.constants';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../../lib/secrets';
import type { Actor } from '../auth/actor';
import type { PostOfficeAdmins } from '../auth/post-office-admins.service';
import type { AdminUserRow, AdminUsersRepository } from './admin-users.repository';

const toAdminUser = (row: AdminUserRow): AdminUser => ({
  id: row.id,
  userName: row.email,
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  phone: row.phone,
  role: row.role as PostOfficeRole,
  outletCode: row.outletCode ?? '',
  outletName: row.outletName,
  createdAt: row.createdAt.toISOString(),
});

const isCentral = (user: { role: string | null; outletCode: string | null }) =>
  user.role === 'Admin' && user.outletCode === CENTRAL_OUTLET_CODE;

/**
 * Post-office user management (spec 2 sections 2 "/thpusermanage", 5 "Admin add/edit", 6): the central admin adds,
 * lists, edits and deletes post-office users. The outlet rule is the shared schema's; here: the outlet must exist,
 * the e-mail is locked on edit, an admin keeps their own Admin role and account, and the last central admin stays.
 */
export function createAdminUsersService(deps: { repo: AdminUsersRepository; postOffice: Pick<PostOfficeAdmins, 'requireCentral'> }) {
  const { repo, postOffice } = deps;

  async function assertOutletExists(outletCode: string) {
    if (outletCode === CENTRAL_OUTLET_CODE || (await repo.outletExists(outletCode))) return;
    throw new AppError('ADMIN_OUTLET_NOT_FOUND', { code: outletCode }, [
      { path: 'outletCode', key: 'errors.ADMIN_OUTLET_NOT_FOUND', params: { code: outletCode } },
    ]);
  }

  async function requireUser(id: string) {
    const user = await repo.findById(id);
    if (!user) throw new AppError('ADMIN_USER_NOT_FOUND');
    return user;
  }

  /** The central admins but `target`'s after the change; refuses leaving none, then refuses the admin demoting themselves. */
  function assertCentralKept(actor: Actor, targetId: string, centralIds: string[], selfCode: 'ADMIN_OWN_ROLE' | 'ADMIN_OWN_DELETE') {
    if (!centralIds.includes(targetId)) return;
    if (centralIds.length <= 1) throw new AppError('ADMIN_LAST_CENTRAL');
    if (targetId === actor.userId) throw new AppError(selfCode);
  }

  return {
    /** Who the signed-in post-office user is; FORBIDDEN for anyone without a post-office role. */
    async info(actor: Actor): Promise<ThpAdminUserInfo> {
      const user = await repo.findById(actor.userId);
      if (!user) throw new AppError('FORBIDDEN');
      const { createdAt: _createdAt, ...info } = toAdminUser(user);
      return { ...info, central: isCentral(user) };
    },

    async list(actor: Actor, query: AdminUserListQuery) {
      await postOffice.requireCentral(actor);
      const page = await repo.list(query.searchString, query);
      return { contents: page.contents.map(toAdminUser), paging: page.paging };
    },

    async getByUserName(actor: Actor, userName: string): Promise<AdminUser> {
      await postOffice.requireCentral(actor);
      const user = await repo.findByEmail(userName);
      if (!user) throw new AppError('ADMIN_USER_NOT_FOUND');
      return toAdminUser(user);
    },

    /** ThpRegister: a post-office user, e-mail confirmed (the central admin vouches for it), signing in at /thpsignin. */
    async register(actor: Actor, input: ThpRegister): Promise<AdminUser> {
      await postOffice.requireCentral(actor);
      await assertOutletExists(input.outletCode);
      const inserted = await repo.insert({
        email: input.email,
        passwordHash: await hashPassword(input.password),
        firstName: input.firstName,
        lastName: input.lastName,
        phone: input.phone,
        role: input.role,
        outletCode: input.outletCode,
        emailConfirmed: true,
      });
      if (!inserted) throw new AppError('EMAIL_TAKEN', undefined, [{ path: 'email', key: 'errors.EMAIL_TAKEN' }]);
      return toAdminUser(await requireUser(inserted.id));
    },

    async update(actor: Actor, id: string, input: AdminUserUpdate): Promise<AdminUser> {
      await postOffice.requireCentral(actor);
      const user = await requireUser(id);
      if (input.email !== undefined && input.email.toLowerCase() !== user.email) {
        throw new AppError('ADMIN_EMAIL_LOCKED', undefined, [{ path: 'email', key: 'errors.ADMIN_EMAIL_LOCKED' }]);
      }
      await assertOutletExists(input.outletCode);
      await repo.withCentralAdminsLocked(async (tx, centralIds) => {
        if (!isCentral(input)) assertCentralKept(actor, id, centralIds, 'ADMIN_OWN_ROLE');
        await repo.update(tx, id, {
          firstName: input.firstName,
          lastName: input.lastName,
          phone: input.phone,
          role: input.role,
          outletCode: input.outletCode,
        });
      });
      return toAdminUser(await requireUser(id));
    },

    async delete(actor: Actor, id: string): Promise<void> {
      await postOffice.requireCentral(actor);
      await requireUser(id);
      await repo.withCentralAdminsLocked(async (tx, centralIds) => {
        assertCentralKept(actor, id, centralIds, 'ADMIN_OWN_DELETE');
        if (id === actor.userId) throw new AppError('ADMIN_OWN_DELETE');
        await repo.remove(tx, id);
      });
    },
  };
}

export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
