import type { ListQuery } from '@songdee/shared/common/list.schema';
import { SHIPPING_LIST_STATUS_KEYS, type ShippingListStatusKey } from '@songdee/shared/reference/status-keys';
import {
  type CardPaymentForm,
  MAX_SHIPPING_LIST_ORDERS,
  SHIPPING_LIST_EXPIRY_MINUTES,
  type ShippingList,
  type ShippingListInput,
  type ShippingListListQuery,
  type ShippingListOrder,
  type ShippingListSummary,
} from '@songdee/shared/shipping-list/shipping-list.schema';
import { confirmBlock, isShippingListExpired, shippingListActions } from '@songdee/shared/shipping-list/shipping-list-rules';
import type { Executor } from '../../db/client';
import { nextDocumentSerial } from '../../db/document-serials';
import { AppError } from '../../lib/app-error';
import { createOnce } from '../../lib/create-once';
import { type Coded, deliveryName, text } from '../../lib/text';
import type { Actor } from '../auth/actor';
import { describeStoreOrders, refusingTakenOrders } from '../orders/order-names';
import type { CardPaymentService } from '../payments/card-payment.service';
import type { StoresService } from '../stores/stores.service';
import type { ShippingListOrderRow, ShippingListRow, ShippingListsRepository } from './shipping-lists.repository';

export interface ShippingListsDeps {
  repo: ShippingListsRepository;
  stores: Pick<StoresService, 'assertOwner'>;
  cardPayments: Pick<CardPaymentService, 'issue' | 'verifyAndRecord'>;
  publicUrl: string;
  /** The clock (tests may not move it; they move confirmed_at back in SQL instead). */
  now?: () => Date;
}

type Found = NonNullable<Awaited<ReturnType<ShippingListsRepository['find']>>>;

const presentShippingListStatus = (key: string) => ({
  id: SHIPPING_LIST_STATUS_KEYS.indexOf(key as ShippingListStatusKey) + 1,
  referenceKey: key as ShippingListStatusKey,
  name: text(`reference.statuses.shippingList.${key}`),
});

const formatShippingListCode = (serial: number) => `SL-${String(serial).padStart(5, '0')}`;

const presentOrder = (o: ShippingListOrderRow): Coded<ShippingListOrder> => ({
  orderId: o.orderId,
  name: o.name,
  recipientName: o.recipientName,
  barcode: o.barcode,
  deliveryOptionName: deliveryName(o.deliveryOptionId),
  totalQty: o.totalQty,
  weight: o.weight,
  serviceCost: o.serviceCost,
});

/**
 * Shipping (hand-over) lists, spec 2 sections 3-5: DRAFT_FOR_SHIPPINGLIST (add and remove orders, confirm, delete)
 * -> CONFIRM_FOR_SHIPPINGLIST (pay within 10 minutes, print, delete while unpaid). Every rule is the shared
 * `shippingListActions`; a refused action is an error, not only a hidden button.
 */
