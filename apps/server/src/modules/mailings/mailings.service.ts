import type { ListQuery, Paged } from '@songdee/shared/common/list.schema';
import type { BarcodeStock, Mailing, MailingListQuery } from '@songdee/shared/mailing/mailing.schema';
import { mailingDeleteBlock } from '@songdee/shared/mailing/mailing-rules';
import type { MailingStatusKey } from '@songdee/shared/reference/status-keys';
import { AppError } from '../../lib/app-error';
import { type Coded, text } from '../../lib/text';
import type { Actor } from '../auth/actor';
import type { StoresService } from '../stores/stores.service';
import type { BarcodeRepository } from './barcode.repository';
import { presentMailing } from './mailing.presenter';
import type { MailingsRepository } from './mailings.repository';

/** The list filters of spec 1 section 7 as status sets (docs/decisions/mailings-and-labels.md, "mailings"). */
function statusKeysFor(query: MailingListQuery): MailingStatusKey[] | undefined {
  if (query.status) return [query.status];
  if (query.onlyNotDelivery) return ['WAITING_FOR_DELIVERY'];
  if (query.onlyDuringDelivery) return ['DURING_DELIVERY_NOTE'];
  return undefined;
}

export function createMailingsService(deps: {
  repo: MailingsRepository;
  barcodes: BarcodeRepository;
  stores: Pick<StoresService, 'assertOwner'>;
}) {
  const { repo, barcodes, stores } = deps;

  return {
    /** Track list and mailing list: search by barcode or recipient name, newest first. */
    async listMailings(actor: Actor, storeId: string, query: MailingListQuery): Promise<Coded<Paged<Mailing>>> {
      await stores.assertOwner(actor, storeId);
      const { contents: rows, paging } = await repo.list(
        storeId,
        { searchString: query.searchString, statusKeys: statusKeysFor(query) },
        query,
      );
      return { contents: rows.map((r) => presentMailing(r)), paging };
    },

    /** Mailing history: every mailing of the store, searched by barcode only (spec 1 section 2). */
    async listHistory(actor: Actor, storeId: string, query: ListQuery): Promise<Coded<Paged<Mailing>>> {
      await stores.assertOwner(actor, storeId);
      const { contents: rows, paging } = await repo.list(storeId, { searchString: query.searchString, barcodeOnly: true }, query);
      return { contents: rows.map((r) => presentMailing(r)), paging };
    },

    async getMailing(actor: Actor, storeId: string, mailingId: string): Promise<Coded<Mailing>> {
      await stores.assertOwner(actor, storeId);
      const row = await repo.findById(storeId, mailingId);
      if (!row) throw new AppError('NOT_FOUND');
      return presentMailing(row);
    },

    /**
     * Deleting cancels: the row stays (its barcode must never be issued again, and history keeps it).
     * Allowed only while the mailing waits for delivery, is on no hand-over list and the post has not
     * scanned it. Ready-to-send box mailings are never deleted: the spec disables delete for the box
     * service, whose barcode came from the store's prepaid stock.
     */
    async deleteMailing(actor: Actor, storeId: string, mailingId: string): Promise<void> {
      await stores.assertOwner(actor, storeId);
      const row = await repo.findById(storeId, mailingId);
      if (!row) throw new AppError('NOT_FOUND');
      const block = mailingDeleteBlock(row);
      if (block) throw new AppError(block);
      if (!(await repo.cancel(storeId, mailingId))) throw new AppError('MAILING_NOT_DELETABLE');
    },

    /** A print lot from the mailing-print screen; every id must be one of the store's mailings. */
    async createPrintLot(actor: Actor, storeId: string, mailingIds: string[]) {
      await stores.assertOwner(actor, storeId);
      const ids = [...new Set(mailingIds)];
      const found = await repo.findByIds(storeId, ids);
      if (found.length !== ids.length) throw new AppError('NOT_FOUND');
      const lot = await repo.createLot(storeId, ids);
      return { id: lot.id, mailingCount: lot.mailingCount, createdAt: lot.createdAt.toISOString() };
    },

    /** Ready-to-send box stock per size (spec 2: /stores/stockbarcode): what confirmed reservations granted, and what is left. */
    async listBarcodeStock(actor: Actor, storeId: string): Promise<Coded<BarcodeStock[]>> {
      await stores.assertOwner(actor, storeId);
      const rows = await barcodes.listStock(storeId);
      return rows.map((r) => ({
        boxSizeId: r.boxSizeId,
        deliveryTypeSizeId: r.boxSizeId,
        deliveryTypeSizeName: text('mailing.boxStockName', {
          service: text('reference.deliveryOptions.promptpost.name'),
          size: text(`reference.boxSizes.${r.code}`),
        }),
        boxSizeCode: r.code,
        limitBarcode: r.limitBarcode,
        remainBarcode: r.remainBarcode,
      }));
    },
  };
}

export type MailingsService = ReturnType<typeof createMailingsService>;
