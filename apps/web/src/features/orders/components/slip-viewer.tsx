import { Anchor, Box, Center, Image, Stack, Text } from '@mantine/core';
import type { OrderSummary } from '@songdee/shared/order/order.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../../components/app-dialog';
import { fileUrl, isPdfKey } from '../../../lib/files';

/** The payment slip of an order (GET /api/files, only for its buyer and the store owner). */
export function SlipViewer({ order, onClose }: { order: OrderSummary | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const key = order?.paySlipPath ?? null;
  return (
    <AppDialog
      opened={!!order}
      onClose={() => {
        setFailed(false);
        onClose();
      }}
      title={t('orderUi:slip.title', { name: order?.name ?? '' })}
      size="lg"
      testId="slip-viewer"
    >
      {!key || failed ? (
        <Center py="xl">
          <Text c="dimmed">{t('errors:SLIP_NOT_FOUND')}</Text>
        </Center>
      ) : isPdfKey(key) ? (
        <Stack gap="xs">
          <Box
            component="iframe"
            src={fileUrl(key)}
            title={t('orderUi:slip.title', { name: order?.name ?? '' })}
            w="100%"
            h={520}
            style={{ border: 0 }}
          />
          <Anchor href={fileUrl(key)} target="_blank" rel="noreferrer" fz="sm">
            {t('orderUi:slip.openPdf')}
          </Anchor>
        </Stack>
      ) : (
        <Image
          src={fileUrl(key)}
          alt={t('orderUi:slip.title', { name: order?.name ?? '' })}
          radius="md"
          fit="contain"
          mah={640}
          onError={() => setFailed(true)}
          data-testid="slip-image"
        />
      )}
    </AppDialog>
  );
}
