import type { Language } from '@songdee/shared/constants/app.constants';
import type { PackingList } from '@songdee/shared/packing/packing.schema';
import { canTransitionPacking } from '@songdee/shared/packing/packing-rules';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { translate } from '../../lib/i18n';
import type { Actor } from '../auth/actor';
import type { StoresService } from '../stores/stores.service';
import { presentPackingList } from './packing.presenter';
import type { PackingListRow, PackingRepository } from './packing.repository';

export interface PackingDeps {
  repo: PackingRepository;
  stores: Pick<StoresService, 'assertOwner'>;
}

/** What every packing use case needs: the owned list, the refused-transition error, the presented detail. */
export function createPackingContext({ repo, stores }: PackingDeps) {
  const transitionError = (from: string, to: string) =>
    new AppError('PACKING_TRANSITION_NOT_ALLOWED', {
      from,
      to,
      fromName: translate('th', `reference.statuses.packingList.${from}`),
      toName: translate('th', `reference.statuses.packingList.${to}`),
    });

  return {
    transitionError,

    /** The actor's list: another store's id gives 403, an unknown list 404, and never data. */
    async ownedList(actor: Actor, storeId: string, listId: string): Promise<PackingListRow> {
      await stores.assertOwner(actor, storeId);
      const list = await repo.findList(storeId, listId);
      if (!list) throw new AppError('PACKING_LIST_NOT_FOUND');
      return list;
    },

    /** Refuses a step the flow does not allow from the list's current status. */
    assertStatus(list: PackingListRow, allowed: readonly string[], to: string) {
      if (!allowed.includes(list.statusKey)) throw transitionError(list.statusKey, to);
    },

    /** Moves the list one step (inside the caller's transaction), refusing any move the flow does not allow. */
    async transition(tx: Executor, list: PackingListRow, to: string) {
      if (!canTransitionPacking(list.statusKey, to)) throw transitionError(list.statusKey, to);
      if (!(await repo.setStatus(tx, list.id, list.statusKey, to))) throw transitionError(list.statusKey, to);
      list.statusKey = to;
    },

    async detail(storeId: string, listId: string, lang: Language): Promise<PackingList> {
      const list = await repo.findList(storeId, listId);
      if (!list) throw new AppError('PACKING_LIST_NOT_FOUND');
      const sender = list.senderAddressId ? await repo.findSender(storeId, list.senderAddressId) : await repo.findDefaultSender(storeId);
      const contents = await repo.loadContents(list.id);
      return presentPackingList(list, contents, sender && { id: sender.id, name: `${sender.name} ${sender.surname}`.trim() }, lang);
    },
  };
}

export type PackingContext = ReturnType<typeof createPackingContext>;
