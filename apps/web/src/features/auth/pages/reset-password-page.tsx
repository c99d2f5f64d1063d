import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { type ResetPasswordInput, resetPasswordInputSchema } from '@songdee/shared/auth/auth.schema';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../app/navigation/paths';
import { AuthCard } from '../../../components/auth-card';
import { AlertIcon, KeyIcon } from '../../../components/icons';
import { isApiError } from '../../../lib/api-client';
import { applyFieldIssues, formSchema } from '../../../lib/form-errors';
import { notifyApiError, notifyError } from '../../../lib/notify';
import { useFieldError } from '../../../lib/use-field-error';
import { useResetPassword } from '../api/use-auth-mutations';

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const reset = useResetPassword();
  const userId = searchParams.get('userId') ?? '';
  const code = searchParams.get('code') ?? '';
  const linkIsBroken = userId === '' || code === '' || isApiError(reset.error, 'RESET_CODE_INVALID');

  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(formSchema(resetPasswordInputSchema)),
    mode: 'onTouched',
    defaultValues: { userId, code, password: '', confirmPassword: '' },
  });

  const onValid = (input: ResetPasswordInput) =>
    reset.mutate(input, {
      onSuccess: () => navigate(`${paths.signIn}?msg=passwordReset`, { replace: true }),
      onError: (error) => {
        if (isApiError(error, 'RESET_CODE_INVALID')) return;
        if (!applyFieldIssues(error, setError, ['password', 'confirmPassword'])) notifyApiError(error);
      },
    });

  const onInvalid = (invalid: Partial<Record<keyof ResetPasswordInput, unknown>>) =>
    notifyError(invalid.userId || invalid.code ? t('errors:RESET_CODE_INVALID') : t('validation:formInvalid'));

  return (
    <AuthCard title={t('auth:resetPassword.title')} description={t('auth:resetPassword.description')} icon={<KeyIcon size={28} />}>
      {linkIsBroken ? (
        <Stack gap="md">
          <Alert color="red" icon={<AlertIcon size={20} />} role="alert">
            {t('errors:RESET_CODE_INVALID')}
          </Alert>
          <Button component={Link} to={paths.forgotPassword} variant="light" fullWidth>
            {t('auth:resetPassword.requestNewLink')}
          </Button>
        </Stack>
      ) : (
        <form noValidate onSubmit={handleSubmit(onValid, onInvalid)}>
          <Stack gap="md">
            <PasswordInput
              label={t('auth:fields.newPassword')}
              description={t('auth:fields.passwordHint')}
              autoComplete="new-password"
              withAsterisk
              error={fieldError(errors.password?.message)}
              {...register('password', { deps: ['confirmPassword'] })}
            />
            <PasswordInput
              label={t('auth:fields.confirmPassword')}
              autoComplete="new-password"
              withAsterisk
              error={fieldError(errors.confirmPassword?.message)}
              {...register('confirmPassword')}
            />
            <Button type="submit" size="md" fullWidth loading={reset.isPending}>
              {t('auth:resetPassword.submit')}
            </Button>
            <Anchor component={Link} to={paths.signIn} ta="center" fz="sm">
              {t('auth:forgotPassword.backToSignIn')}
            </Anchor>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
