import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { forgotPasswordInputSchema } from '@songdee/shared/auth/auth.schema';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmailInput, useAuthForm } from '../../../components/account/account-form';
import { AuthCard } from '../../../components/account/auth-card';
import { CheckIcon, KeyIcon } from '../../../components/icons';
import { useForgotPassword } from '../api/use-auth-mutations';
import { ACCOUNT_SITE_PATHS, type AccountSite } from '../components/account-site';

export function ForgotPasswordPage({ site = 'public' }: { site?: AccountSite }) {
  const { t } = useTranslation();
  const forgot = useForgotPassword();
  const { field, submit, showServerError } = useAuthForm(forgotPasswordInputSchema, { email: '' });

  const onValid = ({ email }: { email: string }) =>
    forgot.mutate(email, {
      onError: (error) => showServerError(error),
    });

  return (
    <AuthCard
      title={t('auth:forgotPassword.title')}
      description={t('auth:forgotPassword.description')}
      icon={<KeyIcon size={28} />}
      footer={
        <Anchor component={Link} to={ACCOUNT_SITE_PATHS[site].signIn} fw={600}>
          {t('auth:forgotPassword.backToSignIn')}
        </Anchor>
      }
    >
      {forgot.isSuccess ? (
        // The same answer for every address, so the page never tells whether an account exists.
        <Alert color="teal" icon={<CheckIcon size={20} />} data-testid="forgot-password-sent">
          {t('account:resetMailSent')}
        </Alert>
      ) : (
        <form noValidate onSubmit={submit(onValid)}>
          <Stack gap="md">
            <EmailInput field={field('email')} withAsterisk />
            <Button type="submit" size="md" fullWidth loading={forgot.isPending}>
              {t('auth:forgotPassword.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
