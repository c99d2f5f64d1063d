import type { Language } from '@songdee/shared/constants/app.constants';
import type { PackingList } from '@songdee/shared/packing/packing.schema';
import { AppError } from '../../lib/app-error';
import { translate } from '../../lib/i18n';
import { renderHandoverPdf } from '../../lib/pdf/handover-list-pdf';
import type { Actor } from '../auth/actor';
import type { MailingOrdersRepository } from '../mailings/mailing-orders.repository';
import type { MailingsRepository } from '../mailings/mailings.repository';
import { deliveryName } from './packing.presenter';
import type { PackingContext, PackingDeps } from './packing-context';
import type { PreparedPack, PublishPacksService } from './publish-packs';

interface LabelDeps extends PackingDeps {
  publish: PublishPacksService;
  mailingOrders: Pick<MailingOrdersRepository, 'markShipped'>;
  mailings: Pick<MailingsRepository, 'findByIds'>;
  storeName: (storeId: string) => Promise<string>;
}

const grams = new Intl.NumberFormat('en-US');
const baht = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const errorText = (lang: Language, error: unknown) =>
  error instanceof AppError ? translate(lang, `errors.${error.code}`, error.params) : translate(lang, 'errors.INTERNAL');

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
    async createLabels(actor: Actor, storeId: string, listId: string, lang: Language): Promise<PackingList> {
      const list = await ctx.ownedList(actor, storeId, listId);
      ctx.assertStatus(list, ['WAITING_FOR_SHIPMENT_ORDER', 'WAITING_FOR_SHIPMENT_ORDER_EDIT'], 'WAITING_FOR_SHIPMENT_ORDER_EDIT');
      const pending = await repo.unlabelledBoxes(list.id);
      // A box without what its service is priced by (grams, box size or zone) fails with that message.
      const prepared: PreparedPack[] = await deps.publish.preparePacks(
        storeId,
        list.senderAddressId ?? undefined,
        pending.map((b) => ({ packId: b.id, orderId: b.orderId, weight: b.weightGrams, sizeId: b.boxSizeId, zoneId: b.zoneId })),
        lang,
      );
      for (const p of prepared) {
        if (!('row' in p)) {
          await repo.updateBox(repo.db, p.packId, { errorMsg: p.message, serviceCostSatang: null });
          continue;
        }
        try {
          await repo.transaction(async (tx) => {
            const mailing = await deps.publish.insertPackMailing(tx, p, lang);
            await repo.updateBox(tx, p.packId, {
              mailingId: mailing.id,
              barcode: mailing.barcode,
              serviceCostSatang: p.cost,
              errorMsg: null,
            });
          });
        } catch (error) {
          await repo.updateBox(repo.db, p.packId, { errorMsg: errorText(lang, error) });
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
      return ctx.detail(storeId, list.id, lang);
    },

    /** The hand-over list (two copies, A4) of every labelled box: barcode, recipient, postcode, service, weight, cost, totals. */
    async printHandover(actor: Actor, storeId: string, listId: string, lang: Language): Promise<Buffer> {
      const list = await ctx.ownedList(actor, storeId, listId);
      const ids = (await repo.labelledMailingIds(storeId, list.id)) ?? [];
      const found = await deps.mailings.findByIds(storeId, ids);
      const rows = ids.map((id) => found.find((r) => r.id === id)!).filter(Boolean);
      const t = (key: string, params?: Record<string, unknown>) => translate(lang, `packing.handover.${key}`, params);
      const first = rows[0];
      const totalWeight = rows.reduce((n, r) => n + r.weightGrams, 0);
      const totalCost = rows.reduce((n, r) => n + r.serviceCostSatang, 0);
      return renderHandoverPdf({
        title: t('title'),
        copies: [t('copyOriginal'), t('copyStore')],
        header: [
          [t('store'), await deps.storeName(storeId)],
          [t('sender'), first ? `${first.senderName} ${first.senderPhone} ${first.senderAddress} ${first.senderPostcode}` : '-'],
          [t('packingCode'), list.code],
          [
            t('printedAt'),
            new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Bangkok', dateStyle: 'short', timeStyle: 'short' }).format(new Date()),
          ],
        ],
        columns: {
          no: t('no'),
          barcode: t('barcode'),
          recipient: t('recipient'),
          postcode: t('postcode'),
          service: t('service'),
          weight: t('weight'),
          cost: t('cost'),
        },
        rows: rows.map((r) => ({
          barcode: r.barcode,
          recipient: r.recipientName,
          postcode: r.recipientPostcode,
          service: deliveryName(lang, r.deliveryOptionId),
          weightText: grams.format(r.weightGrams),
          costText: baht.format(r.serviceCostSatang / 100),
        })),
        totals: {
          label: t('total', { count: rows.length }),
          weightText: grams.format(totalWeight),
          costText: baht.format(totalCost / 100),
        },
        signatures: [t('signatureSender'), t('signatureOfficer')],
        pageText: (page, pages) => t('page', { page, pages }),
      });
    },
  };
}

export type PackingLabelsService = ReturnType<typeof createPackingLabelsService>;
