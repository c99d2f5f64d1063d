import { Alert, Button, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AlertIcon } from '../../../components/icons';
import { notifyApiError, notifySuccess } from '../../../lib/notify';
import { authApi } from '../api/auth-api';

/**
 * Shown on the sign-in page when the account's e-mail is not confirmed: sends the confirmation link again. The answer
 * is the same for every e-mail (the server throttles per address and per account).
 */
export function ResendConfirmation({ email }: { email: string }) {
  const { t } = useTranslation();
  const resend = useMutation({ mutationFn: authApi.resendConfirmation });
  return (
    <Alert color="yellow" icon={<AlertIcon size={20} />} data-testid="email-not-confirmed">
      <Stack gap="xs" align="flex-start">
        <Text fz="sm">{t('errors:EMAIL_NOT_CONFIRMED')}</Text>
        <Button
          size="xs"
          variant="light"
          loading={resend.isPending}
          disabled={resend.isSuccess}
          onClick={() => resend.mutate(email, { onSuccess: () => notifySuccess('account:confirmationResent'), onError: notifyApiError })}
          data-testid="resend-confirmation"
        >
          {t('signupUi:resend.link')}
        </Button>
      </Stack>
    </Alert>
  );
}
