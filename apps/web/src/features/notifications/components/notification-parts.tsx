import { ThemeIcon } from '@mantine/core';
import { NOTIFICATION_TYPES } from '@songdee/shared/notification/notification.constants';
import type { Notification } from '@songdee/shared/notification/notification.schema';
import { paths } from '../../../app/navigation/paths';
import { BasketIcon, TruckIcon } from '../../../components/icons';

/**
 * Where a notification leads, by its type (spec 1: "each linking by type with an icon"): a new order to the
 * seller's order view (the order list when it carries no order), tracking to the track list (searched by barcode).
 */
export function notificationLink(n: Notification): string {
  if (n.typeNotification === NOTIFICATION_TYPES.newOrder && n.link.orderId) return paths.storeOrderView(n.link.orderId);
  if (n.link.barcode) return `${paths.deliveryTrack}?q=${encodeURIComponent(n.link.barcode)}`;
  return n.typeNotification === NOTIFICATION_TYPES.newOrder ? paths.storeOrders : paths.deliveryTrack;
}

/** The type's i18n key: TypeNotification 1 a new order, anything else tracking (spec 2 section 3). */
export const notificationTypeKey = (type: number) =>
  type === NOTIFICATION_TYPES.newOrder ? 'common:notifications.types.newOrder' : 'common:notifications.types.tracking';

export function NotificationIcon({ type, size = 34 }: { type: number; size?: number }) {
  const isOrder = type === NOTIFICATION_TYPES.newOrder;
  const glyph = Math.round(size * 0.53);
  return (
    <ThemeIcon size={size} radius="xl" variant="light" color={isOrder ? 'postRed' : 'postBlue'} data-testid={`notification-icon-${type}`}>
      {isOrder ? <BasketIcon size={glyph} /> : <TruckIcon size={glyph} />}
    </ThemeIcon>
  );
}
