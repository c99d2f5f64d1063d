import { randomUUID } from 'node:crypto';
import { partsOf } from '@songdee/shared/common/address.schema';
import { composeAddressText } from '@songdee/shared/geo/address-text';
import type {
  MailingRecipientParts,
  OrdersPrice,
  OrdersPriceInput,
  PublishFailure,
  PublishMailingsInput,
  PublishResult,
} from '@songdee/shared/mailing/mailing.schema';
import { isSameArea, priceByZone, priceOfBoxes } from '@songdee/shared/mailing/parcel-rules';
import { formatS10 } from '@songdee/shared/mailing/s10';
import { canMakeLabel } from '@songdee/shared/order/order-rules';
import { BOX_SIZES, isHiddenDeliveryOption } from '@songdee/shared/reference/delivery.constants';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { type Coded, text } from '../../lib/text';
import type { Actor } from '../auth/actor';
import type { StoresService } from '../stores/stores.service';
import type { BarcodeRepository } from './barcode.repository';
import { presentMailing } from './mailing.presenter';
import type { MailingOrdersRepository } from './mailing-orders.repository';
import type { MailingsRepository, NewMailing } from './mailings.repository';

export interface PublishDeps {
  db: { transaction<T>(fn: (tx: Executor) => Promise<T>): Promise<T> };
  repo: MailingsRepository;
  orders: MailingOrdersRepository;
  barcodes: BarcodeRepository;
  stores: Pick<StoresService, 'assertOwner'>;
}

type Recipient = Awaited<ReturnType<MailingsRepository['findRecipients']>>[number];
export type Sender = NonNullable<Awaited<ReturnType<MailingsRepository['findSender']>>>;
export type DeliveryOption = NonNullable<Awaited<ReturnType<MailingsRepository['findDeliveryOption']>>>;

/** One parcel to publish: an address-book recipient or an order's receiver, keyed by that id. */
export interface Parcel {
  key: string;
  shipAddressId: string | null;
  orderId: string | null;
  /** The order's code, for parcels of orders. */
  orderName: string | null;
  name: string;
  phone: string;
  addressText: string;
  postcode: string;
  provinceId: number | null;
  remark: string;
  /** The typed parts behind addressText, kept so the mailing's address can be edited later. */
  parts?: MailingRecipientParts;
  /** A COD order's amount to collect (satang), which its parcel carries; null otherwise. */
  codAmountSatang?: number | null;
  /** Orders only: a label is made once payment is confirmed (packing included). */
  notReady?: { orderName: string; statusKey: string };
  defaultWeight?: number | null;
}

/** An order may get its label while waiting to be packed or being packed (spec 1 sections 2 and 4). */
const canShipOrder = (statusKey: string) => canMakeLabel(statusKey) || statusKey === 'PACKING';

const addressText = (a: Recipient | Sender): string =>
  composeAddressText({
    ...a.address,
    provinceName: a.provinceName,
    borderName: a.borderName,
    districtName: a.districtName,
    postcode: null,
  });

/** The sender as printed on a mailing, copied so later edits of the address book do not change it. */
export const snapshotOf = (sender: Sender) => ({
  senderAddressId: sender.address.id,
  senderName: `${sender.address.name} ${sender.address.surname}`.trim(),
  senderPhone: sender.address.phone,
  senderAddress: addressText(sender),
  senderPostcode: sender.address.postcode,
  senderProvinceId: sender.address.provinceId,
});

