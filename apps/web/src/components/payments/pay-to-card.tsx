import { Alert, Box, Button, CopyButton, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatBankAccountNo, type PayTo } from '@songdee/shared/store/payment-account.schema';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBaht } from '../../lib/format';
import { AlertIcon } from '../icons';

/** The QR is drawn at this many CSS pixels, with the standard four-module quiet zone so phone cameras lock on. */
const QR_PX = 232;

/** The PromptPay payload as a QR image (the `qrcode` library encodes it; error correction M as banks print). */
function PromptPayQr({ payload, alt }: { payload: string; alt: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    // Loaded on first use: only the pages that show a QR pay for the encoder.
    import('qrcode')
      .then(({ default: QRCode }) => QRCode.toDataURL(payload, { errorCorrectionLevel: 'M', margin: 4, width: QR_PX * 2 }))
      .then(
        (url) => live && setSrc(url),
        () => live && setSrc(null),
      );
    return () => {
      live = false;
    };
  }, [payload]);
  return (
    <Box w={QR_PX} h={QR_PX} bg="white" style={{ borderRadius: 8, flexShrink: 0 }}>
      {src ? <img src={src} alt={alt} width={QR_PX} height={QR_PX} data-testid="promptpay-qr" style={{ display: 'block' }} /> : null}
    </Box>
  );
}

function Line({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Group gap={6} wrap="nowrap" align="baseline">
      <Text fz="sm" c="dimmed" style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text fz="sm" fw={600} data-testid={testId} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Group>
  );
}

/**
 * Where the buyer pays an order waiting for payment (thank-you, order and slip-upload pages): the amount, the
 * store's PromptPay QR for exactly that amount with the masked ID, and its bank account; when the store has set
 * neither, a message to contact it with its phone and chat id.
 */
export function PayToCard({ payTo }: { payTo: PayTo }) {
  const { t, i18n } = useTranslation();
  const amount = t('orderUi:money.baht', { amount: formatBaht(payTo.amount, i18n.language) });
  const { promptPay, bankAccount } = payTo;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-testid="pay-to" ta="start">
      <Stack gap="md">
        <Group justify="space-between" align="baseline" gap="xs">
          <Title order={2} fz="md">
            {t('orderUi:payTo.title')}
          </Title>
          <Group gap={6} align="baseline">
            <Text fz="sm" c="dimmed">
              {t('orderUi:payTo.amount')}
            </Text>
            <Text fz="xl" fw={700} c="postBlue" data-testid="pay-to-amount">
              {amount}
            </Text>
          </Group>
        </Group>
        {promptPay ? (
          <Group gap="lg" align="center" justify="center" wrap="wrap">
            <PromptPayQr payload={promptPay.payload} alt={t('orderUi:payTo.qrAlt', { amount, store: payTo.storeName })} />
            <Stack gap={6} maw={320} style={{ flex: '1 1 220px' }}>
              <Text fz="sm">{t('orderUi:payTo.scan')}</Text>
              <Line label={t('orderUi:payTo.payee')} value={payTo.storeName} />
              <Line
                label={t('orderUi:payTo.promptPay')}
                value={t(promptPay.kind === 'mobile' ? 'orderUi:payTo.promptPayMobile' : 'orderUi:payTo.promptPayTaxId', {
                  id: promptPay.maskedId,
                })}
                testId="promptpay-id"
              />
            </Stack>
          </Group>
        ) : null}
        {bankAccount ? (
          <Stack gap={6} data-testid="pay-to-bank">
            {promptPay ? <Divider label={t('orderUi:payTo.bankTitle')} labelPosition="center" /> : null}
            {promptPay ? null : (
              <Text fz="sm" fw={600}>
                {t('orderUi:payTo.bankOnlyTitle')}
              </Text>
            )}
            <Line label={t('orderUi:payTo.bank')} value={t(`store:banks.${bankAccount.bankCode}`)} />
            <Group gap="xs" wrap="nowrap" justify="space-between">
              <Line label={t('orderUi:payTo.accountNo')} value={formatBankAccountNo(bankAccount.accountNo)} testId="bank-account-no" />
              <CopyButton value={bankAccount.accountNo}>
                {({ copied, copy }) => (
                  <Button size="compact-xs" variant="light" color={copied ? 'teal' : 'postBlue'} onClick={copy}>
                    {copied ? t('orderUi:payTo.copied') : t('orderUi:payTo.copy')}
                  </Button>
                )}
              </CopyButton>
            </Group>
            <Line label={t('orderUi:payTo.accountName')} value={bankAccount.accountName} />
          </Stack>
        ) : null}
        {promptPay || bankAccount ? (
          <Text fz="xs" c="dimmed">
            {t('orderUi:payTo.afterPay')}
          </Text>
        ) : (
          <Alert color="orange" variant="light" icon={<AlertIcon size={18} />} data-testid="pay-to-none">
            <Stack gap={4}>
              <Text fz="sm">{t('orderUi:payTo.none')}</Text>
              <Group gap="md">
                {payTo.storePhone ? (
                  <Text fz="sm" fw={600}>
                    {t('orderUi:payTo.contactPhone', { phone: payTo.storePhone })}
                  </Text>
                ) : null}
                {payTo.storeLine ? (
                  <Text fz="sm" fw={600}>
                    {t('orderUi:payTo.contactLine', { line: payTo.storeLine })}
                  </Text>
                ) : null}
              </Group>
            </Stack>
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
