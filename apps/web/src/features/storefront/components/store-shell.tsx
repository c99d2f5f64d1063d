import { Anchor, Avatar, Badge, Box, Button, Container, Group, Paper, Stack, Tabs, Text, Title, VisuallyHidden } from '@mantine/core';
import type { Store } from '@songdee/shared/store/store.schema';
import { STORE_FIRST_SCREEN } from '@songdee/shared/store/store-first-screen';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { paths } from '../../../app/navigation/paths';
import { EmptyState } from '../../../components/empty-state';
import { BasketIcon, EditIcon, StarIcon, StoreIcon } from '../../../components/icons';
import { PageLoader } from '../../../components/layout/page-loader';
import { isApiError } from '../../../lib/api-client';
import { fileUrl } from '../../../lib/files';
import { apiErrorMessage } from '../../../lib/notify';
import { useCurrentUser } from '../../../lib/use-current-user';
import { useReviews, useStoreByUri } from '../api/use-storefront';
import { itemCount } from '../basket/basket-storage';
import { useBasket } from '../basket/use-basket';
import { StoreProvince } from './store-province';

/** The store's header on every store page: logo, name, contact, and the tabs with the review and basket counts. */
function StoreHeader({ store }: { store: Store }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { data: user } = useCurrentUser();
  const [basket] = useBasket();
  const reviews = useReviews(store.id, STORE_FIRST_SCREEN.reviewCount);
  const basketCount = itemCount(basket.stores[store.id]);
  const reviewCount = reviews.data?.paging.totalCount ?? 0;
  const isOwner = !!user && user.storeId === store.id;
  const tab = pathname.endsWith('/review') ? 'review' : 'main';

  return (
    <Paper radius={0} bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
      <Box h={6} bg="postBlue.7" />
      <Container size="xl" pt="lg">
        <Group justify="space-between" align="flex-start" gap="md">
          <Group gap="md" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
            <Avatar
              alt={store.name}
              src={store.logoImage ? fileUrl(store.logoImage.thumbnailFilePath) : null}
              size={72}
              radius="lg"
              color="postBlue"
              style={{ border: '2px solid var(--mantine-color-gray-2)' }}
            >
              <StoreIcon size={32} />
            </Avatar>
            <div style={{ minWidth: 0 }}>
              <Title order={1} fz={{ base: 22, sm: 28 }} data-testid="store-name">
                {store.name}
              </Title>
              <Group gap="xs" mt={4}>
                <StoreProvince name={store.provinceName} />
                {store.phone ? (
                  <Anchor href={`tel:${store.phone}`} fz="sm" c="postBlue.6">
                    {store.phone}
                  </Anchor>
                ) : null}
                {store.line ? (
                  <Text fz="sm" c="dimmed">
                    {t('shopUi:store.chat', { id: store.line })}
                  </Text>
                ) : null}
              </Group>
              {store.detail ? (
                <Text fz="sm" mt={6} maw={720} lineClamp={3}>
                  {store.detail}
                </Text>
              ) : null}
            </div>
          </Group>
          {isOwner ? (
            <Button
              component={Link}
              to={paths.storeProducts(store.uri)}
              variant="light"
              color="postBlue"
              leftSection={<EditIcon size={16} />}
            >
              {t('shopUi:store.manageProducts')}
            </Button>
          ) : null}
        </Group>
        {/* The basket sits beside the tab list, not in it: a tab list holds tabs only. */}
        <Group gap={0} mt="md" wrap="nowrap" align="flex-end" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
          <Tabs
            value={tab}
            style={{ flex: 1, minWidth: 0, marginBottom: -1 }}
            onChange={(next) => navigate(next === 'review' ? paths.storeReview(store.uri) : paths.storeMain(store.uri))}
          >
            <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto', '--tab-border-color': 'transparent' } as CSSProperties}>
              {/* At 390 px the two tabs and the basket share one row: tighter padding, a count that never shrinks. */}
              <Tabs.Tab value="main" px={{ base: 'xs', sm: 'md' }} leftSection={<StoreIcon size={16} />}>
                {t('shopUi:store.tabs.main')}
              </Tabs.Tab>
              <Tabs.Tab
                value="review"
                px={{ base: 'xs', sm: 'md' }}
                leftSection={<StarIcon size={16} />}
                rightSection={
                  <Badge size="sm" variant="light" color="yellow" style={{ flexShrink: 0, overflow: 'visible' }} data-testid="review-count">
                    {reviewCount}
                  </Badge>
                }
              >
                {t('shopUi:store.tabs.review')}
              </Tabs.Tab>
            </Tabs.List>
          </Tabs>
          <Box py={4}>
            <Button
              component={Link}
              to={paths.basket}
              variant="subtle"
              color="postRed"
              px={{ base: 'xs', sm: 'md' }}
              leftSection={<BasketIcon size={18} />}
              rightSection={
                <Badge size="sm" circle={basketCount < 10} color="postRed" data-testid="basket-count">
                  {basketCount}
                </Badge>
              }
              data-testid="basket-link"
            >
              {/* The word is the link's name: shown from xs up, read out (not shown) below. */}
              <Box component="span" visibleFrom="xs">
                {t('shopUi:store.basket')}
              </Box>
              <VisuallyHidden hiddenFrom="xs">{t('shopUi:store.basket')}</VisuallyHidden>
            </Button>
          </Box>
        </Group>
      </Container>
    </Paper>
  );
}

/**
 * The frame of the public store pages: resolves the store from its uri (spec 1 section 2) and shows its header;
 * the review and basket counts appear only here (spec 2 section 6).
 */
export function StoreShell({ children }: { children: (store: Store) => ReactNode }) {
  const { t } = useTranslation();
  const { uri = '' } = useParams();
  const store = useStoreByUri(uri);
  if (store.isPending) return <PageLoader />;
  if (!store.data) {
    const notFound = isApiError(store.error, 'STORE_NOT_FOUND');
    return (
      <Container size="sm" py={48}>
        <EmptyState
          icon={<StoreIcon size={28} />}
          text={apiErrorMessage(notFound ? store.error : null)}
          action={
            <Button component={Link} to={paths.storeSearch} variant="light">
              {t('shopUi:search.title')}
            </Button>
          }
        />
      </Container>
    );
  }
  return (
    <Stack gap={0}>
      <StoreHeader store={store.data} />
      <Container size="xl" w="100%" py={{ base: 'md', sm: 'xl' }}>
        {children(store.data)}
      </Container>
    </Stack>
  );
}