/** What publishing a batch and publishing packing boxes share: barcodes, parcels and their prices. */
export function createParcelTools(deps: Pick<PublishDeps, 'repo' | 'orders' | 'barcodes'>) {
  const { repo, barcodes } = deps;

  /** Serials for `count` barcodes of an option, across ranges if one runs out; inside the caller's transaction. */
  async function allocateBarcodes(tx: Executor, deliveryOptionId: string, count: number): Promise<string[]> {
    const codes: string[] = [];
    while (codes.length < count) {
      const block = await barcodes.takeSerials(tx, deliveryOptionId, count - codes.length);
      if (!block) throw new AppError('BARCODE_RANGE_EXHAUSTED');
      for (let serial = block.first; serial < block.next; serial++) codes.push(formatS10(block.prefix, serial));
    }
    return codes;
  }

  /** Cost of each pending parcel, or the reason it has none (spec: "ไม่พบข้อมูลค่าบริการ"). */
  async function priceParcels(
    option: DeliveryOption,
    input: Pick<PublishMailingsInput, 'sizeId' | 'zoneId'>,
    sender: Sender,
    parcels: Parcel[],
    weightOf: (p: Parcel) => number,
  ) {
    if (option.pricing === 'weight') {
      const rates = await repo.listRates(option.id);
      // Each parcel is one box, priced as invoices and hand-over lists price an order's boxes.
      return parcels.map((p) => ({ parcel: p, weight: weightOf(p), boxSizeId: undefined, cost: priceOfBoxes(rates, [weightOf(p)]) }));
    }
    if (option.pricing === 'boxSize') {
      const price = input.sizeId === undefined ? undefined : await repo.findBoxPrice(option.id, input.sizeId);
      return parcels.map((p) => ({ parcel: p, weight: weightOf(p), boxSizeId: input.sizeId, cost: price?.priceSatang }));
    }
    const zone = input.zoneId === undefined ? undefined : await repo.findZone(option.id, input.zoneId);
    const senderArea = { provinceId: sender.address.provinceId, postcode: sender.address.postcode };
    return parcels.map((p) => ({
      parcel: p,
      weight: weightOf(p),
      boxSizeId: zone?.boxSizeId,
      cost: zone ? priceByZone(zone, isSameArea(senderArea, { provinceId: p.provinceId, postcode: p.postcode })) : undefined,
    }));
  }

  /** The batch's parcels: address-book recipients, or orders (their receivers as copied at checkout). */
  async function findParcels(storeId: string, byOrder: boolean, ids: string[]): Promise<Parcel[]> {
    if (!byOrder) {
      return (await repo.findRecipients(storeId, ids)).map((r) => ({
        key: r.address.id,
        shipAddressId: r.address.id,
        orderId: null,
        orderName: null,
        name: r.address.fullName,
        phone: r.address.phone,
        addressText: addressText(r),
        postcode: r.address.postcode,
        provinceId: r.address.provinceId,
        remark: r.address.remark,
        parts: partsOf(r.address),
      }));
    }
    return (await deps.orders.findOrders(storeId, ids)).map((o) => ({
      key: o.id,
      shipAddressId: null,
      orderId: o.id,
      orderName: o.name,
      name: o.recipientName,
      phone: o.recipientPhone,
      addressText: o.addressText,
      postcode: o.postcode,
      provinceId: o.provinceId,
      remark: '',
      parts: o.parts,
      codAmountSatang: o.codAmountSatang,
      defaultWeight: o.weightGrams,
      notReady: canShipOrder(o.statusKey) ? undefined : { orderName: o.name, statusKey: o.statusKey },
    }));
  }

  return { allocateBarcodes, priceParcels, findParcels };
}

/** An order whose status allows no label (not paid yet, or shipped already): named in the batch's failure list. */
function notReadyFailure(orderId: string, recipientName: string, notReady: { orderName: string; statusKey: string }): PublishFailure {
  const status = text(`reference.statuses.order.${notReady.statusKey}`);
  return { orderId, recipientName, message: { code: 'ORDER_NOT_READY_TO_SHIP', params: { orderName: notReady.orderName, status } } };
}

