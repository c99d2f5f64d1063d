import type { BuyerOrder, BuyerOrderListQuery, CheckoutInput } from '@songdee/shared/order/order.schema';
import { COD_START_STATUS } from '@songdee/shared/order/order-rules';
import { INITIAL_ORDER_STATUS } from '@songdee/shared/reference/status-keys';
import { AppError } from '../../lib/app-error';
import type { Coded } from '../../lib/text';
import type { Actor } from '../auth/actor';
import type { NotificationsService } from '../notifications/notifications.service';
import type { StoreManageService } from '../stores/store-manage.service';
import { payToOf } from '../stores/store-payment';
import type { StoresRepository } from '../stores/stores.repository';
import { presentOrder, presentSummary } from './order.presenter';
import { type OrderPlacingDeps, placeOrder } from './order-pricing';

export interface CheckoutDeps extends OrderPlacingDeps {
  storesRepo: Pick<StoresRepository, 'listStoreOptions' | 'findById'>;
  storeManage: Pick<StoreManageService, 'requirePublished'>;
  notifications: Pick<NotificationsService, 'notifyNewOrder'>;
}

/** The buyer's side: checkout, order history and detail (their own orders only). */
export function createCheckoutService(deps: CheckoutDeps) {
  const { repo } = deps;

  return {
    /**
     * A new order (spec 2 section 4: WAITING_FOR_PAYMENT, or PENDING_TO_BE_PACKED for cash on delivery) priced by the server; the name, the order and
     * the seller's notification commit together.
     */
    async checkout(actor: Actor, storeId: string, input: CheckoutInput) {
      await deps.storeManage.requirePublished(storeId);
      // A COD order skips the slip steps: it waits to be packed at once (its money comes with the parcel's 901).
      const statusKey = input.cashOnDelivery ? COD_START_STATUS : INITIAL_ORDER_STATUS;
      const order = await placeOrder(deps, { storeId, userId: actor.userId, statusKey }, input, (tx, row) =>
        deps.notifications.notifyNewOrder(tx, row),
      );
      return this.getMine(actor, order.id);
    },

    /** The buyer's purchases: a seller's own orders (owned by them, order manage create) stay in the store's list. */
    async listMine(actor: Actor, query: BuyerOrderListQuery) {
      const { contents: rows, paging } = await repo.list({
        userId: actor.userId,
        notOwnedBy: actor.userId,
        storeId: query.storeId,
        orderName: query.searchString,
        ...query,
      });
      return { contents: rows.map((r) => presentSummary(r, 'buyer')), paging };
    },

    /**
     * Another buyer's order is simply not found: the query is scoped by the buyer. While it waits for payment it
     * says where to pay: the store's PromptPay QR for the order's grand total and its bank account.
     */
    async getMine(actor: Actor, orderId: string): Promise<Coded<BuyerOrder>> {
      const found = await repo.find({ userId: actor.userId }, orderId);
      if (!found) throw new AppError('ORDER_NOT_FOUND');
      const order = presentOrder(found, 'buyer');
      const store = order.isEditable ? await deps.storesRepo.findById(found.order.storeId) : undefined;
      return { ...order, payTo: store ? payToOf(store, order.grandTotal) : null };
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
