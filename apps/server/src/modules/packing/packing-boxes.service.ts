import { type MissingInput, maxGramsOf, missingInputOf } from '@songdee/shared/mailing/parcel-rules';
import type { NewPackingBoxInput, PackingList, PackingWeightsInput } from '@songdee/shared/packing/packing.schema';
import { canEditBoxes, canWeigh } from '@songdee/shared/packing/packing-rules';
import { AppError, type FieldIssue } from '../../lib/app-error';
import type { Coded } from '../../lib/text';
import type { Actor } from '../auth/actor';
import type { PackingContext, PackingDeps } from './packing-context';
import { type PublishPacksService, storedError } from './publish-packs';

/** The weigh form's field, and its message, for what a box's service still needs. */
const MISSING_FIELD: Record<MissingInput, { field: 'sizeId' | 'zoneId' | 'weight'; key: string }> = {
  size: { field: 'sizeId', key: 'mailing.sizeRequired' },
  zone: { field: 'zoneId', key: 'mailing.zoneRequired' },
  weight: { field: 'weight', key: 'packing.weightRequired' },
};

/** The boxes screen (split, delete, sender), the calculate-fee step and the weigh screen. */
export function createPackingBoxesService(deps: PackingDeps & { publish: Pick<PublishPacksService, 'preparePacks'> }, ctx: PackingContext) {
  const { repo } = deps;

  async function boxesOf(listId: string, orderId: string) {
    const contents = await repo.loadContents(listId);
    const boxes = contents.boxes.filter((b) => b.orderId === orderId);
    return { contents, boxes, first: boxes.find((b) => b.boxNo === 1) };
  }

  return {
    /**
     * Splits a new box off the first one (spec 1 section 5 "New packing box"): at least one product with
     * a quantity, never more than the first box holds; the quantities move from the first box.
     */
    async splitBox(actor: Actor, storeId: string, listId: string, orderId: string, input: NewPackingBoxInput): Promise<Coded<PackingList>> {
      const list = await ctx.ownedList(actor, storeId, listId);
      if (!canEditBoxes(list.statusKey)) throw ctx.transitionError(list.statusKey, 'WAITING_FOR_PACKING');
      const { contents, boxes, first } = await boxesOf(list.id, orderId);
      if (!first) throw new AppError('ORDER_NOT_FOUND');
      const inFirst = new Map(contents.boxItems.filter((bi) => bi.boxId === first.id).map((bi) => [bi.orderItemId, bi.quantity]));
      const issues: FieldIssue[] = [];
      input.items.forEach((item, index) => {
        if (item.quantity > (inFirst.get(item.orderItemId) ?? 0))
          issues.push({ path: `items.${index}.quantity`, key: 'packing.splitExceedsFirstBox' });
      });
      if (issues.length) throw new AppError('VALIDATION_FAILED', undefined, issues);
      const moved = input.items.filter((i) => i.quantity > 0);
      await repo.transaction(async (tx) => {
        const boxNo = Math.max(...boxes.map((b) => b.boxNo)) + 1;
        await repo.insertBox(tx, { packingListId: list.id, orderId, boxNo }, moved);
        await repo.addToBox(
          tx,
          first.id,
          moved.map((i) => ({ orderItemId: i.orderItemId, quantity: -i.quantity })),
        );
        await repo.touch(tx, list.id);
      });
      return ctx.detail(storeId, list.id);
    },

    /** Deletes any box but the first; its items go back to the first box. */
    async deleteBox(actor: Actor, storeId: string, listId: string, packId: string): Promise<Coded<PackingList>> {
      const list = await ctx.ownedList(actor, storeId, listId);
      if (!canEditBoxes(list.statusKey)) throw ctx.transitionError(list.statusKey, 'WAITING_FOR_PACKING');
      const contents = await repo.loadContents(list.id);
      const box = contents.boxes.find((b) => b.id === packId);
      if (!box) throw new AppError('PACKING_BOX_NOT_FOUND');
      if (box.boxNo === 1) throw new AppError('PACKING_FIRST_BOX_UNDELETABLE');
      const first = contents.boxes.find((b) => b.orderId === box.orderId && b.boxNo === 1)!;
      const items = contents.boxItems
        .filter((bi) => bi.boxId === box.id)
        .map((bi) => ({ orderItemId: bi.orderItemId, quantity: bi.quantity }));
      await repo.transaction(async (tx) => {
        await repo.addToBox(tx, first.id, items);
        await repo.deleteBox(tx, box.id);
        await repo.touch(tx, list.id);
      });
      return ctx.detail(storeId, list.id);
    },

    /** The sender printed on this list's labels (any of the store's senders). */
    async setSender(actor: Actor, storeId: string, listId: string, senderId: string): Promise<Coded<PackingList>> {
      const list = await ctx.ownedList(actor, storeId, listId);
      if (list.statusKey === 'PACKED' || list.statusKey === 'DONE') throw ctx.transitionError(list.statusKey, list.statusKey);
      if (!(await repo.findSender(storeId, senderId))) throw new AppError('SENDER_NOT_FOUND');
      await repo.transaction((tx) => repo.touch(tx, list.id, { senderAddressId: senderId }));
      return ctx.detail(storeId, list.id);
    },

    /** "Calculate service fee" on the boxes screen: packing is done, the list goes to the weigh screen. */
    async confirmPacking(actor: Actor, storeId: string, listId: string): Promise<Coded<PackingList>> {
      const list = await ctx.ownedList(actor, storeId, listId);
      const contents = await repo.loadContents(list.id);
      // An emptied box cannot be shipped: the seller deletes it (its items are already back in box 1).
      const empty = contents.boxes.find((b) => !contents.boxItems.some((bi) => bi.boxId === b.id && bi.quantity > 0));
      if (empty && list.statusKey === 'WAITING_FOR_PACKING') {
        throw new AppError('VALIDATION_FAILED', undefined, [{ path: `packs.${empty.id}`, key: 'packing.splitRequired' }]);
      }
      await repo.transaction((tx) => ctx.transition(tx, list, 'WAITING_FOR_SHIPMENT_ORDER'));
      return ctx.detail(storeId, list.id);
    },

    /**
     * The weigh step, per box without a label: grams, or the box size / zone its order's service is priced by
     * (as the delivery-manage screen asks them), each priced at once through the mailing pricing: the cost, or
     * the reason there is none in the box's ErrorMsg. A box missing what its service needs is a field error.
     */
    async setWeights(actor: Actor, storeId: string, listId: string, input: PackingWeightsInput): Promise<Coded<PackingList>> {
      const list = await ctx.ownedList(actor, storeId, listId);
      if (!canWeigh(list.statusKey)) throw ctx.transitionError(list.statusKey, 'WAITING_FOR_SHIPMENT_ORDER');
      const contents = await repo.loadContents(list.id);
      const boxes = new Map(contents.boxes.filter((b) => b.mailingId === null).map((b) => [b.id, b]));
      const orderOf = (packId: string) => contents.orders.find((o) => o.id === boxes.get(packId)?.orderId);
      const pricingOf = (packId: string) => orderOf(packId)?.pricing ?? 'weight';
      const issues: FieldIssue[] = input.packs.flatMap((p, index): FieldIssue[] => {
        if (!boxes.has(p.packId)) return [{ path: `packs.${index}.packId`, key: 'validation.invalid' }];
        const missing = missingInputOf(pricingOf(p.packId), p);
        if (missing) return [{ path: `packs.${index}.${MISSING_FIELD[missing].field}`, key: MISSING_FIELD[missing].key }];
        // Above what the box's service takes (registered mail 2 kg): said at the field, not later as "no price".
        const maximum = maxGramsOf(orderOf(p.packId)?.deliveryOptionId ?? undefined);
        if (p.weight !== undefined && p.weight > maximum)
          return [{ path: `packs.${index}.weight`, key: 'mailing.weightTooHigh', params: { maximum } }];
        return [];
      });
      if (issues.length) throw new AppError('VALIDATION_FAILED', undefined, issues);
      // Only what the box's service is priced by is kept, and a weight whenever given (the hand-over list shows it).
      const packs = input.packs.map((p) => {
        const pricing = pricingOf(p.packId);
        return {
          packId: p.packId,
          orderId: boxes.get(p.packId)!.orderId,
          weight: p.weight ?? null,
          sizeId: pricing === 'boxSize' ? p.sizeId! : null,
          zoneId: pricing === 'zone' ? p.zoneId! : null,
        };
      });
      const prepared = await deps.publish.preparePacks(storeId, list.senderAddressId ?? undefined, packs);
      await repo.transaction(async (tx) => {
        for (const p of prepared) {
          const pack = packs.find((w) => w.packId === p.packId)!;
          // A regional box's size is its zone's.
          const chosen = { weightGrams: pack.weight, boxSizeId: 'row' in p ? p.row.boxSizeId : pack.sizeId, zoneId: pack.zoneId };
          await repo.updateBox(
            tx,
            p.packId,
            'cost' in p
              ? { ...chosen, serviceCostSatang: p.cost, ...storedError(null) }
              : { ...chosen, serviceCostSatang: null, ...storedError(p.error) },
          );
        }
        await repo.touch(tx, list.id);
      });
      return ctx.detail(storeId, list.id);
    },
  };
}
