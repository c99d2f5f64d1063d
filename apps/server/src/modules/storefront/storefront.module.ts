import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { FileStore } from '../../lib/files/file-store';
import { createCatalogRepository } from '../catalog/catalog.repository';
import { catalogRoutes } from '../catalog/catalog.routes';
import { createProductsService } from '../catalog/products.service';
import { createNotificationHub } from '../notifications/notification-hub';
import { createNotificationsRepository } from '../notifications/notifications.repository';
import { notificationsRoutes } from '../notifications/notifications.routes';
import { createNotificationsService } from '../notifications/notifications.service';
import { buyerOrdersRoutes } from '../orders/buyer-orders.routes';
import { createCheckoutService } from '../orders/checkout.service';
import { confirmOrdersRoutes } from '../orders/confirm-orders.routes';
import { filesRoutes } from '../orders/files.routes';
import { createOrderManageService } from '../orders/order-manage.service';
import { createOrdersRepository } from '../orders/orders.repository';
import { ordersRoutes } from '../orders/orders.routes';
import { createPaymentService } from '../orders/payment.service';
import { createReviewsRepository } from '../reviews/reviews.repository';
import { reviewsRoutes } from '../reviews/reviews.routes';
import { createReviewsService } from '../reviews/reviews.service';
import { createGeoLookup } from '../stores/geo-lookup.repository';
import type { StoreManageService } from '../stores/store-manage.service';
import type { StoresRepository } from '../stores/stores.repository';
import type { StoresService } from '../stores/stores.service';

export interface StorefrontModuleOptions {
  db: Database;
  files: FileStore;
  stores: StoresService;
  storesRepo: StoresRepository;
  storeManage: StoreManageService;
  paymentSecret: string;
}

/** Wires selling: products, checkout and orders, payment, reviews, notifications and the file route. */
export async function storefrontModule(app: FastifyInstance, opts: StorefrontModuleOptions) {
  const { db, files, stores, storesRepo, storeManage } = opts;
  const catalog = createCatalogRepository(db);
  const geo = createGeoLookup(db);
  const notificationsRepo = createNotificationsRepository(db);
  const notifications = createNotificationsService(notificationsRepo, stores);
  const hub = createNotificationHub(db, (target) => notificationsRepo.unreadCount(target));
  const orders = createOrdersRepository(db);
  const payment = createPaymentService({ repo: orders, stores, files, paymentSecret: opts.paymentSecret });

  await app.register(catalogRoutes, { service: createProductsService({ repo: catalog, stores, storeManage, files }) });
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
  await app.register(reviewsRoutes, { service: createReviewsService(createReviewsRepository(db), storeManage) });
  await app.register(notificationsRoutes, { service: notifications, hub });
}
