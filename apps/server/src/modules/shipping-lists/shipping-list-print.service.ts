import { AppError } from '../../lib/app-error';
import type { HandoverData } from '../../lib/pdf/handover-list-pdf';
import { type Coded, text } from '../../lib/text';
import type { Actor } from '../auth/actor';
import { handoverDocument } from '../packing/handover-document';
import type { StoresService } from '../stores/stores.service';
import type { ShippingListsRepository } from './shipping-lists.repository';

/**
 * The hand-over list of a shipping list (`GET printshippinglists?shippingListId`), worded and drawn by the route with the
 * packing hand-over renderer (A4, two copies, Code 128 barcodes), one row per live parcel of the list's orders. Print is offered in
 * every state (shipping-list-rules), so it never changes the list.
 */
export function createShippingListPrintService(deps: {
  repo: Pick<ShippingListsRepository, 'db' | 'find' | 'parcels' | 'expireStale'>;
  stores: Pick<StoresService, 'assertOwner'>;
}) {
  return {
    async printHandover(actor: Actor, storeId: string, listId: string): Promise<Coded<Omit<HandoverData, 'pageText'>>> {
      const store = await deps.stores.assertOwner(actor, storeId);
      await deps.repo.expireStale(deps.repo.db, storeId, listId);
      const found = await deps.repo.find(deps.repo.db, storeId, listId);
      if (!found) throw new AppError('SHIPPING_LIST_NOT_FOUND');
      const rows = (await deps.repo.parcels(listId)).map((r) => r.mailing);
      const s = (key: string) => text(`shippingList.handover.${key}`);
      return handoverDocument(
        store.name,
        [
          [s('listCode'), found.list.code],
          [s('payment'), s(found.list.statusPayment === 'PAID' ? 'paid' : 'unpaid')],
        ],
        rows,
      );
    },
  };
}

export type ShippingListPrintService = ReturnType<typeof createShippingListPrintService>;
