import type { Language } from '@songdee/shared/constants/app.constants';
import {
  NOTIFICATION_TYPES,
  type NotificationInput,
  type NotificationList,
  type NotificationListQuery,
  type NotificationScope,
} from '@songdee/shared/notification/notification.schema';
import type { Executor } from '../../db/client';
import type { NotificationLink } from '../../db/schema/notifications';
import { AppError } from '../../lib/app-error';
import { translate } from '../../lib/i18n';
import type { Actor } from '../auth/actor';
import type { StoresService } from '../stores/stores.service';
import type { NotificationsRepository, NotificationTarget } from './notifications.repository';

/** Typed notifications are worded in the reader's language from their link data; others show the stored text. */
function contentFor(lang: Language, type: number, link: NotificationLink, stored: string): string {
  if (type === NOTIFICATION_TYPES.newOrder && link.orderName)
    return translate(lang, 'order.notification.newOrder', { orderName: link.orderName });
  if (type === NOTIFICATION_TYPES.tracking && link.barcode)
    return translate(lang, 'order.notification.tracking', { barcode: link.barcode });
  return stored;
}

export function createNotificationsService(repo: NotificationsRepository, stores: StoresService) {
  /** A store's notifications belong to its owner; a user's only to that user. */
  async function resolveTarget(actor: Actor, scope: NotificationScope): Promise<NotificationTarget> {
    if (scope.storeId) {
      await stores.assertOwner(actor, scope.storeId);
      return { storeId: scope.storeId };
    }
    if (scope.userId && scope.userId !== actor.userId) throw new AppError('FORBIDDEN');
    return { userId: actor.userId };
  }

  return {
    resolveTarget,

    async list(actor: Actor, query: NotificationListQuery, lang: Language): Promise<NotificationList> {
      const target = await resolveTarget(actor, query);
      const [{ rows, totalCount }, unreadCount] = await Promise.all([repo.list(target, query.page, query.size), repo.unreadCount(target)]);
      return {
        contents: rows.map((r) => ({
          id: r.id,
          content: contentFor(lang, r.type, r.link, r.content),
          readStatus: r.read,
          createdDate: r.createdAt.toISOString(),
          storeId: r.storeId,
          userId: r.userId,
          typeNotification: r.type,
          link: r.link,
        })),
        unreadCount,
        paging: { page: query.page, size: query.size, totalCount },
      };
    },

    /** Opening the dropdown marks all read (spec 2 section 4). */
    async markAllRead(actor: Actor, scope: NotificationScope) {
      await repo.markAllRead(await resolveTarget(actor, scope));
    },

    /** POST /api/Notification: a store owner may notify their own store, a user themselves. */
    async insert(actor: Actor, input: NotificationInput) {
      const target = await resolveTarget(actor, input);
      return repo.insertStandalone({ ...target, content: input.content, type: input.typeNotification, link: input.link });
    },

    /** For other services, inside their transaction: a new order tells the seller (TypeNotification 1). */
    notifyNewOrder(tx: Executor, order: { storeId: string; id: string; name: string }) {
      return repo.insert(tx, {
        storeId: order.storeId,
        content: translate('th', 'order.notification.newOrder', { orderName: order.name }),
        type: NOTIFICATION_TYPES.newOrder,
        link: { orderId: order.id, orderName: order.name },
      });
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