export function createShippingListsService({ repo, stores, cardPayments, publicUrl, now = () => new Date() }: ShippingListsDeps) {
  const facts = (list: ShippingListRow, postJobStatus: number | null) => ({
    statusKey: list.statusKey as ShippingListStatusKey,
    orderCount: list.orderQtyTotal,
    isPaid: list.statusPayment === 'PAID',
    isSentPos: list.sentPosAt !== null,
    confirmedAt: list.confirmedAt,
    postJobStatus,
  });

  const summary = ({ list, postJobStatus, postJobDate }: Found): Coded<ShippingListSummary> => {
    const f = facts(list, postJobStatus);
    return {
      id: list.id,
      code: list.code,
      status: presentShippingListStatus(list.statusKey),
      orderQtyTotal: list.orderQtyTotal,
      productQtyTotal: list.productQtyTotal,
      priceTotal: list.priceTotalSatang,
      weightTotal: list.weightTotalGrams,
      statusPayment: f.isPaid,
      isExpired: isShippingListExpired(f, now()),
      paymentExpiredAt: list.paymentExpiredAt?.toISOString() ?? null,
      sentPos: f.isSentPos,
      sentPosDate: list.sentPosAt?.toISOString() ?? null,
      postJobStatus,
      postJobDate,
      createdDate: list.createdAt.toISOString(),
      actions: shippingListActions(f, now()),
    };
  };

  async function detail(storeId: string, id: string): Promise<Coded<ShippingList>> {
    const found = await repo.find(repo.db, storeId, id);
    if (!found) throw new AppError('SHIPPING_LIST_NOT_FOUND');
    const lines = await repo.lines(repo.db, id);
    return { ...summary(found), packingListId: found.list.packingListId, orders: lines.map((l) => presentOrder(l)) };
  }

  /** The store's list, after expiry ran: another store's id gives 403, an unknown list 404, and never data. */
  async function owned(actor: Actor, storeId: string, id: string): Promise<Found> {
    await stores.assertOwner(actor, storeId);
    await repo.expireStale(repo.db, storeId, id);
    const found = await repo.find(repo.db, storeId, id);
    if (!found) throw new AppError('SHIPPING_LIST_NOT_FOUND');
    return found;
  }

  const notEditable = (list: ShippingListRow) => new AppError('SHIPPING_LIST_NOT_EDITABLE', { code: list.code, status: list.statusKey });

  /**
   * Saves the orders of a draft (in screen order) with their quantity, grams and postage and the totals, and
   * confirms when asked: all in the caller's transaction, so a refusal leaves the list as it was (a draft).
   */
  async function save(tx: Executor, storeId: string, list: ShippingListRow, input: ShippingListInput) {
    const ids = input.orderIds;
    const found = new Map((ids.length ? await repo.eligible(tx, storeId, ids, list.id) : []).map((o) => [o.orderId, o]));
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length) throw new AppError('SHIPPING_LIST_ORDERS_UNAVAILABLE', { orders: await describeStoreOrders(tx, storeId, missing) });
    const rows = ids.map((id) => found.get(id)!);
    if (input.confirm) {
      const block = confirmBlock(rows.length);
      if (block) throw new AppError(block, { minimum: 1, maximum: MAX_SHIPPING_LIST_ORDERS });
    }
    await repo.replaceLines(
      tx,
      list.id,
      rows.map((o, i) => ({
        orderId: o.orderId,
        totalQty: o.totalQty,
        weightGrams: o.weight,
        serviceCostSatang: o.serviceCost,
        sortOrder: i,
      })),
    );
    const saved = await repo.update(tx, list.id, {
      orderQtyTotal: rows.length,
      productQtyTotal: rows.reduce((n, o) => n + o.totalQty, 0),
      priceTotalSatang: rows.reduce((n, o) => n + o.serviceCost, 0),
      weightTotalGrams: rows.reduce((n, o) => n + o.weight, 0),
      ...(input.confirm ? { statusKey: 'CONFIRM_FOR_SHIPPINGLIST', confirmedAt: now(), paymentExpiredAt: null } : {}),
    });
    if (input.confirm) await repo.moveParcels(tx, list.id, 'confirm');
    return saved;
  }

  /** An order another request put on a list first: the unique index refused it; name the store's orders. */
  const ordersTaken = <T>(storeId: string, orderIds: string[], run: () => Promise<T>): Promise<T> =>
    refusingTakenOrders(repo.db, 'SHIPPING_LIST_ORDERS_UNAVAILABLE', storeId, orderIds, run);

  return {
    async list(actor: Actor, storeId: string, query: ShippingListListQuery) {
      await stores.assertOwner(actor, storeId);
      await repo.expireStale(repo.db, storeId);
      const { contents, paging } = await repo.list(
        storeId,
        { search: query.searchString, onlyNotDelivery: query.onlyNotDelivery, onlyDuringDelivery: query.onlyDuringDelivery },
        query,
      );
      return { contents: contents.map((r) => summary(r)), paging };
    },

    /** Orders with a published label, not handed over and on no list, with their quantity, grams and postage. */
    async availableForShippingList(actor: Actor, storeId: string, query: ListQuery) {
      await stores.assertOwner(actor, storeId);
      await repo.expireStale(repo.db, storeId);
      const { contents, paging } = await repo.listAvailable(storeId, query.searchString, query);
      return { contents: contents.map((o) => presentOrder(o)), paging };
    },

    /** Orders whose live label can be printed (again) in a lot, one row per parcel. */
    async availableForPrintLotMailing(actor: Actor, storeId: string, query: ListQuery) {
      await stores.assertOwner(actor, storeId);
      const { contents, paging } = await repo.listPrintable(storeId, query.searchString, query);
      return { contents: contents.map((r) => ({ ...presentOrder(r), mailingId: r.mailingId, printedLotId: r.printedLotId })), paging };
    },

    get: async (actor: Actor, storeId: string, id: string) => {
      await owned(actor, storeId, id);
      return detail(storeId, id);
    },

    /**
     * A new draft (SL-00001...), confirmed at once when `confirm`. The same Idempotency-Key from the same store
     * answers the first list instead of creating another.
     */
    async create(actor: Actor, storeId: string, input: ShippingListInput, idempotencyKey: string | undefined) {
      await stores.assertOwner(actor, storeId);
      const replay = async () => {
        const first = idempotencyKey ? await repo.findByIdempotencyKey(repo.db, storeId, idempotencyKey) : undefined;
        return first ? detail(storeId, first.id) : undefined;
      };
      const make = async () => {
        const created = await ordersTaken(storeId, input.orderIds, () =>
          repo.transaction(async (tx) => {
            const code = formatShippingListCode(await nextDocumentSerial(tx, storeId, 'shippingList'));
            const list = await repo.insert(tx, { storeId, code, idempotencyKey: idempotencyKey ?? null });
            return save(tx, storeId, list, input);
          }),
        );
        return detail(storeId, created.id);
      };
      // Two requests with the same key at once: the loser's orders are taken, and it answers the winner's list.
      return createOnce(replay, make, (error) => error instanceof AppError && error.code === 'SHIPPING_LIST_ORDERS_UNAVAILABLE');
    },

    /** Replaces a draft's orders (and confirms when asked); a confirmed list is 409 SHIPPING_LIST_NOT_EDITABLE. */
    async update(actor: Actor, storeId: string, id: string, input: ShippingListInput) {
      const { list } = await owned(actor, storeId, id);
      if (!shippingListActions(facts(list, null), now()).canEdit) throw notEditable(list);
      await ordersTaken(storeId, input.orderIds, () =>
        repo.transaction(async (tx) => {
          // The list row first: a concurrent confirm, payment or expiry waits for this save, or this save sees it.
          const locked = await repo.lock(tx, storeId, id);
          if (!locked || !shippingListActions(facts(locked, null), now()).canEdit) throw notEditable(locked ?? list);
          await save(tx, storeId, locked, input);
        }),
      );
      return detail(storeId, id);
    },

    /** Deletes an unpaid list not handed over; its orders are free again and its parcels wait for delivery again. */
    async delete(actor: Actor, storeId: string, id: string) {
      const found = await owned(actor, storeId, id);
      const refuse = () => new AppError('SHIPPING_LIST_NOT_DELETABLE', { code: found.list.code });
      if (!shippingListActions(facts(found.list, found.postJobStatus), now()).canDelete) throw refuse();
      await repo.transaction(async (tx) => {
        const locked = await repo.lock(tx, storeId, id);
        if (!locked || !shippingListActions(facts(locked, found.postJobStatus), now()).canDelete) throw refuse();
        await repo.moveParcels(tx, id, 'undo');
        await repo.cancelPendingPayments(tx, id);
        await repo.delete(tx, id);
      });
    },

    /**
     * The card-payment form of a confirmed, unpaid list within its 10 minutes (SHIPPING_LIST_EXPIRED after, and the
     * list is then a draft again); the amount is the list's postage total. The gateway refuses payment after the
     * same deadline (payment_expiry).
     */
    async token(actor: Actor, storeId: string, id: string): Promise<CardPaymentForm> {
      const { list } = await owned(actor, storeId, id);
      const payable = (l: ShippingListRow) => {
        const f = facts(l, null);
        if (l.statusKey === 'CONFIRM_FOR_SHIPPINGLIST' && isShippingListExpired(f, now())) {
          return new AppError('SHIPPING_LIST_EXPIRED', { minutes: SHIPPING_LIST_EXPIRY_MINUTES });
        }
        if (!shippingListActions(f, now()).canPay) {
          // A draft whose payment window ran out says so; any other draft is not confirmed yet.
          return new AppError('SHIPPING_LIST_NOT_PAYABLE', { code: l.code });
        }
        return undefined;
      };
      const refusal = payable(list);
      if (refusal) throw refusal;
      if (list.priceTotalSatang <= 0) throw new AppError('SHIPPING_LIST_NOT_PAYABLE', { code: list.code });
      return cardPayments.issue({
        storeId,
        targetKind: 'shippingList',
        targetId: list.id,
        amountSatang: list.priceTotalSatang,
        description: `Songdee shipping list ${list.code}`,
        // The list's own result URL (POST .../shippinglists/:id/payment), called by the gateway server to server.
        resultUrl: `${publicUrl.replace(/\/+$/, '')}/api/stores/${storeId}/shippinglists/${list.id}/payment`,
        expiresAt: new Date(list.confirmedAt!.getTime() + SHIPPING_LIST_EXPIRY_MINUTES * 60_000),
        guard: async (tx) => {
          const locked = await repo.lock(tx, storeId, id);
          const again = locked ? payable(locked) : new AppError('SHIPPING_LIST_NOT_FOUND');
          if (again) throw again;
          if (locked!.priceTotalSatang !== list.priceTotalSatang) throw new AppError('SHIPPING_LIST_NOT_PAYABLE', { code: list.code });
        },
      });
    },

    /**
     * The gateway's server-to-server result for this list (its result_url_2, spec: POST .../shippinglists/:id/payment):
     * no session, the gateway's signature is the authority, and the result must be for this store's list.
     */
    payment: (storeId: string, id: string, fields: Record<string, string | undefined>) =>
      cardPayments.verifyAndRecord(fields, 'result', { targetKind: 'shippingList', targetId: id, storeId }),
  };
}

export type ShippingListsService = ReturnType<typeof createShippingListsService>;
