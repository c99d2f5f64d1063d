import { ThemeIcon } from '@mantine/core';
import { NOTIFICATION_TYPES } from '@songdee/shared/notification/notification.constants';
import type { Notification } from '@songdee/shared/notification/notification.schema';
import { paths } from '../../../app/navigation/paths';
import { AlertIcon, BasketIcon, CardIcon, TruckIcon } from '../../../components/icons';

/**
 * Where a notification leads, by its type (spec 1: "each linking by type with an icon"): a new order to the
 * seller's order view (the order list when it carries no order), a payment slip to the store's payment check,
 * tracking to the track list (searched by barcode), a broken LINE connection to the LINE settings.
 */
export function notificationLink(n: Notification): string {
  if (n.typeNotification === NOTIFICATION_TYPES.newOrder && n.link.orderId) return paths.storeOrderView(n.link.orderId);
  if (n.typeNotification === NOTIFICATION_TYPES.slipAttached && n.storeId) return paths.storePayments(n.storeId);
  if (n.typeNotification === NOTIFICATION_TYPES.lineBroken) return paths.storeLineNotify;
  if (n.link.barcode) return `${paths.deliveryTrack}?q=${encodeURIComponent(n.link.barcode)}`;
  return n.typeNotification === NOTIFICATION_TYPES.newOrder ? paths.storeOrders : paths.deliveryTrack;
}

/** The type's i18n key: TypeNotification 1 a new order, 3 a payment slip, anything else tracking (spec 2 section 3). */
export const notificationTypeKey = (type: number) =>
  type === NOTIFICATION_TYPES.newOrder
    ? 'common:notifications.types.newOrder'
    : type === NOTIFICATION_TYPES.slipAttached
      ? 'common:notifications.types.slipAttached'
      : type === NOTIFICATION_TYPES.lineBroken
        ? 'common:notifications.types.lineBroken'
        : 'common:notifications.types.tracking';

export function NotificationIcon({ type, size = 34 }: { type: number; size?: number }) {
  const glyph = Math.round(size * 0.53);
  const [color, icon] =
    type === NOTIFICATION_TYPES.newOrder
      ? ['postRed', <BasketIcon key="order" size={glyph} />]
      : type === NOTIFICATION_TYPES.slipAttached
        ? ['teal', <CardIcon key="slip" size={glyph} />]
        : type === NOTIFICATION_TYPES.lineBroken
          ? ['red', <AlertIcon key="line" size={glyph} />]
          : ['postBlue', <TruckIcon key="tracking" size={glyph} />];
  return (
    <ThemeIcon size={size} radius="xl" variant="light" color={color} data-testid={`notification-icon-${type}`}>
      {icon}
    </ThemeIcon>
  );
}
