import type { LineNotifyEvent } from '@songdee/shared/line-notify/line-notify.schema';
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
import { type Coded, type Text, text } from '../../lib/text';
import type { Actor } from '../auth/actor';
import { enqueueStorePush } from '../outgoing/outgoing-enqueue';
import type { StoresService } from '../stores/stores.service';
import type { NotificationsRepository, NotificationTarget } from './notifications.repository';

/** Typed notifications are worded in the reader's language from their link data; others show the stored text. */
function contentFor(type: number, link: NotificationLink, stored: string): Text | string {
  if (type === NOTIFICATION_TYPES.newOrder && link.orderName) return text('order.notification.newOrder', { orderName: link.orderName });
  if (type === NOTIFICATION_TYPES.slipAttached && link.orderName)
    return text('order.notification.slipAttached', { orderName: link.orderName });
  if (type === NOTIFICATION_TYPES.tracking && link.barcode) return text('order.notification.tracking', { barcode: link.barcode });
  if (type === NOTIFICATION_TYPES.tracking && link.parcels)
    return text('order.notification.trackingMany', { parcels: link.parcels, delivered: link.delivered ?? 0 });
  if (type === NOTIFICATION_TYPES.lineBroken) return text('store.line.broken');
  return stored;
}

/** The order a notice is about. */
type OrderRef = { storeId: string; id: string; name: string };

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

  /**
   * A notice to the seller of an order, inside the caller's transaction, and its push to their LINE Official Account
   * when they asked for that event. No stored wording: a typed notification is worded from its link when read, in the
   * reader's language.
   */
  async function notifySeller(tx: Executor, event: LineNotifyEvent, type: number, order: OrderRef) {
    await enqueueStorePush(tx, event, order);
    return repo.insert(tx, { storeId: order.storeId, content: '', type, link: { orderId: order.id, orderName: order.name } });
  }

  return {
    resolveTarget,

    async list(actor: Actor, query: NotificationListQuery): Promise<Coded<NotificationList>> {
      const target = await resolveTarget(actor, query);
      const [{ contents: rows, paging }, unreadCount] = await Promise.all([
        repo.list(target, query.page, query.size),
        repo.unreadCount(target),
      ]);
      return {
        contents: rows.map((r) => ({
          id: r.id,
          content: contentFor(r.type, r.link, r.content),
          readStatus: r.read,
          createdDate: r.createdAt.toISOString(),
          storeId: r.storeId,
          userId: r.userId,
          typeNotification: r.type,
          link: r.link,
        })),
        unreadCount,
        paging,
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

    /**
     * For other services, inside their transaction: a new order tells the seller (TypeNotification 1), and their LINE
     * Official Account when they asked for it (the outbox sends it once the order commits).
     */
    notifyNewOrder: (tx: Executor, order: OrderRef) => notifySeller(tx, 'newOrder', NOTIFICATION_TYPES.newOrder, order),

    /** For other services, inside their transaction: a buyer attached a payment slip, the seller is to check it (and LINE, as above). */
    notifySlipAttached: (tx: Executor, order: OrderRef) => notifySeller(tx, 'slipUploaded', NOTIFICATION_TYPES.slipAttached, order),
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
