import { partsOf } from '@songdee/shared/common/address.schema';
import { composeAddressText } from '@songdee/shared/geo/address-text';
import type { Mailing, MailingAddress, MailingAddressInput, MailingRecipientParts } from '@songdee/shared/mailing/mailing.schema';
import { mailingAddressEditBlock } from '@songdee/shared/mailing/mailing-rules';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Coded } from '../../lib/text';
import type { Actor } from '../auth/actor';
import type { GeoLookup } from '../geo/geo-lookup.repository';
import { addressValues } from '../orders/order-pricing';
import type { StoresService } from '../stores/stores.service';
import { presentMailing } from './mailing.presenter';
import type { MailingOrdersRepository } from './mailing-orders.repository';
import type { MailingRow, MailingsRepository } from './mailings.repository';

export interface MailingAddressDeps {
  db: { transaction<T>(fn: (tx: Executor) => Promise<T>): Promise<T> };
  repo: MailingsRepository;
  orders: MailingOrdersRepository;
  geo: Pick<GeoLookup, 'assertAddress' | 'names'>;
  stores: Pick<StoresService, 'assertOwner'>;
}

const NO_PARTS: MailingRecipientParts = {
  homeAddress: '',
  village: '',
  building: '',
  floor: '',
  swine: '',
  alley: '',
  street: '',
  provinceId: null,
  borderId: null,
  districtId: null,
};

/**
 * Changing where a published mailing goes (spec 1 section 2, mailing list "edit address"). The barcode, weight
 * and cost stay: weight and box prices do not depend on the destination, and the regional box (whose price
 * does) is refused. The label printed afterwards reads the new snapshot.
 */
export function createMailingAddressService(deps: MailingAddressDeps) {
  const { repo, stores } = deps;

  async function findOwn(actor: Actor, storeId: string, mailingId: string) {
    await stores.assertOwner(actor, storeId);
    const row = await repo.findById(storeId, mailingId);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  /**
   * The typed parts behind the label's address: the mailing's own, else those it was published from (the order
   * or the address-book row, when it still has the label's postcode), else none.
   */
  async function partsBehind(
    storeId: string,
    row: MailingRow,
  ): Promise<{ parts: MailingRecipientParts; source: MailingAddress['source'] }> {
    if (row.recipientParts) return { parts: row.recipientParts, source: 'mailing' };
    if (row.orderId) {
      const [order] = await deps.orders.findOrders(storeId, [row.orderId]);
      if (order && order.postcode === row.recipientPostcode) return { parts: order.parts, source: 'order' };
    }
    if (row.shipAddressId) {
      const [saved] = await repo.findRecipients(storeId, [row.shipAddressId]);
      if (saved && saved.address.postcode === row.recipientPostcode) return { parts: partsOf(saved.address), source: 'addressBook' };
    }
    return { parts: { ...NO_PARTS, provinceId: row.recipientProvinceId }, source: 'label' };
  }

  /** The address text as labels print it, from the form's parts and the geography names. */
  async function addressText(input: MailingAddressInput): Promise<string> {
    const names = await deps.geo.names({
      provinceIds: [input.provinceId],
      borderIds: [input.borderId],
      districtIds: [input.districtId],
    });
    return composeAddressText({
      ...input,
      provinceName: names.provinces.get(input.provinceId),
      borderName: names.borders.get(input.borderId),
      districtName: names.districts.get(input.districtId),
      postcode: null,
    });
  }

  return {
    /** What the edit dialog starts from: the label's name, phone and postcode, and the parts behind its address. */
    async getAddress(actor: Actor, storeId: string, mailingId: string): Promise<MailingAddress> {
      const row = await findOwn(actor, storeId, mailingId);
      const { parts, source } = await partsBehind(storeId, row);
      return {
        fullName: row.recipientName,
        phone: row.recipientPhone,
        ...parts,
        postcode: row.recipientPostcode,
        labelAddress: row.recipientAddress,
        source,
      };
    },

    /**
     * Store owner only; while the mailing waits for delivery, is on no hand-over list and the post has not scanned
     * it; never the regional box. The geography must nest and the postcode serve the district, as on every
     * recipient form. A mailing made from an order takes the order along (followAddress).
     */
    async updateAddress(actor: Actor, storeId: string, mailingId: string, input: MailingAddressInput): Promise<Coded<Mailing>> {
      const row = await findOwn(actor, storeId, mailingId);
      const block = mailingAddressEditBlock(row);
      if (block) throw new AppError(block);
      await deps.geo.assertAddress(input);
      const parts = partsOf(input);
      const text = await addressText(input);
      await deps.db.transaction(async (tx) => {
        const changed = await repo.updateRecipient(tx, storeId, mailingId, {
          recipientName: input.fullName,
          recipientPhone: input.phone,
          recipientAddress: text,
          recipientPostcode: input.postcode,
          recipientProvinceId: input.provinceId,
          recipientParts: parts,
        });
        if (!changed) throw new AppError('MAILING_NOT_EDITABLE');
        if (row.orderId) {
          const { shipAddressId: _saved, ...orderAddress } = addressValues(input);
          await deps.orders.followAddress(tx, storeId, row.orderId, mailingId, orderAddress);
        }
      });
      const updated = await repo.findById(storeId, mailingId);
      if (!updated) throw new AppError('NOT_FOUND');
      return presentMailing(updated);
    },
  };
}
