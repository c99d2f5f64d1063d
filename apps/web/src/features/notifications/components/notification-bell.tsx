import { ActionIcon, Box, Group, Indicator, Menu, ScrollArea, Text } from '@mantine/core';
import type { NotificationScope } from '@songdee/shared/notification/notification.schema';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/navigation/paths';
import { BellIcon } from '../../../components/icons';
import { formatDateTime } from '../../../lib/format';
import { useCurrentUser } from '../../../lib/use-current-user';
import { useLiveUnreadCount, useMarkAllRead, useNotificationList } from '../api/use-notifications';
import { NotificationIcon, notificationLink } from './notification-parts';

/**
 * The header's notification dropdown: the unread count updates live (server-sent events) without a reload;
 * opening it lists the latest and marks them all read, so the count goes back to 0 (spec 2 section 4).
 */
export function NotificationBell({ storeId }: { storeId: string | null }) {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const scope = useMemo<NotificationScope>(() => (storeId ? { storeId } : {}), [storeId]);
  const list = useNotificationList(scope);
  const markAllRead = useMarkAllRead(scope, { refreshPages: true });
  const [count, setCount] = useLiveUnreadCount(scope, list.data?.unreadCount);
  // The ids that were unread when the dropdown was opened keep their highlight while it stays open.
  const [freshIds, setFreshIds] = useState<ReadonlySet<string>>(new Set());
  const items = list.data?.contents ?? [];

  const open = async () => {
    const latest = await list.refetch();
    setFreshIds(new Set((latest.data?.contents ?? []).filter((n) => !n.readStatus).map((n) => n.id)));
    setCount(0);
    if ((latest.data?.unreadCount ?? count) > 0 || count > 0) markAllRead.mutate();
  };

  return (
    // The count's badge wraps the menu: the menu's target is the button itself (a wrapping div may not carry
    // aria-expanded, axe-core).
    <Indicator
      label={count > 99 ? '99+' : count}
      size={18}
      offset={6}
      color="postRed"
      disabled={count === 0}
      inline
      styles={{ indicator: { fontWeight: 700, fontSize: 11 } }}
      data-testid="notification-count"
      data-count={count}
    >
      <Menu position="bottom-end" shadow="lg" width={360} withinPortal onOpen={() => void open()}>
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size={40}
            radius="xl"
            aria-label={t('common:notifications.open', { count })}
            data-testid="notification-bell"
          >
            <BellIcon size={22} />
          </ActionIcon>
        </Menu.Target>
        {/* A menu holds menu items only: its title and empty text are plain divs, not paragraphs (axe-core's
            aria-required-children; the theme drops Mantine's focus placeholder for the same reason). */}
        <Menu.Dropdown p={0} data-testid="notification-dropdown">
          <Group justify="space-between" px="md" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
            <Text component="div" fw={700}>
              {t('common:notifications.title')}
            </Text>
          </Group>
          {items.length === 0 ? (
            <Text component="div" c="dimmed" fz="sm" ta="center" py="xl">
              {t('common:notifications.empty')}
            </Text>
          ) : (
            <ScrollArea.Autosize mah={420}>
              {items.map((n) => (
                <Menu.Item
                  key={n.id}
                  component={Link}
                  to={notificationLink(n)}
                  py="sm"
                  bg={freshIds.has(n.id) ? 'postBlue.0' : undefined}
                  leftSection={<NotificationIcon type={n.typeNotification} />}
                  data-testid="notification-item"
                >
                  <Box>
                    <Text fz="sm" fw={freshIds.has(n.id) ? 700 : 500} lineClamp={2}>
                      {n.content}
                    </Text>
                    <Text fz="xs" c="dimmed">
                      {formatDateTime(n.createdDate)}
                    </Text>
                  </Box>
                </Menu.Item>
              ))}
            </ScrollArea.Autosize>
          )}
          <Menu.Item
            component={Link}
            to={paths.notifications(user?.storeUri)}
            ta="center"
            fz="sm"
            fw={600}
            c="postBlue.7"
            py="sm"
            style={{ borderTop: '1px solid var(--mantine-color-gray-2)', borderRadius: 0 }}
            data-testid="notification-see-all"
          >
            {t('common:notifications.seeAll')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Indicator>
  );
}
