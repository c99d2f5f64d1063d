import type { CodedMessage } from '@songdee/shared/errors/coded-message';
import type { PackingList } from '@songdee/shared/packing/packing.schema';
import { AppError } from '../../lib/app-error';
import type { HandoverData } from '../../lib/pdf/handover-list-pdf';
import { type Coded, text } from '../../lib/text';
import type { Actor } from '../auth/actor';
import type { MailingOrdersRepository } from '../mailings/mailing-orders.repository';
import type { MailingsRepository } from '../mailings/mailings.repository';
import { handoverDocument } from './handover-document';
import type { PackingContext, PackingDeps } from './packing-context';
import { type PreparedPack, type PublishPacksService, storedError } from './publish-packs';

interface LabelDeps extends PackingDeps {
  publish: PublishPacksService;
  mailingOrders: Pick<MailingOrdersRepository, 'markShipped'>;
  mailings: Pick<MailingsRepository, 'findByIds'>;
  storeName: (storeId: string) => Promise<string>;
}

/** A box's failure as stored: the error's code and params (Text params stay keys), never its wording. */
const codedError = (error: unknown): CodedMessage =>
  error instanceof AppError ? { code: error.code, params: error.params ?? {} } : { code: 'INTERNAL', params: {} };

/** Weigh -> create labels (and retry the failed ones) -> the done screen's hand-over list. */
export function createPackingLabelsService(deps: LabelDeps, ctx: PackingContext) {
  const { repo } = deps;

  return {
    /**
     * Every box without a label gets its own mailing and S10 barcode, each in its own transaction, so one
     * box's failure (no price, no barcode left) is recorded in its ErrorMsg without undoing the others; a
     * retry only takes boxes still without a mailing, so a labelled box is never published twice.
     * Orders whose boxes are all labelled become PENDING_FOR_SHIPMENT; a list with none missing is PACKED.
     */
    async createLabels(actor: Actor, storeId: string, listId: string): Promise<Coded<PackingList>> {
      const list = await ctx.ownedList(actor, storeId, listId);
      ctx.assertStatus(list, ['WAITING_FOR_SHIPMENT_ORDER', 'WAITING_FOR_SHIPMENT_ORDER_EDIT'], 'WAITING_FOR_SHIPMENT_ORDER_EDIT');
      const pending = await repo.unlabelledBoxes(list.id);
      // A box without what its service is priced by (grams, box size or zone) fails with that message.
      const prepared: PreparedPack[] = await deps.publish.preparePacks(
        storeId,
        list.senderAddressId ?? undefined,
        pending.map((b) => ({
          packId: b.id,
          orderId: b.orderId,
          weight: b.weightGrams,
          sizeId: b.boxSizeId,
          zoneId: b.zoneId,
          boxNo: b.boxNo,
        })),
      );
      for (const p of prepared) {
        if (!('row' in p)) {
          await repo.updateBox(repo.db, p.packId, { ...storedError(p.error), serviceCostSatang: null });
          continue;
        }
        try {
          await repo.transaction(async (tx) => {
            const mailing = await deps.publish.insertPackMailing(tx, p);
            await repo.updateBox(tx, p.packId, {
              mailingId: mailing.id,
              barcode: mailing.barcode,
              serviceCostSatang: p.cost,
              ...storedError(null),
            });
          });
        } catch (error) {
          await repo.updateBox(repo.db, p.packId, storedError(codedError(error)));
        }
      }

      const contents = await repo.loadContents(list.id);
      await repo.transaction(async (tx) => {
        const shipped = contents.orders
          .filter((o) => o.statusKey === 'PACKING')
          .map((o) => ({ order: o, boxes: contents.boxes.filter((b) => b.orderId === o.id) }))
          .filter(({ boxes }) => boxes.length > 0 && boxes.every((b) => b.mailingId !== null));
        // The order shows its first box's barcode; weight and cost are the sums over its boxes.
        await deps.mailingOrders.markShipped(
          tx,
          shipped.map(({ order, boxes }) => ({
            orderId: order.id,
            barcode: boxes[0]!.barcode!,
            weightGrams: boxes.reduce((n, b) => n + (b.weightGrams ?? 0), 0),
            serviceCostSatang: boxes.reduce((n, b) => n + (b.serviceCostSatang ?? 0), 0),
          })),
        );
        if (list.statusKey === 'WAITING_FOR_SHIPMENT_ORDER') await ctx.transition(tx, list, 'WAITING_FOR_SHIPMENT_ORDER_EDIT');
        if (contents.boxes.every((b) => b.mailingId !== null)) await ctx.transition(tx, list, 'PACKED');
        else await repo.touch(tx, list.id);
      });
      return ctx.detail(storeId, list.id);
    },

    /**
     * The hand-over list (two copies, A4) of every labelled box: barcode, recipient, postcode, service, weight, cost, totals.
     * Its text is still to be worded: the route words it in the request's language and renders the PDF.
     */
    async printHandover(actor: Actor, storeId: string, listId: string): Promise<Coded<Omit<HandoverData, 'pageText'>>> {
      const list = await ctx.ownedList(actor, storeId, listId);
      const ids = (await repo.labelledMailingIds(storeId, list.id)) ?? [];
      const found = await deps.mailings.findByIds(storeId, ids);
      const rows = ids.map((id) => found.find((r) => r.id === id)!).filter(Boolean);
      return handoverDocument(await deps.storeName(storeId), [[text('packing.handover.packingCode'), list.code]], rows);
    },
  };
}

export type PackingLabelsService = ReturnType<typeof createPackingLabelsService>;
