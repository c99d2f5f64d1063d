import { type DeliveryPricing, isHiddenDeliveryOption } from '@songdee/shared/reference/delivery.constants';
import { LABEL_OPTIONS } from '@songdee/shared/reference/label-options';
import type { BoxSize, DeliveryOption, DeliveryZone, LabelOptionItem, Status } from '@songdee/shared/reference/reference.schema';
import type { StatusKind } from '@songdee/shared/reference/status-keys';
import type { StoreOfferedOption } from '@songdee/shared/store/store.schema';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import { type Coded, text } from '../../lib/text';
import type { ReferenceRepository } from './reference.repository';

export interface DeliveryOptionFilter {
  /** true: only options that need a reservation; false: only those that do not. */
  reserve?: boolean;
  promptPostOnly?: boolean;
}

export function createReferenceService(repo: ReferenceRepository) {
  return {
    async listStatuses(kind: StatusKind, options: { onlyActive?: boolean } = {}): Promise<Coded<Status>[]> {
      const rows = await repo.listStatuses(kind, options.onlyActive ?? false);
      return rows.map((r) => ({
        id: r.id,
        referenceKey: r.referenceKey,
        name: text(`reference.statuses.${kind}.${r.referenceKey}`),
      }));
    },

    async listBoxSizes(): Promise<Coded<BoxSize>[]> {
      return (await repo.listBoxSizes()).map((b) => ({ id: b.id, code: b.code, name: text(`reference.boxSizes.${b.code}`) }));
    },

    /** Options a store may see: never the internal one whose id ends in "eg" (spec section 9). */
    async listDeliveryOptions(filter: DeliveryOptionFilter = {}): Promise<Coded<DeliveryOption>[]> {
      const rows = await repo.listDeliveryOptions();
      return rows
        .filter((o) => !isHiddenDeliveryOption(o.id))
        .filter((o) => filter.reserve === undefined || o.reserve === filter.reserve)
        .filter((o) => filter.promptPostOnly === undefined || o.promptPostOnly === filter.promptPostOnly)
        .map((o) => ({
          id: o.id,
          name: text(`reference.deliveryOptions.${o.id}.name`),
          shortDesc: text(`reference.deliveryOptions.${o.id}.shortDesc`),
          serviceType: o.serviceType,
          reserve: o.reserve,
          hidesWeight: o.hidesWeight,
          promptPostOnly: o.promptPostOnly,
          pricing: o.pricing as DeliveryPricing,
          s10Prefix: o.s10Prefix,
          rates: o.rates.map((r) => ({ maxWeight: r.maxWeightGrams, price: r.priceSatang })),
          boxPrices: o.boxPrices.map((b) => ({ boxSizeId: b.boxSizeId, code: b.code, price: b.priceSatang })),
        }));
    },

    /** The options a store offers buyers, each with the store's fee (satang) and licence number; unknown store: none. */
    async listStoreDeliveryOptions(storeId: string): Promise<Coded<StoreOfferedOption>[]> {
      if (!isUuid(storeId)) return [];
      const [chosen, options] = await Promise.all([repo.listStoreOptionFees(storeId), this.listDeliveryOptions()]);
      const byId = new Map(options.map((o) => [o.id, o]));
      return chosen.flatMap((c) => {
        const option = byId.get(c.id);
        return option ? [{ ...option, fee: c.fee, licenseNo: c.licenseNo, codEnabled: c.codEnabled, codFee: c.codFee }] : [];
      });
    },

    async listZones(deliveryOptionId: string): Promise<DeliveryZone[]> {
      if (isHiddenDeliveryOption(deliveryOptionId) || !(await repo.deliveryOptionExists(deliveryOptionId))) throw new AppError('NOT_FOUND');
      return (await repo.listZones(deliveryOptionId)).map((z) => ({
        id: z.id,
        serviceType: z.serviceType,
        name: z.name,
        desc: z.desc,
        boxSizeId: z.boxSizeId,
        inPrice: z.inPriceSatang,
        outPrice: z.outPriceSatang,
      }));
    },

    listLabelOptions(): Coded<LabelOptionItem>[] {
      return LABEL_OPTIONS.map((o) => ({ ...o, boxSizes: [...o.boxSizes], name: text(`reference.labelOptions.${o.id}`) }));
    },
  };
}

export type ReferenceService = ReturnType<typeof createReferenceService>;
