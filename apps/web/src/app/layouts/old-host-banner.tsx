import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertIcon } from '../../components/icons';
import { useAppConfig } from '../../features/system/api/use-system';

/** On an old host: a banner counts down and then moves the user to the new host (spec 1 section 1). */
export function OldHostBanner() {
  const { data: config } = useAppConfig();
  const isOldHost = !!config && config.newHostUrl !== '' && config.oldHosts.includes(window.location.hostname);
  if (!config || !isOldHost) return null;
  return <Countdown newHostUrl={config.newHostUrl} seconds={config.redirectSeconds} />;
}

function Countdown({ newHostUrl, seconds }: { newHostUrl: string; seconds: number }) {
  const { t } = useTranslation();
  const [left, setLeft] = useState(seconds);

  useEffect(() => {
    if (left <= 0) {
      window.location.assign(newHostUrl);
      return;
    }
    const timer = window.setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left, newHostUrl]);

  return (
    <Box bg="postBlue.7" c="white" py={10} role="alert">
      <Container size="xl">
        <Group gap="sm" wrap="nowrap" justify="center">
          <AlertIcon size={20} />
          <Text fz="sm" fw={500}>
            {t('common:oldHost.message', { seconds: Math.max(left, 0) })}{' '}
            <Anchor href={newHostUrl} c="white" fw={700} underline="always">
              {newHostUrl}
            </Anchor>
          </Text>
        </Group>
      </Container>
    </Box>
  );
}
