import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { FileStore } from '../../lib/files/file-store';
import { createCatalogRepository } from '../catalog/catalog.repository';
import type { GeoLookup } from '../geo/geo-lookup.repository';
import type { NotificationsService } from '../notifications/notifications.service';
import type { CardPaymentService } from '../payments/card-payment.service';
import type { StoreManageService } from '../stores/store-manage.service';
import type { StoresRepository } from '../stores/stores.repository';
import type { StoresService } from '../stores/stores.service';
import { buyerOrdersRoutes } from './buyer-orders.routes';
import { createCheckoutService } from './checkout.service';
import { confirmOrdersRoutes } from './confirm-orders.routes';
import { filesRoutes } from './files.routes';
import { createOrderManageService } from './order-manage.service';
import { createOrdersRepository } from './orders.repository';
import { ordersRoutes } from './orders.routes';
import { createPaymentService } from './payment.service';

export interface OrdersModuleOptions {
  db: Database;
  files: FileStore;
  geo: GeoLookup;
  stores: StoresService;
  storesRepo: StoresRepository;
  storeManage: StoreManageService;
  notifications: NotificationsService;
  cardPayments: CardPaymentService;
}

/** Wires orders: checkout, the seller's order management, payment slips and confirmation, the file route. */
export async function ordersModule(app: FastifyInstance, opts: OrdersModuleOptions) {
  const { db, files, geo, stores, storesRepo, storeManage, notifications } = opts;
  const catalog = createCatalogRepository(db);
  const orders = createOrdersRepository(db);
  const payment = createPaymentService({ repo: orders, stores, files, cardPayments: opts.cardPayments, notifications });
  await app.register(buyerOrdersRoutes, {
    checkout: createCheckoutService({ repo: orders, catalog, storesRepo, storeManage, geo, notifications }),
    payment,
  });
  await app.register(ordersRoutes, {
    manage: createOrderManageService({ repo: orders, stores, catalog, storesRepo, geo, files }),
    payment,
  });
  await app.register(confirmOrdersRoutes, { payment });
  await app.register(filesRoutes, { files, payment });
}
