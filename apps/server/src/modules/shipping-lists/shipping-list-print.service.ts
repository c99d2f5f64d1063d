import { AppError } from '../../lib/app-error';
import type { HandoverData } from '../../lib/pdf/handover-list-pdf';
import { type Coded, text } from '../../lib/text';
import type { Actor } from '../auth/actor';
import { deliveryName } from '../packing/packing.presenter';
import type { StoresService } from '../stores/stores.service';
import type { ShippingListsRepository } from './shipping-lists.repository';

const grams = new Intl.NumberFormat('en-US');
const baht = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

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
      const t = (key: string, params?: Record<string, unknown>) => text(`packing.handover.${key}`, params);
      const s = (key: string) => text(`shippingList.handover.${key}`);
      const first = rows[0];
      return {
        title: t('title'),
        copies: [t('copyOriginal'), t('copyStore')],
        header: [
          [t('store'), store.name],
          [t('sender'), first ? `${first.senderName} ${first.senderPhone} ${first.senderAddress} ${first.senderPostcode}` : '-'],
          [s('listCode'), found.list.code],
          [s('payment'), s(found.list.statusPayment === 'PAID' ? 'paid' : 'unpaid')],
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
          service: deliveryName(r.deliveryOptionId),
          weightText: grams.format(r.weightGrams),
          costText: baht.format(r.serviceCostSatang / 100),
        })),
        totals: {
          label: t('total', { count: rows.length }),
          weightText: grams.format(rows.reduce((n, r) => n + r.weightGrams, 0)),
          costText: baht.format(rows.reduce((n, r) => n + r.serviceCostSatang, 0) / 100),
        },
        signatures: [t('signatureSender'), t('signatureOfficer')],
      };
    },
  };
}

export type ShippingListPrintService = ReturnType<typeof createShippingListPrintService>;
