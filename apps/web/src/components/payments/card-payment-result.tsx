import { Alert, Group, Loader, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PaymentOutcome, PaymentReturn } from '../../lib/card-payment-return';
import { apiErrorMessage } from '../../lib/notify';
import { AlertIcon, CheckIcon } from '../icons';

const LOOK = {
  paid: { color: 'teal', icon: <CheckIcon size={30} /> },
  failed: { color: 'red', icon: <AlertIcon size={30} /> },
  cancelled: { color: 'yellow', icon: <AlertIcon size={30} /> },
  pending: { color: 'blue', icon: <Loader size={26} color="blue" /> },
  refundDue: { color: 'orange', icon: <AlertIcon size={30} /> },
} as const;

interface CardPaymentResultProps {
  returned: PaymentReturn | null;
  /** The server's verdict query (useCardPaymentVerdict). */
  verdict: { isPending: boolean; isError: boolean; error: unknown };
  outcome: PaymentOutcome | null;
  /** The page's own sentence for a verified payment (what the seller or buyer can do next). */
  paidMessage?: string;
}

/**
 * The result of a card payment as the server recorded it: checking, then paid ("ชำระเงินสำเร็จ"), waiting for the
 * bank ("รอการยืนยันจากธนาคาร", asked again until the bank answers), a refund due, unable to pay
 * ("ไม่สามารถชำระเงินได้", with the server's reason when it could not answer) or cancelled.
 */
export function CardPaymentResult({ returned, verdict, outcome, paidMessage }: CardPaymentResultProps) {
  const { t } = useTranslation();
  const state = !returned || !outcome ? 'invalid' : verdict.isPending ? 'checking' : outcome;
  return (
    <Paper withBorder radius="lg" p="xl" data-testid="payment-result" data-outcome={state} aria-live="polite">
      {state === 'invalid' ? (
        <Alert color="red">{t('common:cardPayment.invalid')}</Alert>
      ) : state === 'checking' ? (
        <Group justify="center" gap="sm" py="lg">
          <Loader size="sm" />
          <Text>{t('common:cardPayment.checking')}</Text>
        </Group>
      ) : (
        <Stack align="center" gap="sm" ta="center">
          <ThemeIcon size={56} radius="xl" variant="light" color={LOOK[state].color}>
            {LOOK[state].icon}
          </ThemeIcon>
          <Text fw={700} fz="lg" data-testid="payment-title">
            {t(`common:cardPayment.${state}`)}
          </Text>
          <Text fz="sm" c="dimmed">
            {verdict.isError
              ? apiErrorMessage(verdict.error)
              : state === 'paid' && paidMessage
                ? paidMessage
                : t(`common:cardPayment.${state}Message`)}
          </Text>
          <Text fz="xs" c="dimmed" data-testid="payment-reference">
            {t('common:cardPayment.reference', { reference: returned?.reference ?? '' })}
          </Text>
        </Stack>
      )}
    </Paper>
  );
}
