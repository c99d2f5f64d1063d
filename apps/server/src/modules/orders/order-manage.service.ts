import type { OrderCreateInput, OrderListQuery, OrderUpdateInput } from '@songdee/shared/order/order.schema';
import {
  COD_START_STATUS,
  isLocked,
  isSellerDeletable,
  manualTransitionProblem,
  sellerOrderStartStatus,
} from '@songdee/shared/order/order-rules';
import { AppError } from '../../lib/app-error';
import type { FileStore } from '../../lib/files/file-store';
import type { Actor } from '../auth/actor';
import type { StoresService } from '../stores/stores.service';
import { presentOrder, presentSummary, statusName } from './order.presenter';
import { addressValues, assertReceiver, codValues, type OrderPlacingDeps, placeOrder, priceOrder, totalsValues } from './order-pricing';

export interface OrderManageDeps extends OrderPlacingDeps {
  stores: Pick<StoresService, 'assertOwner'>;
  files: FileStore;
}

/** The seller's order list, view, manage and delete (spec 1 section 2). */
export function createOrderManageService(deps: OrderManageDeps) {
  const { repo, stores } = deps;

  async function find(actor: Actor, storeId: string, orderId: string) {
    await stores.assertOwner(actor, storeId);
    const found = await repo.find({ storeId }, orderId);
    if (!found) throw new AppError('ORDER_NOT_FOUND');
    return found;
  }

  /** The dropdown may move an order only as order-rules allows (ORDER_TRANSITION_NOT_ALLOWED with the reason). */
  function assertTransition(from: string, to: string, order: { confirmPayment: boolean; hasSlip: boolean; cashOnDelivery: boolean }) {
    const problem = manualTransitionProblem(from, to, order);
    if (!problem) return;
    throw new AppError('ORDER_TRANSITION_NOT_ALLOWED', {
      from: statusName(from),
      to: statusName(to),
      fromKey: from,
      toKey: to,
      reason: problem,
    });
  }

  return {
    /**
     * The seller's own order (order manage without an orderId: a phone, chat or counter sale), priced like
     * checkout. It belongs to the store owner (there is no buyer account) and notifies no one. It starts
     * WAITING_FOR_PAYMENT, or PENDING_TO_BE_PACKED with ConfirmPayment when the seller records the payment as
     * received; the chosen status must be reachable from there as in edit.
     */
    async create(actor: Actor, storeId: string, input: OrderCreateInput) {
      const store = await stores.assertOwner(actor, storeId);
      // Cash on delivery is paid at the door: never recorded as received ahead, and it starts waiting to be packed.
      const cod = input.cashOnDelivery;
      const confirmPayment = input.confirmPayment && !cod;
      const start = cod ? COD_START_STATUS : sellerOrderStartStatus(confirmPayment);
      assertTransition(start, input.statusKey, { confirmPayment, hasSlip: false, cashOnDelivery: cod });
      const order = await placeOrder(deps, { storeId, userId: store.ownerUserId, statusKey: input.statusKey, confirmPayment }, input);
      return this.get(actor, storeId, order.id);
    },

    /** Filters: order name, recipient, statuses, delivery option; 10 per page, newest first. */
    async list(actor: Actor, storeId: string, query: OrderListQuery) {
      await stores.assertOwner(actor, storeId);
      const { contents: rows, paging } = await repo.list({
        storeId,
        orderName: query.orderName || query.searchString,
        recipient: query.recipient,
        statuses: query.statuses,
        deliveryOptionId: query.deliveryOption,
        page: query.page,
        size: query.size,
        after: query.after,
      });
      return { contents: rows.map((r) => presentSummary(r, 'seller')), paging };
    },

    async get(actor: Actor, storeId: string, orderId: string) {
      return presentOrder(await find(actor, storeId, orderId), 'seller');
    },

    /**
     * Order manage: blocked once the order waits to ship or is delivered, or is on a packing list (a paid order
     * waiting to be packed may still be edited, e.g. its address); the status may only move as
     * order-rules allows; lines already on the order keep their agreed price, added ones take the product's.
     */
    async update(actor: Actor, storeId: string, orderId: string, input: OrderUpdateInput) {
      const found = await find(actor, storeId, orderId);
      const o = found.order;
      if (isLocked(o.statusKey)) throw new AppError('ORDER_NOT_EDITABLE', { status: statusName(o.statusKey) });
      // A buyer who paid (or sent a slip) would pay twice at the door.
      if (input.cashOnDelivery && o.codAmountSatang === null && (o.confirmPayment || o.paySlipPath !== null))
        throw new AppError('COD_AFTER_PAYMENT', undefined, [{ path: 'cashOnDelivery', key: 'errors.COD_AFTER_PAYMENT' }]);
      assertTransition(o.statusKey, input.statusKey, {
        confirmPayment: o.confirmPayment,
        hasSlip: o.paySlipPath !== null,
        cashOnDelivery: input.cashOnDelivery,
      });
      await assertReceiver(deps, storeId, input.shipAddress);
      const agreed = new Map(
        found.items.flatMap((i) => (i.productId ? [[i.productId, { name: i.name, priceSatang: i.priceSatang }] as const] : [])),
      );
      const priced = await priceOrder(
        { catalog: deps.catalog, stores: deps.storesRepo },
        storeId,
        input.items,
        input.deliveryOptionId,
        agreed,
      );
      // An unchanged option keeps the fee the buyer was charged; a new one takes the store's current fee.
      const sameOption = input.deliveryOptionId === o.deliveryOptionId;
      const deliveryFeeSatang = sameOption ? o.deliveryFeeSatang : priced.deliveryFeeSatang;
      const grandTotal = priced.totals.totalPrice + deliveryFeeSatang;
      const cod = codValues(input.cashOnDelivery, priced.option, grandTotal, sameOption ? o.codFeeSatang : null);
      const saved = await repo.replaceOrder(
        storeId,
        orderId,
        o.statusKey,
        {
          statusKey: input.statusKey,
          deliveryOptionId: input.deliveryOptionId,
          deliveryFeeSatang,
          ...cod,
          ...totalsValues(priced.totals),
          ...addressValues(input.shipAddress),
        },
        priced.lines,
      );
      if (!saved) throw new AppError('ORDER_NOT_EDITABLE', { status: statusName(o.statusKey) });
      return this.get(actor, storeId, orderId);
    },

    /** Delete is offered with edit: not once paid and waiting to pack (make label) or shipped. */
    async delete(actor: Actor, storeId: string, orderId: string) {
      const found = await find(actor, storeId, orderId);
      const status = found.order.statusKey;
      if (!isSellerDeletable(status)) throw new AppError('ORDER_NOT_EDITABLE', { status: statusName(status) });
      const deleted = await repo.deleteOrder(storeId, orderId, status);
      if (!deleted) throw new AppError('ORDER_NOT_EDITABLE', { status: statusName(status) });
      if (deleted.paySlipPath) await deps.files.delete(deleted.paySlipPath);
    },
  };
}

export type OrderManageService = ReturnType<typeof createOrderManageService>;
