import { Box, Button, Card, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/navigation/paths';
import { BasketIcon, ParcelIcon, StoreIcon } from '../../../components/icons';
import { RenderWhenNear } from '../../../components/render-when-near';
import { TrackSearch } from '../../../components/tracking/track-search';
import { LandingSliders } from '../components/landing-sliders';
import { NoticePopup } from '../components/notice-popup';

// Far below the first screen: the news, the outlets' searchable list (the list components), FAQs and manuals load
// as the visitor scrolls towards them.
const LandingDetails = lazy(() => import('../components/landing-details'));
/**
 * The height LandingDetails takes with the seeded news, outlets, FAQs and manuals (measured in Chromium: 1,475 px at
 * 1280 px wide, 2,317 px at 390 px), kept while it loads so that the footer, and anything the reader is about to
 * click there, does not jump down by the difference when it arrives.
 */
const LANDING_DETAILS_HEIGHT = { base: 2300, sm: 1470 };

interface Action {
  key: 'sell' | 'ship' | 'buy';
  to: string;
  icon: ReactNode;
  color: string;
}

/** Sell opens a store, ship opens a delivery-only (Draft) store, buy searches stores (spec 2 sections 2 and 4). */
const ACTIONS: Action[] = [
  { key: 'sell', to: paths.storeManage, icon: <StoreIcon size={30} />, color: 'postRed' },
  { key: 'ship', to: `${paths.storeManage}?deliveryOnly=true`, icon: <ParcelIcon size={30} />, color: 'postBlue' },
  { key: 'buy', to: paths.storeSearch, icon: <BasketIcon size={30} />, color: 'teal' },
];

/**
 * Main (spec 2 "/"): the sliders, the hero with the sell, ship and buy buttons, live news, the service outlets, FAQs
 * and the manuals, and the active notice as a popup once per visit. Public content only: no back-office code.
 */
export function MainPage() {
  const { t } = useTranslation();
  return (
    <>
      <NoticePopup />
      <LandingSliders />
      <Box
        c="white"
        style={{
          background:
            'radial-gradient(circle at 85% 20%, rgba(255,255,255,0.14), transparent 45%), linear-gradient(120deg, var(--mantine-color-postRed-7) 0%, var(--mantine-color-postRed-6) 45%, var(--mantine-color-postBlue-7) 100%)',
        }}
      >
        <Container size="xl" py={{ base: 48, sm: 80 }}>
          <Stack gap="lg" maw={720}>
            <Text fw={600} fz="sm" c="postRed.0">
              {t('common:main.eyebrow')}
            </Text>
            <Title order={1} fz={{ base: 34, sm: 48 }} lh={1.25}>
              {t('common:main.headline')}
            </Title>
            <Text fz={{ base: 'md', sm: 'lg' }} c="postRed.0" maw={600}>
              {t('common:main.subline')}
            </Text>
            <Group gap="sm" mt="sm">
              {ACTIONS.map((action) => (
                <Button
                  key={action.key}
                  component={Link}
                  to={action.to}
                  size="lg"
                  radius="xl"
                  variant={action.key === 'sell' ? 'white' : 'outline'}
                  color={action.key === 'sell' ? 'postRed' : 'white'}
                  leftSection={action.icon}
                  data-testid={`hero-${action.key}`}
                  styles={action.key === 'sell' ? undefined : { root: { borderColor: 'rgba(255,255,255,0.7)' } }}
                >
                  {t(`common:main.actions.${action.key}.button`)}
                </Button>
              ))}
            </Group>
            {/* A buyer with a barcode from the seller's chat follows the parcel from here. */}
            <Box maw={480} mt="md">
              <TrackSearch inverted testId="landing" />
            </Box>
          </Stack>
        </Container>
      </Box>
      <Container size="xl" py={{ base: 40, sm: 64 }}>
        <Stack gap={6} ta="center" mb="xl">
          <Title order={2} fz={{ base: 24, sm: 30 }}>
            {t('common:main.howTitle')}
          </Title>
          <Text c="dimmed">{t('common:main.howSubline')}</Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          {ACTIONS.map((action) => (
            <Card key={action.key} withBorder radius="lg" padding="xl" shadow="xs">
              <Stack gap="sm" h="100%">
                <ThemeIcon size={56} radius="md" variant="light" color={action.color}>
                  {action.icon}
                </ThemeIcon>
                <Title order={3} fz="xl">
                  {t(`common:main.actions.${action.key}.title`)}
                </Title>
                <Text c="dimmed" fz="sm" style={{ flex: 1 }}>
                  {t(`common:main.actions.${action.key}.text`)}
                </Text>
                {/* The darkest shade on the palest tint: teal's light button is under 4.5:1 otherwise (axe-core). */}
                <Button
                  component={Link}
                  to={action.to}
                  variant="light"
                  color={action.color}
                  mt="sm"
                  style={{
                    '--button-bg': `var(--mantine-color-${action.color}-0)`,
                    '--button-color': `var(--mantine-color-${action.color}-9)`,
                  }}
                >
                  {t(`common:main.actions.${action.key}.button`)}
                </Button>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </Container>
      <Container size="xl" pb={{ base: 40, sm: 64 }}>
        <RenderWhenNear minHeight={LANDING_DETAILS_HEIGHT} testId="landing-details">
          <Suspense fallback={<Box mih={LANDING_DETAILS_HEIGHT} />}>
            <LandingDetails />
          </Suspense>
        </RenderWhenNear>
      </Container>
    </>
  );
}