export function createPublishMailingsService(deps: PublishDeps) {
  const { repo, barcodes } = deps;
  const { allocateBarcodes, priceParcels, findParcels } = createParcelTools(deps);

  async function publishOnce(actor: Actor, storeId: string, input: PublishMailingsInput): Promise<Coded<PublishResult>> {
    await deps.stores.assertOwner(actor, storeId);
    const option = await repo.findDeliveryOption(input.optionId);
    if (!option || isHiddenDeliveryOption(option.id)) throw new AppError('VALIDATION_FAILED');
    const sender = await repo.findSender(storeId, input.senderId);
    if (!sender) throw new AppError('SENDER_NOT_FOUND');

    const batchId = input.batchId ?? randomUUID();
    const byOrder = input.orders.length > 0;
    // The same recipient or order twice in one batch is one parcel: the screen marks rows, not copies, as done.
    const requested = [...new Set(byOrder ? input.orders.map((o) => o.orderId) : input.recipients.map((r) => r.shipAddressId))];
    const already = input.batchId ? await repo.findInBatch(storeId, batchId, requested, byOrder ? 'orderId' : 'shipAddressId') : [];
    const done = new Set(already.map((m) => (byOrder ? m.orderId : m.shipAddressId)));
    const pending = requested.filter((id) => !done.has(id));
    const statusIds = await repo.statusIds();
    const present = (rows: typeof already) => rows.map((m) => presentMailing(m));
    // A resend of a batch already done (the client lost the answer) gets its mailings back, barcodes included.
    if (pending.length === 0 && already.length > 0) return { batchId, created: [], alreadyCreated: present(already) };
    if (pending.length === 0) throw new AppError('NO_PENDING_RECIPIENTS');

    const requestedWeights = new Map<string, number | undefined>([
      ...input.recipients.map((r) => [r.shipAddressId, r.weight] as const),
      ...input.orders.map((o) => [o.orderId, o.weight] as const),
    ]);
    const weightOf = (p: Parcel) => requestedWeights.get(p.key) ?? input.weight ?? p.defaultWeight ?? 0;
    const priced = await priceParcels(option, input, sender, await findParcels(storeId, byOrder, pending), weightOf);
    // In the order the seller listed them, so the dialog reads like the screen.
    const failures: Coded<PublishFailure>[] = [];
    for (const id of pending) {
      const p = priced.find((r) => r.parcel.key === id);
      const ref = byOrder ? { orderId: id } : { shipAddressId: id };
      if (!p) {
        // Gone (deleted meanwhile, or never this store's): no name to show, and an id means nothing to the seller.
        failures.push({
          ...ref,
          recipientName: text('mailing.deletedRecipient'),
          message: { code: byOrder ? 'ORDER_NOT_FOUND' : 'RECIPIENT_NOT_FOUND', params: {} },
        });
      } else if (p.parcel.notReady) {
        failures.push(notReadyFailure(id, p.parcel.name, p.parcel.notReady));
      } else if (p.cost === undefined) {
        failures.push({ ...ref, recipientName: p.parcel.name, message: { code: 'PRICE_NOT_FOUND', params: {} } });
      }
    }
    // All or nothing: any failing parcel stops the batch, and the dialog lists every one of them.
    if (failures.length > 0) throw new AppError('MAILING_RECIPIENTS_FAILED', { count: failures.length, failures });

    const boxSizeId = option.pricing === 'boxSize' ? input.sizeId : undefined;
    const stockSize = option.reserve ? BOX_SIZES.find((b) => b.id === input.sizeId) : undefined;
    const stockError = async () => {
      const remaining = stockSize ? await barcodes.remainingStock(storeId, stockSize.id) : 0;
      const sizeName = stockSize ? text(`reference.boxSizes.${stockSize.code}`) : '';
      return new AppError('BARCODE_STOCK_INSUFFICIENT', { sizeName, remaining, requested: pending.length });
    };
    if (option.reserve) {
      if (!stockSize || (await barcodes.remainingStock(storeId, stockSize.id)) < pending.length) throw await stockError();
    }

    // Keep the order the seller listed the recipients in.
    const ordered = pending.map((id) => priced.find((p) => p.parcel.key === id)!);
    const senderSnapshot = snapshotOf(sender);
    const created = await deps.db.transaction(async (tx) => {
      if (byOrder) {
        // Readiness again, under the orders' locks: of concurrent publishes of one order exactly one makes its label.
        const locked = await deps.orders.lockForLabel(tx, storeId, pending);
        const shipped = locked.filter((o) => !canShipOrder(o.statusKey));
        if (shipped.length > 0) {
          const name = (id: string) => ordered.find((p) => p.parcel.key === id)?.parcel.name ?? id;
          const failures = shipped.map((o) => notReadyFailure(o.id, name(o.id), { orderName: o.name, statusKey: o.statusKey }));
          throw new AppError('MAILING_RECIPIENTS_FAILED', { count: failures.length, failures });
        }
      }
      if (stockSize && (await barcodes.takeStock(tx, storeId, stockSize.id, pending.length)) === undefined) throw await stockError();
      const codes = await allocateBarcodes(tx, option.id, ordered.length);
      const rows: NewMailing[] = ordered.map((p, i) => ({
        storeId,
        barcode: codes[i]!,
        batchId,
        deliveryOptionId: option.id,
        boxSizeId: boxSizeId ?? p.boxSizeId ?? null,
        zoneId: option.pricing === 'zone' ? (input.zoneId ?? null) : null,
        weightGrams: p.weight,
        serviceCostSatang: p.cost!,
        postalCode: input.postalCode ?? sender.address.postcode,
        ...senderSnapshot,
        shipAddressId: p.parcel.shipAddressId,
        orderId: p.parcel.orderId,
        orderName: p.parcel.orderName,
        recipientName: p.parcel.name,
        recipientPhone: p.parcel.phone,
        recipientAddress: p.parcel.addressText,
        recipientPostcode: p.parcel.postcode,
        recipientProvinceId: p.parcel.provinceId,
        recipientRemark: p.parcel.remark,
        recipientParts: p.parcel.parts ?? null,
        codAmountSatang: p.parcel.codAmountSatang ?? null,
      }));
      const inserted = await repo.insertMany(tx, rows);
      if (byOrder) {
        await deps.orders.markShipped(
          tx,
          inserted.map((m) => ({
            orderId: m.orderId!,
            barcode: m.barcode,
            weightGrams: m.weightGrams,
            serviceCostSatang: m.serviceCostSatang,
          })),
        );
      }
      return inserted;
    });
    return {
      batchId,
      created: created.map((m) => presentMailing({ ...m, statusId: statusIds.get(m.statusKey) ?? null })),
      alreadyCreated: present(already),
    };
  }

  return {
    /**
     * Publishes a batch in one transaction: box stock, barcodes and every mailing, or nothing.
     * A concurrent confirm of the same batch can collide on the batch/recipient index, or (orders) find them shipped
     * under the lock; the retry then finds them done in the batch and returns them instead of creating them twice.
     */
    async publishMailings(actor: Actor, storeId: string, input: PublishMailingsInput): Promise<Coded<PublishResult>> {
      try {
        return await publishOnce(actor, storeId, input);
      } catch (error) {
        const lostRace = isUniqueViolation(error) || (error instanceof AppError && error.code === 'MAILING_RECIPIENTS_FAILED');
        if (input.batchId && lostRace) return publishOnce(actor, storeId, input);
        throw error;
      }
    },

    /** What each order's parcel would cost with the service, priced as publishing would price it; nothing is written. */
    async priceOrders(actor: Actor, storeId: string, optionId: string, input: OrdersPriceInput): Promise<OrdersPrice> {
      await deps.stores.assertOwner(actor, storeId);
      const option = await repo.findDeliveryOption(optionId);
      if (!option || isHiddenDeliveryOption(option.id)) throw new AppError('VALIDATION_FAILED');
      const sender = await repo.findSender(storeId, input.senderId);
      if (!sender) throw new AppError('SENDER_NOT_FOUND');
      const ids = input.orders.map((o) => o.orderId);
      const weights = new Map(input.orders.map((o) => [o.orderId, o.weight] as const));
      const weightOf = (p: Parcel) => weights.get(p.key) ?? input.weight ?? p.defaultWeight ?? 0;
      const priced = await priceParcels(option, input, sender, await findParcels(storeId, true, [...new Set(ids)]), weightOf);
      const prices = ids.map((orderId) => ({ orderId, priceSatang: priced.find((p) => p.parcel.key === orderId)?.cost ?? null }));
      const totalSatang = prices.every((p) => p.priceSatang !== null) ? prices.reduce((sum, p) => sum + (p.priceSatang ?? 0), 0) : null;
      return { prices, totalSatang };
    },
  };
}

export type PublishMailingsService = ReturnType<typeof createPublishMailingsService>;
