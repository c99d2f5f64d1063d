import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { forgotPasswordInputSchema } from '@songdee/shared/auth/auth.schema';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/navigation/paths';
import { AuthCard } from '../../../components/auth-card';
import { CheckIcon, KeyIcon } from '../../../components/icons';
import { applyFieldIssues } from '../../../lib/form-errors';
import { notifyApiError, notifyError } from '../../../lib/notify';
import { useFieldError } from '../../../lib/use-field-error';
import { useForgotPassword } from '../api/use-auth-mutations';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const forgot = useForgotPassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(forgotPasswordInputSchema), defaultValues: { email: '' } });

  const onValid = ({ email }: { email: string }) =>
    forgot.mutate(email, {
      onError: (error) => {
        if (!applyFieldIssues(error, setError, ['email'])) notifyApiError(error);
      },
    });

  return (
    <AuthCard
      title={t('auth:forgotPassword.title')}
      description={t('auth:forgotPassword.description')}
      icon={<KeyIcon size={28} />}
      footer={
        <Anchor component={Link} to={paths.signIn} fw={600}>
          {t('auth:forgotPassword.backToSignIn')}
        </Anchor>
      }
    >
      {forgot.isSuccess ? (
        // The same answer for every address, so the page never tells whether an account exists.
        <Alert color="teal" icon={<CheckIcon size={20} />} data-testid="forgot-password-sent">
          {forgot.data.message}
        </Alert>
      ) : (
        <form noValidate onSubmit={handleSubmit(onValid, () => notifyError(t('validation:formInvalid')))}>
          <Stack gap="md">
            <TextInput
              label={t('auth:fields.email')}
              type="email"
              autoComplete="email"
              withAsterisk
              placeholder={t('auth:fields.emailPlaceholder')}
              error={fieldError(errors.email?.message)}
              {...register('email')}
            />
            <Button type="submit" size="md" fullWidth loading={forgot.isPending}>
              {t('auth:forgotPassword.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
