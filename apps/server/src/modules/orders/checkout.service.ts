import type { Language } from '@songdee/shared/constants/app.constants';
import type { BuyerOrderListQuery, CheckoutInput } from '@songdee/shared/order/order.schema';
import { formatOrderName } from '@songdee/shared/order/order-rules';
import { INITIAL_ORDER_STATUS } from '@songdee/shared/reference/status-keys';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../plugins/auth.plugin';
import type { CatalogRepository } from '../catalog/catalog.repository';
import type { NotificationsService } from '../notifications/notifications.service';
import type { GeoLookup } from '../stores/geo-lookup.repository';
import type { StoreManageService } from '../stores/store-manage.service';
import type { StoresRepository } from '../stores/stores.repository';
import { presentOrder, presentSummary } from './order.presenter';
import { addressValues, bangkokDay, priceOrder } from './order-pricing';
import type { OrdersRepository } from './orders.repository';

export interface CheckoutDeps {
  repo: OrdersRepository;
  catalog: Pick<CatalogRepository, 'findStoreProducts'>;
  storesRepo: Pick<StoresRepository, 'listStoreOptions'>;
  storeManage: Pick<StoreManageService, 'requirePublished'>;
  geo: GeoLookup;
  notifications: Pick<NotificationsService, 'notifyNewOrder'>;
}

/** The buyer's side: checkout, order history and detail (their own orders only). */
export function createCheckoutService(deps: CheckoutDeps) {
  const { repo } = deps;

  return {
    /**
     * A new order (spec 2 section 4: WAITING_FOR_PAYMENT) priced by the server; the name, the order and
     * the seller's notification commit together.
     */
    async checkout(actor: Actor, storeId: string, input: CheckoutInput, lang: Language) {
      await deps.storeManage.requirePublished(storeId);
      await deps.geo.assertAddress(input.shipAddress, 'shipAddress.');
      const { lines, totals, deliveryFeeSatang } = await priceOrder(
        { catalog: deps.catalog, stores: deps.storesRepo },
        storeId,
        input.items,
        input.deliveryOptionId,
      );
      const day = bangkokDay();
      const order = await repo.transaction(async (tx) => {
        const serial = await repo.nextOrderSerial(tx, storeId, day.iso);
        const row = await repo.insertOrder(
          tx,
          {
            storeId,
            userId: actor.userId,
            name: formatOrderName(day.short, serial),
            statusKey: INITIAL_ORDER_STATUS,
            deliveryOptionId: input.deliveryOptionId,
            deliveryFeeSatang,
            totalPriceSatang: totals.totalPrice,
            totalDiscountSatang: totals.totalDiscount,
            totalQty: totals.totalQty,
            ...addressValues(input.shipAddress),
          },
          lines,
        );
        await deps.notifications.notifyNewOrder(tx, row);
        return row;
      });
      return this.getMine(actor, order.id, lang);
    },

    async listMine(actor: Actor, query: BuyerOrderListQuery, lang: Language) {
      const { rows, totalCount } = await repo.list({
        userId: actor.userId,
        storeId: query.storeId,
        orderName: query.searchString,
        ...query,
      });
      return { contents: rows.map((r) => presentSummary(r, 'buyer', lang)), paging: { page: query.page, size: query.size, totalCount } };
    },

    /** Another buyer's order is simply not found: the query is scoped by the buyer. */
    async getMine(actor: Actor, orderId: string, lang: Language) {
      const found = await repo.find({ userId: actor.userId }, orderId);
      if (!found) throw new AppError('ORDER_NOT_FOUND');
      return presentOrder(found, 'buyer', lang);
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
