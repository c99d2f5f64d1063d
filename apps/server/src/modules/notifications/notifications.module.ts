import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { createNotificationHub } from './notification-hub';
import type { NotificationsRepository } from './notifications.repository';
import { notificationsRoutes } from './notifications.routes';
import type { NotificationsService } from './notifications.service';

export interface NotificationsModuleOptions {
  db: Database;
  /** Built once in app.ts: orders and mailings write notifications too. */
  notificationsRepo: NotificationsRepository;
  notifications: NotificationsService;
}

/** Wires the notification list and its live unread-count stream. */
export async function notificationsModule(app: FastifyInstance, opts: NotificationsModuleOptions) {
  const { notificationsRepo } = opts;
  const hub = createNotificationHub(opts.db, (target) => notificationsRepo.unreadCount(target));
  await app.register(notificationsRoutes, { service: opts.notifications, hub });
}
