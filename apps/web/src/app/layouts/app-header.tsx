import { Box, Burger, Button, Container, Group, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandLogo } from '../../components/layout/brand-logo';
import { useCurrentUser } from '../../lib/use-current-user';
import { menusFor } from '../navigation/menus';
import { paths } from '../navigation/paths';
import { afterFirstPage } from '../routes/lazy-page';

type HeaderMenus = typeof import('./header-menus');

/**
 * The menus' module, loaded once `needed`: at once when the mobile menu was opened; when someone is signed in, once
 * the first page's chunk has loaded, the page has rendered and the browser is idle (the page the seller opened comes first: the menus' script and the
 * notifications it fetches would otherwise share the slow first load with it). Null until then; its parts then show
 * in one render, the dropdowns with the account menu.
 */
function useHeaderMenus(needed: 'now' | 'whenIdle' | false): HeaderMenus | null {
  const [menus, setMenus] = useState<HeaderMenus | null>(null);
  useEffect(() => {
    if (!needed || menus) return;
    const load = () => void import('./header-menus').then(setMenus);
    if (needed === 'now') return load();
    return afterFirstPage(load);
  }, [needed, menus]);
  return menus;
}

export function AppHeader() {
  const { t } = useTranslation();
  const { data: user, isPending } = useCurrentUser();
  const [opened, { toggle, close }] = useDisclosure(false);
  const [drawerUsed, { open: markDrawerUsed }] = useDisclosure(false);
  const groups = menusFor(user ?? null);
  const menus = useHeaderMenus(drawerUsed ? 'now' : user ? 'whenIdle' : false);

  return (
    <Box
      component="header"
      bg="white"
      style={{ borderTop: '4px solid var(--mantine-color-postRed-6)', borderBottom: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Container size="xl" h={68}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Group gap="xl" wrap="nowrap">
            {/* Named by what it shows (the brand) and where it goes: a label that hid the brand would not match it. */}
            <Link to={paths.main} style={{ textDecoration: 'none' }}>
              <BrandLogo />
              <VisuallyHidden>{t('common:menu.home')}</VisuallyHidden>
            </Link>
            <Group gap={2} visibleFrom="md" component="nav" aria-label={t('common:header.mainMenu')}>
              <Button component={Link} to={paths.storeSearch} variant="subtle" color="gray" c="dark.7" fw={600} data-testid="menu-shop">
                {t('common:menu.shop')}
              </Button>
              {menus ? <menus.DesktopMenus groups={groups} /> : null}
            </Group>
          </Group>
          <Group gap="sm" wrap="nowrap">
            {isPending ? null : user ? (
              menus ? (
                <menus.UserMenus user={user} />
              ) : null
            ) : (
              <Group gap="xs" visibleFrom="md">
                <Button component={Link} to={paths.signIn} variant="subtle" color="postBlue">
                  {t('common:header.signIn')}
                </Button>
                <Button component={Link} to={paths.signUp}>
                  {t('common:header.signUp')}
                </Button>
              </Group>
            )}
            <Burger
              opened={opened}
              onClick={() => {
                markDrawerUsed();
                toggle();
              }}
              hiddenFrom="md"
              aria-label={t('common:header.openMenu')}
            />
          </Group>
        </Group>
      </Container>
      {menus && drawerUsed ? <menus.MobileDrawer opened={opened} onClose={close} user={user ?? null} groups={groups} /> : null}
    </Box>
  );
}
