import { Box, Container, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { ERAS, formatYear } from '@songdee/shared/common/date-format';
import { LANGUAGES } from '@songdee/shared/constants/app.constants';
import { useTranslation } from 'react-i18next';
import { GlobeIcon } from '../../components/icons';
import { BrandLogo } from '../../components/layout/brand-logo';
import { TrackSearch } from '../../components/tracking/track-search';
import { useVersion } from '../../features/system/api/use-system';
import { setEraPreference, useEra } from '../../lib/era';
import { useLanguageSwitch } from './use-language-switch';

export function AppFooter() {
  const { t } = useTranslation();
  const { language, changeLanguage } = useLanguageSwitch();
  const { data: version } = useVersion();
  const era = useEra();
  const year = formatYear(new Date(), { lang: language, era });

  return (
    <Box component="footer" bg="postBlue.8" c="gray.3" py="xl" mt="auto">
      <Container size="xl">
        <Group justify="space-between" align="flex-start" gap="xl">
          <Stack gap={8} maw={420}>
            <BrandLogo inverted />
            <Text fz="sm" c="gray.4">
              {t('common:footer.tagline')}
            </Text>
          </Stack>
          <Stack gap={6} w={{ base: '100%', xs: 340 }}>
            <Text fz="sm" fw={600} c="white">
              {t('common:track.searchTitle')}
            </Text>
            <TrackSearch inverted testId="footer" />
          </Stack>
          <Stack gap={6} align="flex-start">
            <Group gap={6} c="gray.3">
              <GlobeIcon size={16} />
              <Text fz="sm" id="language-label">
                {t('common:footer.language')}
              </Text>
            </Group>
            <SegmentedControl
              aria-labelledby="language-label"
              value={language}
              onChange={(value) => void changeLanguage(value as (typeof LANGUAGES)[number])}
              data={LANGUAGES.map((lng) => ({ value: lng, label: t(`common:languages.${lng}`) }))}
              data-testid="language-switch"
              size="sm"
              radius="md"
            />
            {/* Dates in the Buddhist or the common era: by default as the language reads them. */}
            <Text fz="sm" id="era-label" mt={4}>
              {t('common:footer.era')}
            </Text>
            <SegmentedControl
              aria-labelledby="era-label"
              value={era}
              onChange={(value) => setEraPreference(value as (typeof ERAS)[number])}
              data={ERAS.map((e) => ({ value: e, label: t(`common:eras.${e}`) }))}
              data-testid="era-switch"
              size="xs"
              radius="md"
            />
          </Stack>
        </Group>
        <Group justify="space-between" mt="xl" pt="md" gap="xs" style={{ borderTop: '1px solid rgba(255,255,255,0.15)' }}>
          <Text fz="xs" c="gray.4">
            {t('common:footer.copyright', { year })}
          </Text>
          <Text fz="xs" c="gray.4" data-testid="versions">
            {version
              ? t('common:footer.versions', { client: version.client, service: version.service })
              : t('common:footer.versionsLoading')}
          </Text>
        </Group>
      </Container>
    </Box>
  );
}
