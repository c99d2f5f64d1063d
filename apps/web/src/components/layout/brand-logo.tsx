import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The parcel mark and the wordmark; the Thai name leads, the Latin name follows. */
export function BrandLogo({ inverted = false }: { inverted?: boolean }) {
  const { t } = useTranslation();
  return (
    <Group gap={10} wrap="nowrap">
      <svg width="36" height="36" viewBox="0 0 64 64" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill={inverted ? '#ffffff' : '#d71920'} />
        <path d="M14 22l18-9 18 9v20l-18 9-18-9z" fill={inverted ? '#d71920' : '#ffffff'} />
        <path d="M14 22l18 9 18-9M32 31v20" stroke="#1c3f94" strokeWidth="4" fill="none" strokeLinejoin="round" />
      </svg>
      <div>
        <Text fw={800} fz={22} lh={1.1} c={inverted ? 'white' : 'postRed.7'}>
          {t('common:brand.name')}
        </Text>
        <Text fz={11} fw={600} lh={1.1} c={inverted ? 'gray.3' : 'postBlue.6'} tt="uppercase" style={{ letterSpacing: 1.5 }}>
          {t('common:brand.latin')}
        </Text>
      </div>
    </Group>
  );
}
