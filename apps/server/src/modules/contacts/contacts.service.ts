import type { ListQuery } from '@songdee/shared/common/list.schema';
import { CENTRAL_OUTLET_CODE } from '@songdee/shared/constants/app.constants';
import type { ContactInput, OutletPostJob } from '@songdee/shared/reserve/contact.schema';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { isUuid } from '../../lib/ids';
import type { Actor } from '../auth/actor';
import type { PostOfficeAdmins } from '../auth/post-office-admins.service';
import { toOutlet } from '../geo/geo.service';
import type { ContactsRepository } from './contacts.repository';

const codeTaken = (code: string) =>
  new AppError('OUTLET_CODE_TAKEN', { code }, [{ path: 'outletCode', key: 'errors.OUTLET_CODE_TAKEN', params: { code } }]);

/**
 * Outlet contacts (spec 2 section 7 `/api/contact`): the central admin lists and saves the post offices' names,
 * telephone numbers and services (the data of the later `/contact-list` screen); anyone signed in may ask whether
 * an outlet takes home pick-up bookings.
 */
export function createContactsService(deps: { repo: ContactsRepository; postOffice: Pick<PostOfficeAdmins, 'requireCentral'> }) {
  const { repo, postOffice } = deps;

  return {
    /** Outlets of a type (0: every type), by code; searchString matches the code, name or telephone. */
    async list(actor: Actor, type: number, query: ListQuery) {
      await postOffice.requireCentral(actor);
      const { contents, paging } = await repo.list({ type: type === 0 ? undefined : type, search: query.searchString }, query);
      return { contents: contents.map(toOutlet), paging };
    },

    /** Saves an outlet's code, name, telephone and services; the central office keeps its code 000000. */
    async save(actor: Actor, id: string, input: ContactInput) {
      await postOffice.requireCentral(actor);
      const outlet = await repo.find(id);
      if (!outlet) throw new AppError('OUTLET_NOT_FOUND');
      if ((outlet.code === CENTRAL_OUTLET_CODE) !== (input.outletCode === CENTRAL_OUTLET_CODE)) throw codeTaken(input.outletCode);
      if (input.outletCode !== outlet.code && (await repo.findByCode(input.outletCode))) throw codeTaken(input.outletCode);
      try {
        const saved = await repo.update(id, {
          code: input.outletCode,
          name: input.outletName,
          tel: input.tel,
          active: input.active,
          postJob: input.postJob,
          promptEms: input.promptEms,
        });
        if (!saved) throw new AppError('OUTLET_NOT_FOUND');
        return toOutlet(saved);
      } catch (error) {
        if (isUniqueViolation(error)) throw codeTaken(input.outletCode);
        throw error;
      }
    },

    /** Whether the outlet (by id or code) takes home pick-up bookings, and how to reach it. */
    async postJob(idOrCode: string): Promise<OutletPostJob> {
      const outlet = isUuid(idOrCode) ? await repo.find(idOrCode) : await repo.findByCode(idOrCode);
      if (!outlet) throw new AppError('OUTLET_NOT_FOUND');
      return { id: outlet.id, outletCode: outlet.code, outletName: outlet.name, tel: outlet.tel, postJob: outlet.postJob };
    },
  };
}

export type ContactsService = ReturnType<typeof createContactsService>;
