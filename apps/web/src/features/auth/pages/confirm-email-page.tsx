import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../app/navigation/paths';
import { AuthCard } from '../../../components/account/auth-card';
import { AlertIcon, CheckIcon, MailIcon } from '../../../components/icons';
import { useConfirmEmail } from '../api/use-confirm-email';
import { MainOrSignIn } from '../components/main-or-sign-in';

export function ConfirmEmailPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const userId = searchParams.get('userId') ?? '';
  const code = searchParams.get('code') ?? '';
  const hasLink = userId !== '' && code !== '';
  const confirmation = useConfirmEmail(userId, code);

  if (hasLink && confirmation.isPending) {
    return (
      <AuthCard title={t('auth:confirmEmail.checking')} icon={<MailIcon size={28} />} iconColor="postBlue">
        <Group justify="center">
          <Loader />
        </Group>
      </AuthCard>
    );
  }

  if (hasLink && confirmation.isSuccess) {
    return (
      <AuthCard title={t('auth:confirmEmail.successTitle')} icon={<CheckIcon size={30} />} iconColor="teal">
        <Stack gap="lg" data-testid="confirm-email-success">
          <Text ta="center">{t('account:emailConfirmed')}</Text>
          <Button component={Link} to={paths.signIn} size="md" fullWidth>
            {t('auth:confirmEmail.toSignIn')}
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('auth:confirmEmail.failedTitle')} icon={<AlertIcon size={30} />} iconColor="red">
      <Stack gap="lg" data-testid="confirm-email-failed">
        <Text ta="center">{t('errors:CONFIRM_EMAIL_FAILED')}</Text>
        <MainOrSignIn signInLabel={t('auth:confirmEmail.toSignIn')} />
      </Stack>
    </AuthCard>
  );
}
