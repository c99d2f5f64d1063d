import { Badge, Box, Divider, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { listQuerySchema } from '@songdee/shared/common/list.schema';
import { NOTIFICATION_PAGE_SIZE, type Notification, type NotificationScope } from '@songdee/shared/notification/notification.schema';
import { Fragment, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { paths } from '../../../app/navigation/paths';
import { BellIcon } from '../../../components/icons';
import { ListPage } from '../../../components/lists/list-page';
import { formatDateTime } from '../../../lib/format';
import { useCurrentUser } from '../../../lib/use-current-user';
import { useListParams } from '../../../lib/use-list-params';
import { useMarkAllRead, useNotificationPage } from '../api/use-notifications';
import { NotificationIcon, notificationLink, notificationTypeKey } from '../components/notification-parts';

function NotificationRow({ notification: n, unread }: { notification: Notification; unread: boolean }) {
  const { t } = useTranslation();
  return (
    <UnstyledButton
      component={Link}
      to={notificationLink(n)}
      display="block"
      px="sm"
      py="md"
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
      bg={unread ? 'postBlue.0' : undefined}
      data-testid="notification-row"
      data-unread={unread}
    >
      <Group wrap="nowrap" align="flex-start" gap="md">
        <NotificationIcon type={n.typeNotification} size={40} />
        <Box flex={1} miw={0}>
          <Group gap={6}>
            <Text fz="xs" c="dimmed" fw={600}>
              {t(notificationTypeKey(n.typeNotification))}
            </Text>
            {unread ? (
              <Badge size="xs" color="postRed" variant="filled" data-testid="notification-unread">
                {t('common:notifications.unread')}
              </Badge>
            ) : null}
          </Group>
          <Text fz="sm" fw={unread ? 700 : 500} mt={2} style={{ overflowWrap: 'anywhere' }}>
            {n.content}
          </Text>
          <Text fz="xs" c="dimmed" mt={2}>
            {formatDateTime(n.createdDate)}
          </Text>
        </Box>
      </Group>
    </UnstyledButton>
  );
}

/**
 * The list of one scope. Viewing it marks everything read, like opening the dropdown (spec 2 section 4), so the
 * header's count goes back to 0; the rows loaded unread keep their highlight until the list reloads.
 */
function NotificationList({ scope }: { scope: NotificationScope }) {
  const { t } = useTranslation();
  const list = useListParams(listQuerySchema, { sizes: [NOTIFICATION_PAGE_SIZE] });
  const query = useNotificationPage(scope, { page: list.page, size: list.size });
  const { mutate: markAllRead } = useMarkAllRead(scope);

  // Unread as loaded stays highlighted until the next load; the header's count goes back to 0 at once.
  useEffect(() => {
    if (query.data?.unreadCount) markAllRead();
  }, [query.data, markAllRead]);

  return (
    <ListPage
      size="md"
      title={t('common:notifications.title')}
      description={t('common:notifications.description')}
      query={query}
      paging={list}
      empty={{ icon: <BellIcon size={28} />, text: t('common:notifications.empty') }}
      skeleton={{ rows: 5, height: 56 }}
    >
      {(rows) => (
        <Stack gap={0} data-testid="notification-list">
          {rows.map((n, i) => (
            <Fragment key={n.id}>
              {i > 0 ? <Divider color="gray.2" /> : null}
              <NotificationRow notification={n} unread={!n.readStatus} />
            </Fragment>
          ))}
        </Stack>
      )}
    </ListPage>
  );
}

/**
 * /notification?uri= (spec 1 "store.notification"): the notifications the header's dropdown shows, all of them, newest
 * first, 10 a page. The store's for a user with a store, else the user's own; a uri must be the user's store, else /403.
 */
export function NotificationListPage() {
  const { data: user } = useCurrentUser();
  const [params] = useSearchParams();
  const uri = params.get('uri');
  const storeId = user?.storeId ?? null;
  const scope = useMemo<NotificationScope>(() => (storeId ? { storeId } : {}), [storeId]);
  if (!user) return <Navigate to={paths.signIn} replace />;
  if (uri !== null && (!user.storeUri || user.storeUri.toLowerCase() !== uri.toLowerCase()))
    return <Navigate to={paths.forbidden} replace />;

  return <NotificationList key={storeId ?? user.id} scope={scope} />;
}
