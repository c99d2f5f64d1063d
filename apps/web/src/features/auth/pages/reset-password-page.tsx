import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { type ResetPasswordInput, resetPasswordInputSchema } from '@songdee/shared/auth/auth.schema';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { NewPasswordInputs, useAuthForm } from '../../../components/account/account-form';
import { AuthCard } from '../../../components/account/auth-card';
import { AlertIcon, KeyIcon } from '../../../components/icons';
import { isApiError } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify';
import { useResetPassword } from '../api/use-auth-mutations';
import { ACCOUNT_SITE_PATHS, type AccountSite } from '../components/account-site';

export function ResetPasswordPage({ site = 'public' }: { site?: AccountSite }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const reset = useResetPassword();
  const sitePaths = ACCOUNT_SITE_PATHS[site];
  const userId = searchParams.get('userId') ?? '';
  const code = searchParams.get('code') ?? '';
  const linkIsBroken = userId === '' || code === '' || isApiError(reset.error, 'RESET_CODE_INVALID');

  const { field, submit, showServerError } = useAuthForm(
    resetPasswordInputSchema,
    { userId, code, password: '', confirmPassword: '' },
    'onTouched',
  );

  const onValid = (input: ResetPasswordInput) =>
    reset.mutate(input, {
      onSuccess: () => navigate(`${sitePaths.signIn}?msg=passwordReset`, { replace: true }),
      onError: (error) => {
        if (isApiError(error, 'RESET_CODE_INVALID')) return;
        showServerError(error, ['password', 'confirmPassword']);
      },
    });

  const onInvalid = (invalid: Partial<Record<keyof ResetPasswordInput, unknown>>) =>
    notifyError(invalid.userId || invalid.code ? 'errors:RESET_CODE_INVALID' : 'validation:formInvalid');

  return (
    <AuthCard title={t('auth:resetPassword.title')} description={t('auth:resetPassword.description')} icon={<KeyIcon size={28} />}>
      {linkIsBroken ? (
        <Stack gap="md">
          <Alert color="red" icon={<AlertIcon size={20} />} role="alert">
            {t('errors:RESET_CODE_INVALID')}
          </Alert>
          <Button component={Link} to={sitePaths.forgotPassword} variant="light" fullWidth>
            {t('auth:resetPassword.requestNewLink')}
          </Button>
        </Stack>
      ) : (
        <form noValidate onSubmit={submit(onValid, onInvalid)}>
          <Stack gap="md">
            <NewPasswordInputs
              label={t('auth:fields.newPassword')}
              hint={t('auth:fields.passwordHint')}
              password={field('password', { deps: ['confirmPassword'] })}
              confirmPassword={field('confirmPassword')}
            />
            <Button type="submit" size="md" fullWidth loading={reset.isPending}>
              {t('auth:resetPassword.submit')}
            </Button>
            <Anchor component={Link} to={sitePaths.signIn} ta="center" fz="sm">
              {t('auth:forgotPassword.backToSignIn')}
            </Anchor>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
