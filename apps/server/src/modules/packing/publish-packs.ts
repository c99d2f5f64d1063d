import type { Language } from '@songdee/shared/constants/app.constants';
import { translate } from '../../lib/i18n';
import type { Executor } from '../mailings/barcode.repository';
import type { NewMailing } from '../mailings/mailings.repository';
import { createParcelTools, type DeliveryOption, type PublishDeps, snapshotOf } from '../mailings/publish-mailings.service';
import { deliveryName } from './packing.presenter';

/** One packing box to ship: its own mailing, to its order's receiver (the packing list publishes box by box). */
export interface PackParcel {
  packId: string;
  orderId: string;
  weight: number;
}

/** A box priced and ready to insert (everything but the barcode), or the reason it cannot be. */
export type PreparedPack =
  | { packId: string; orderId: string; cost: number; row: Omit<NewMailing, 'barcode'> }
  | { packId: string; orderId: string; message: string };

/** Packing boxes published through the mailings' parcels, prices and barcodes. */
export function createPublishPacksService(deps: Pick<PublishDeps, 'repo' | 'orders' | 'barcodes'>) {
  const { repo } = deps;
  const { allocateBarcodes, priceParcels, findParcels } = createParcelTools(deps);

  return {
    /**
     * Packing boxes, priced with the same rules as a batch. Each box is its own batch (batch id = box id),
     * so the batch/order unique index still means "one mailing per box" while an order has several boxes.
     * Reads only: the caller inserts each ready box with insertPackMailing inside its own transaction.
     */
    async preparePacks(storeId: string, senderId: string | undefined, packs: PackParcel[], lang: Language): Promise<PreparedPack[]> {
      const sender = await repo.findSender(storeId, senderId);
      const orderIds = [...new Set(packs.map((p) => p.orderId))];
      const [parcels, orders] = [await findParcels(storeId, true, orderIds), await deps.orders.findOrders(storeId, orderIds)];
      const options = new Map<string, DeliveryOption | undefined>();
      const out: PreparedPack[] = [];
      for (const pack of packs) {
        const parcel = parcels.find((p) => p.key === pack.orderId);
        const order = orders.find((o) => o.id === pack.orderId);
        if (!parcel || !order) {
          out.push({ ...pack, message: translate(lang, 'mailing.orderNotFound') });
          continue;
        }
        if (!sender) {
          out.push({ ...pack, message: translate(lang, 'errors.SENDER_NOT_FOUND') });
          continue;
        }
        if (!options.has(order.deliveryOptionId))
          options.set(order.deliveryOptionId, await repo.findDeliveryOption(order.deliveryOptionId));
        const option = options.get(order.deliveryOptionId);
        // A box has a weight but no box size or zone: a box-size or zone service cannot be priced from it, never guessed.
        if (option && option.pricing !== 'weight') {
          out.push({ ...pack, message: translate(lang, 'packing.boxSizeServiceUnsupported', { service: deliveryName(lang, option.id) }) });
          continue;
        }
        const [priced] = option ? await priceParcels(option, {}, sender, [{ ...parcel, key: pack.packId }], () => pack.weight) : [];
        if (!option || priced?.cost === undefined) {
          out.push({ ...pack, message: translate(lang, 'mailing.priceNotFound') });
          continue;
        }
        out.push({
          ...pack,
          cost: priced.cost,
          row: {
            storeId,
            batchId: pack.packId,
            deliveryOptionId: option.id,
            boxSizeId: null,
            zoneId: null,
            weightGrams: pack.weight,
            serviceCostSatang: priced.cost,
            postalCode: sender.address.postcode,
            ...snapshotOf(sender),
            shipAddressId: null,
            orderId: pack.orderId,
            recipientName: parcel.name,
            recipientPhone: parcel.phone,
            recipientAddress: parcel.addressText,
            recipientPostcode: parcel.postcode,
            recipientProvinceId: parcel.provinceId,
            recipientRemark: '',
            // The order's typed address parts, so the box's mailing address can be edited later like any other.
            recipientParts: parcel.parts ?? null,
          },
        });
      }
      return out;
    },

    /** Allocates the box's barcode and inserts its mailing inside the caller's transaction (throws BARCODE_RANGE_EXHAUSTED). */
    async insertPackMailing(tx: Executor, row: Omit<NewMailing, 'barcode'>) {
      const [barcode] = await allocateBarcodes(tx, row.deliveryOptionId, 1);
      const [mailing] = await repo.insertMany(tx, [{ ...row, barcode: barcode! }]);
      if (!mailing) throw new Error('mailing not inserted');
      return mailing;
    },
  };
}

export type PublishPacksService = ReturnType<typeof createPublishPacksService>;
