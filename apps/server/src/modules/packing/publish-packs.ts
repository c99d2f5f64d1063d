import type { CodedMessage } from '@songdee/shared/errors/coded-message';
import type { ErrorCode } from '@songdee/shared/errors/error-codes';
import { type MissingInput, missingInputOf } from '@songdee/shared/mailing/parcel-rules';
import { BOX_SIZES, type DeliveryPricing } from '@songdee/shared/reference/delivery.constants';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { text } from '../../lib/text';
import type { NewMailing } from '../mailings/mailings.repository';
import { createParcelTools, type DeliveryOption, type PublishDeps, snapshotOf } from '../mailings/publish-mailings.service';

/**
 * One packing box to ship: its own mailing, to its order's receiver (the packing list publishes box by box).
 * What prices it depends on the order's service: grams, a box size (ready-to-send box) or a zone (regional box).
 */
export interface PackParcel {
  packId: string;
  orderId: string;
  weight: number | null;
  sizeId: number | null;
  zoneId: number | null;
  /** The box's number in its order (1 for the first box, which cannot be deleted); the first box collects COD. */
  boxNo?: number;
}

/**
 * A box priced and ready to insert (everything but the barcode), or the reason it cannot be.
 * `stockSizeId`: the service takes a reserved barcode of that box size from the store's stock (ready-to-send box).
 */
export type PreparedPack =
  | { packId: string; orderId: string; cost: number; stockSizeId?: number; row: Omit<NewMailing, 'barcode'> }
  | { packId: string; orderId: string; error: CodedMessage };

/** A box's failure columns (error code and params); null clears them. */
export const storedError = (error: CodedMessage | null) => ({ errorCode: error?.code ?? null, errorParams: error?.params ?? null });

/** A box's failure when its service still needs something (`missingInputOf`, the delivery-manage screen's rule). */
const MISSING_ERROR: Record<MissingInput, ErrorCode> = { size: 'BOX_SIZE_REQUIRED', zone: 'ZONE_REQUIRED', weight: 'WEIGHT_REQUIRED' };
const missingInput = (pricing: DeliveryPricing, pack: PackParcel): ErrorCode | undefined => {
  const missing = missingInputOf(pricing, pack);
  return missing && MISSING_ERROR[missing];
};

/** Packing boxes published through the mailings' parcels, prices and barcodes. */
export function createPublishPacksService(deps: Pick<PublishDeps, 'repo' | 'orders' | 'barcodes'>) {
  const { repo, barcodes } = deps;
  const { allocateBarcodes, priceParcels, findParcels } = createParcelTools(deps);

  return {
    /**
     * Packing boxes, priced with the same rules as a batch. Each box is its own batch (batch id = box id),
     * so the batch/order unique index still means "one mailing per box" while an order has several boxes.
     * Reads only: the caller inserts each ready box with insertPackMailing inside its own transaction.
     */
    async preparePacks(storeId: string, senderId: string | undefined, packs: PackParcel[]): Promise<PreparedPack[]> {
      const sender = await repo.findSender(storeId, senderId);
      const orderIds = [...new Set(packs.map((p) => p.orderId))];
      const [parcels, orders] = [await findParcels(storeId, true, orderIds), await deps.orders.findOrders(storeId, orderIds)];
      const options = new Map<string, DeliveryOption | undefined>();
      const out: PreparedPack[] = [];
      for (const pack of packs) {
        const parcel = parcels.find((p) => p.key === pack.orderId);
        const order = orders.find((o) => o.id === pack.orderId);
        if (!parcel || !order) {
          out.push({ ...pack, error: { code: 'ORDER_NOT_FOUND', params: {} } });
          continue;
        }
        if (!sender) {
          out.push({ ...pack, error: { code: 'SENDER_NOT_FOUND', params: {} } });
          continue;
        }
        if (!options.has(order.deliveryOptionId))
          options.set(order.deliveryOptionId, await repo.findDeliveryOption(order.deliveryOptionId));
        const option = options.get(order.deliveryOptionId);
        const missing = option ? missingInput(option.pricing, pack) : undefined;
        if (missing) {
          out.push({ ...pack, error: { code: missing, params: {} } });
          continue;
        }
        // The same pricing as the delivery-manage screen, with this box's own size or zone.
        const input = { sizeId: pack.sizeId ?? undefined, zoneId: pack.zoneId ?? undefined };
        const [priced] = option ? await priceParcels(option, input, sender, [{ ...parcel, key: pack.packId }], () => pack.weight ?? 0) : [];
        if (!option || priced?.cost === undefined) {
          out.push({ ...pack, error: { code: 'PRICE_NOT_FOUND', params: {} } });
          continue;
        }
        out.push({
          ...pack,
          cost: priced.cost,
          stockSizeId: option.reserve ? (pack.sizeId ?? undefined) : undefined,
          row: {
            storeId,
            batchId: pack.packId,
            deliveryOptionId: option.id,
            boxSizeId: priced.boxSizeId ?? null,
            zoneId: option.pricing === 'zone' ? pack.zoneId : null,
            weightGrams: pack.weight ?? 0,
            serviceCostSatang: priced.cost,
            postalCode: sender.address.postcode,
            ...snapshotOf(sender),
            shipAddressId: null,
            orderId: pack.orderId,
            orderName: parcel.orderName,
            recipientName: parcel.name,
            recipientPhone: parcel.phone,
            recipientAddress: parcel.addressText,
            recipientPostcode: parcel.postcode,
            recipientProvinceId: parcel.provinceId,
            recipientRemark: '',
            // The order's typed address parts, so the box's mailing address can be edited later like any other.
            recipientParts: parcel.parts ?? null,
            // A COD order packed into several boxes: its first box collects the whole amount, the others nothing.
            codAmountSatang: pack.boxNo === 1 ? (parcel.codAmountSatang ?? null) : null,
          },
        });
      }
      return out;
    },

    /**
     * Takes the box's reserved barcode from the store's stock of its size (ready-to-send box), allocates its
     * barcode and inserts its mailing, all inside the caller's transaction, as a batch of one would
     * (throws BARCODE_STOCK_INSUFFICIENT or BARCODE_RANGE_EXHAUSTED; the transaction then gives the stock back).
     */
    async insertPackMailing(tx: Executor, prepared: { stockSizeId?: number; row: Omit<NewMailing, 'barcode'> }) {
      const { row, stockSizeId } = prepared;
      if (stockSizeId !== undefined && (await barcodes.takeStock(tx, row.storeId, stockSizeId, 1)) === undefined) {
        const size = BOX_SIZES.find((b) => b.id === stockSizeId);
        throw new AppError('BARCODE_STOCK_INSUFFICIENT', {
          sizeName: size ? text(`reference.boxSizes.${size.code}`) : '',
          // One barcode could not be taken, so none is left (and the store's stock is not read outside this transaction).
          remaining: 0,
          requested: 1,
        });
      }
      const [barcode] = await allocateBarcodes(tx, row.deliveryOptionId, 1);
      const [mailing] = await repo.insertMany(tx, [{ ...row, barcode: barcode! }]);
      if (!mailing) throw new Error('mailing not inserted');
      return mailing;
    },
  };
}

export type PublishPacksService = ReturnType<typeof createPublishPacksService>;
