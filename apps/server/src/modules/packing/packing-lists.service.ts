import type { Language } from '@songdee/shared/constants/app.constants';
import type { PackingList, PackingListQuery } from '@songdee/shared/packing/packing.schema';
import { canDeletePacking } from '@songdee/shared/packing/packing-rules';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../auth/actor';
import { presentPackingStatus } from './packing.presenter';
import type { PackingContext, PackingDeps } from './packing-context';

/** Pending and history lists, details, delete (orders given back) and finish (PACKED -> DONE). */
export function createPackingListsService({ repo, stores }: PackingDeps, ctx: PackingContext) {
  return {
    async list(actor: Actor, storeId: string, query: PackingListQuery, lang: Language) {
      await stores.assertOwner(actor, storeId);
      const { rows, totalCount } = await repo.list(storeId, query.tab === 'history', query.searchString, query.page, query.size);
      return {
        contents: rows.map((r, i) => ({
          id: r.list.id,
          number: (query.page - 1) * query.size + i + 1,
          packingCode: r.list.code,
          orderCount: r.orderCount,
          status: presentPackingStatus(r.list.statusKey, lang),
          updatedDate: r.list.updatedAt.toISOString(),
        })),
        paging: { page: query.page, size: query.size, totalCount },
      };
    },

    async get(actor: Actor, storeId: string, listId: string, lang: Language): Promise<PackingList> {
      const list = await ctx.ownedList(actor, storeId, listId);
      return ctx.detail(storeId, list.id, lang);
    },

    /** Deletes a pending list before any label exists; its orders wait to be packed again, uncounted. */
    async delete(actor: Actor, storeId: string, listId: string): Promise<void> {
      const list = await ctx.ownedList(actor, storeId, listId);
      if (!canDeletePacking(list.statusKey)) throw new AppError('PACKING_LIST_NOT_DELETABLE');
      const contents = await repo.loadContents(list.id);
      if (contents.boxes.some((b) => b.mailingId !== null)) throw new AppError('PACKING_LIST_NOT_DELETABLE');
      const orderIds = contents.orders.map((o) => o.id);
      await repo.transaction(async (tx) => {
        await repo.giveBackOrders(tx, storeId, list.id, orderIds);
        await repo.deleteList(tx, list.id);
      });
    },

    /** Finish on the done screen: only a PACKED list (every box labelled) moves to DONE and into history. */
    async finish(actor: Actor, storeId: string, listId: string, lang: Language): Promise<PackingList> {
      const list = await ctx.ownedList(actor, storeId, listId);
      if (list.statusKey === 'WAITING_FOR_SHIPMENT_ORDER_EDIT') throw new AppError('PACKING_NOT_READY_TO_FINISH');
      await repo.transaction((tx) => ctx.transition(tx, list, 'DONE'));
      return ctx.detail(storeId, list.id, lang);
    },
  };
}
