import { Box, Button, Divider, Drawer, Group, Menu, NavLink, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { UserInfo } from '@songdee/shared/auth/auth.schema';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ChevronDownIcon, KeyIcon, ListIcon, LogoutIcon, SearchIcon, UserIcon } from '../../components/icons';
import { BrandLogo } from '../../components/layout/brand-logo';
import { UserAvatar } from '../../components/layout/user-avatar';
import { useSignOut } from '../../features/auth/api/use-auth-mutations';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { notifyApiError, notifySuccess } from '../../lib/notify';
import { accountPathFor, changePasswordPathFor, type MenuGroup } from '../navigation/menus';
import { paths } from '../navigation/paths';

// The header's menus (app-header.tsx loads this module when someone is signed in or opens the mobile menu): the
// dropdowns and the drawer are not part of what a visitor's first page loads.

function useSignOutAndLeave() {
  const navigate = useNavigate();
  // flushSync: main must be on screen before the user is forgotten, or a guarded page would redirect to sign-in.
  const signOut = useSignOut(() => navigate(paths.main, { flushSync: true }));
  return () =>
    signOut.mutate(undefined, {
      onSuccess: () => notifySuccess('auth:signOut.done'),
      onError: notifyApiError,
    });
}

function DesktopMenu({ group }: { group: MenuGroup }) {
  const { t } = useTranslation();
  return (
    // Every item opens a page: focus stays where that page puts it, not back on this button (returnFocus would take
    // it from a form the page focuses, mid-typing).
    <Menu
      trigger="click-hover"
      openDelay={60}
      closeDelay={150}
      position="bottom-start"
      shadow="md"
      width={240}
      withinPortal
      returnFocus={false}
    >
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          c="dark.7"
          fw={600}
          rightSection={<ChevronDownIcon size={16} />}
          data-testid={`menu-${group.key}`}
        >
          {t(`common:menuGroup.${group.key}`)}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {group.items.map((item) => (
          <Menu.Item key={item.key} component={Link} to={item.to}>
            {t(`common:menu.${item.key}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

function UserMenu({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const signOut = useSignOutAndLeave();
  return (
    <Menu position="bottom-end" shadow="md" width={260} withinPortal>
      <Menu.Target>
        {/* Named by what it shows (the initial, the first name) and what it is: a label hiding them would not match. */}
        <UnstyledButton data-testid="user-menu">
          <VisuallyHidden>{t('common:header.accountMenu')}</VisuallyHidden>
          <Group gap={8} wrap="nowrap">
            <UserAvatar firstName={user.firstName} color="postBlue" radius="xl" size={36} />
            <Text fw={600} fz="sm" maw={160} truncate visibleFrom="lg">
              {user.firstName}
            </Text>
            <ChevronDownIcon size={16} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Box px="sm" py={6}>
          <Text fw={600} fz="sm" truncate>
            {`${user.firstName} ${user.lastName}`.trim()}
          </Text>
          <Text c="dimmed" fz="xs" truncate>
            {user.email}
          </Text>
        </Box>
        <Menu.Divider />
        <Menu.Item component={Link} to={accountPathFor(user)} leftSection={<UserIcon size={16} />}>
          {t('common:menu.account')}
        </Menu.Item>
        <Menu.Item component={Link} to={changePasswordPathFor(user)} leftSection={<KeyIcon size={16} />}>
          {t('common:menu.changePassword')}
        </Menu.Item>
        {user.role ? null : (
          <Menu.Item component={Link} to={paths.orders} leftSection={<ListIcon size={16} />}>
            {t('common:menu.myOrders')}
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<LogoutIcon size={16} />} onClick={signOut}>
          {t('common:header.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

export function MobileDrawer({
  opened,
  onClose,
  user,
  groups,
}: {
  opened: boolean;
  onClose: () => void;
  user: UserInfo | null;
  groups: MenuGroup[];
}) {
  const { t } = useTranslation();
  const signOut = useSignOutAndLeave();
  return (
    <Drawer opened={opened} onClose={onClose} size="xs" position="right" title={<BrandLogo />} hiddenFrom="md">
      <Stack gap={4} onClick={(event) => (event.target as HTMLElement).closest('a') && onClose()}>
        <NavLink component={Link} to={paths.main} label={t('common:menu.home')} />
        <NavLink component={Link} to={paths.storeSearch} label={t('common:menu.shop')} leftSection={<SearchIcon size={18} />} />
        {groups.map((group) => (
          <NavLink key={group.key} label={t(`common:menuGroup.${group.key}`)} defaultOpened childrenOffset="md">
            {group.items.map((item) => (
              <NavLink key={item.key} component={Link} to={item.to} label={t(`common:menu.${item.key}`)} />
            ))}
          </NavLink>
        ))}
        <Divider my="sm" />
        {user ? (
          <>
            <NavLink component={Link} to={accountPathFor(user)} label={t('common:menu.account')} leftSection={<UserIcon size={18} />} />
            <NavLink
              component={Link}
              to={changePasswordPathFor(user)}
              label={t('common:menu.changePassword')}
              leftSection={<KeyIcon size={18} />}
            />
            {user.role ? null : (
              <NavLink component={Link} to={paths.orders} label={t('common:menu.myOrders')} leftSection={<ListIcon size={18} />} />
            )}
            <NavLink
              label={t('common:header.signOut')}
              c="red"
              leftSection={<LogoutIcon size={18} />}
              onClick={() => {
                onClose();
                signOut();
              }}
            />
          </>
        ) : (
          <Stack gap="sm" px="sm">
            <Button component={Link} to={paths.signIn} variant="default">
              {t('common:header.signIn')}
            </Button>
            <Button component={Link} to={paths.signUp}>
              {t('common:header.signUp')}
            </Button>
          </Stack>
        )}
      </Stack>
    </Drawer>
  );
}

/** The signed-in user's dropdowns of the desktop header's main menu (spec 2 section 6). */
export function DesktopMenus({ groups }: { groups: MenuGroup[] }) {
  return groups.map((group) => <DesktopMenu key={group.key} group={group} />);
}

/** The notification bell (not for post-office staff) and, on a wide screen, the account menu. */
export function UserMenus({ user }: { user: UserInfo }) {
  return (
    <>
      {/* The live notification count: the store's for a seller, the user's own otherwise; not for post-office staff. */}
      {user.role ? null : <NotificationBell key={user.storeId ?? user.id} storeId={user.storeId} />}
      <Box visibleFrom="md">
        <UserMenu user={user} />
      </Box>
    </>
  );
}
