import type { ListQuery } from '@songdee/shared/common/list.schema';
import type { CreatePackingListInput, PackingCountsInput, PackingList } from '@songdee/shared/packing/packing.schema';
import { formatPackingCode, isFullyCounted } from '@songdee/shared/packing/packing-rules';
import type { Executor } from '../../db/client';
import { nextDocumentSerial } from '../../db/document-serials';
import { AppError, type FieldIssue } from '../../lib/app-error';
import type { Coded } from '../../lib/text';
import type { Actor } from '../auth/actor';
import { describeStoreOrders, refusingTakenOrders } from '../orders/order-names';
import { presentOrderChoice } from '../orders/order-page';
import type { PackingContext, PackingDeps } from './packing-context';

/** Picking: choose orders, create the list (COUNTING), count items (draft or submit). */
export function createPickingService({ repo, stores }: PackingDeps, ctx: PackingContext) {
  /** Takes available orders onto a list (they become PACKING) from `firstSortOrder`, or refuses naming the others. */
  async function takeOrders(tx: Executor, storeId: string, listId: string, orderIds: string[], firstSortOrder = 0) {
    if (orderIds.length === 0) return;
    const moved = await repo.claimOrders(tx, storeId, orderIds);
    if (moved.length !== orderIds.length) {
      const refused = orderIds.filter((id) => !moved.includes(id));
      throw new AppError('PACKING_ORDERS_UNAVAILABLE', { orders: await describeStoreOrders(tx, storeId, refused) });
    }
    await repo.insertListOrders(tx, listId, orderIds, firstSortOrder);
  }

  /** A write taking orders: one put on another list by a concurrent request ends as "unavailable" too. */
  const claiming = <T>(storeId: string, orderIds: string[], write: () => Promise<T>): Promise<T> =>
    refusingTakenOrders(repo.db, 'PACKING_ORDERS_UNAVAILABLE', storeId, orderIds, write);

  return {
    async availableForPacking(actor: Actor, storeId: string, query: ListQuery) {
      await stores.assertOwner(actor, storeId);
      const { contents: rows, paging } = await repo.listAvailableOrders(storeId, query.searchString, query.page, query.size);
      return { contents: rows.map(presentOrderChoice), paging };
    },

    /**
     * A new list in COUNTING with the chosen orders, which become PACKING in the same transaction.
     * Every order must still wait to be packed and be on no other list, or nothing is created.
     */
    async create(actor: Actor, storeId: string, input: CreatePackingListInput): Promise<Coded<PackingList>> {
      await stores.assertOwner(actor, storeId);
      const orderIds = [...new Set(input.orderIds)];
      const list = await claiming(storeId, orderIds, () =>
        repo.transaction(async (tx) => {
          const code = formatPackingCode(await nextDocumentSerial(tx, storeId, 'packing'));
          const created = await repo.insertList(tx, { storeId, code });
          await takeOrders(tx, storeId, created.id, orderIds);
          return created;
        }),
      );
      return ctx.detail(storeId, list.id);
    },

    /**
     * The summary's "select orders" while COUNTING: the list's orders become exactly these, in one transaction.
     * Orders taken off wait to be packed again, uncounted (as when a list is deleted); orders added must be
     * available as for create() (or nothing changes); orders kept keep their counts and their place.
     */
    async setOrders(actor: Actor, storeId: string, listId: string, input: CreatePackingListInput): Promise<Coded<PackingList>> {
      const list = await ctx.ownedList(actor, storeId, listId);
      ctx.assertStatus(list, ['COUNTING'], 'COUNTING');
      const orderIds = [...new Set(input.orderIds)];
      await claiming(storeId, orderIds, () =>
        repo.transaction(async (tx) => {
          // Locked and checked again: a count submitted meanwhile refuses the change instead of racing it.
          const locked = await repo.lockList(tx, storeId, list.id);
          if (!locked) throw new AppError('PACKING_LIST_NOT_FOUND');
          ctx.assertStatus(locked, ['COUNTING'], 'COUNTING');
          const current = await repo.listOrders(tx, list.id);
          const wanted = new Set(orderIds);
          const onList = new Set(current.map((o) => o.orderId));
          await repo.giveBackOrders(
            tx,
            storeId,
            list.id,
            [...onList].filter((id) => !wanted.has(id)),
          );
          const next = Math.max(-1, ...current.map((o) => o.sortOrder)) + 1;
          await takeOrders(
            tx,
            storeId,
            list.id,
            orderIds.filter((id) => !onList.has(id)),
            next,
          );
          await repo.touch(tx, list.id);
        }),
      );
      return ctx.detail(storeId, list.id);
    },

    /**
     * Saves counted quantities (0..ordered). Submit confirms the count: at least one order must be fully
     * counted; orders that are not are given back (PENDING_TO_BE_PACKED) and the counted ones each get
     * their first box holding everything, and the list moves to WAITING_FOR_PACKING.
     */
    async saveCounts(actor: Actor, storeId: string, listId: string, input: PackingCountsInput): Promise<Coded<PackingList>> {
      const list = await ctx.ownedList(actor, storeId, listId);
      // Also refuses a PACKED list: it cannot be confirmed again in picking.
      ctx.assertStatus(list, ['COUNTING'], 'WAITING_FOR_PACKING');
      const contents = await repo.loadContents(list.id);
      const byId = new Map(contents.items.map((i) => [i.id, i]));
      const issues: FieldIssue[] = [];
      input.items.forEach((entry, index) => {
        const item = byId.get(entry.orderItemId);
        if (!item) issues.push({ path: `items.${index}.orderItemId`, key: 'packing.orderItemNotOnList' });
        else if (entry.packedQuantity > item.quantity) {
          issues.push({ path: `items.${index}.packedQuantity`, key: 'packing.packedQuantityMax', params: { maximum: item.quantity } });
        }
      });
      if (issues.length) throw new AppError('VALIDATION_FAILED', undefined, issues);

      for (const entry of input.items) byId.get(entry.orderItemId)!.packedQuantity = entry.packedQuantity;
      const counted = contents.orders.filter((o) => isFullyCounted(contents.items.filter((i) => i.orderId === o.id)));
      if (input.submit && counted.length === 0) throw new AppError('PACKING_COUNT_INCOMPLETE');

      await repo.transaction(async (tx) => {
        for (const entry of input.items) await repo.setPackedQuantity(tx, entry.orderItemId, entry.packedQuantity);
        if (!input.submit) return repo.touch(tx, list.id);
        const countedIds = new Set(counted.map((o) => o.id));
        const giveBack = contents.orders.filter((o) => !countedIds.has(o.id)).map((o) => o.id);
        await repo.giveBackOrders(tx, storeId, list.id, giveBack);
        for (const order of counted) {
          const items = contents.items.filter((i) => i.orderId === order.id).map((i) => ({ orderItemId: i.id, quantity: i.quantity }));
          await repo.insertBox(tx, { packingListId: list.id, orderId: order.id, boxNo: 1 }, items);
        }
        await ctx.transition(tx, list, 'WAITING_FOR_PACKING');
      });
      return ctx.detail(storeId, list.id);
    },
  };
}

export type PickingService = ReturnType<typeof createPickingService>;
