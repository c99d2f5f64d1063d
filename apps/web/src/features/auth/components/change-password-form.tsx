import { zodResolver } from '@hookform/resolvers/zod';
import { Button, PasswordInput, Stack } from '@mantine/core';
import { type ChangePasswordInput, changePasswordInputSchema } from '@songdee/shared/auth/auth.schema';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';
import { applyFieldIssues, formSchema } from '../../../lib/form-errors';
import { notifyApiError, notifyError, notifySuccess } from '../../../lib/notify';
import { useFieldError } from '../../../lib/use-field-error';
import { useChangePassword } from '../api/use-auth-mutations';

const EMPTY: ChangePasswordInput = { oldPassword: '', newPassword: '', confirmPassword: '' };

/** Old, new and confirm (spec 2 section 5); success "เปลี่ยนรหัสผ่านสำเร็จ", failure "รหัสผ่านไม่ถูกต้อง". */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const changePassword = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(formSchema(changePasswordInputSchema)), mode: 'onTouched', defaultValues: EMPTY });

  const onValid = (input: ChangePasswordInput) =>
    changePassword.mutate(input, {
      onSuccess: ({ message }) => {
        notifySuccess(message);
        reset(EMPTY);
      },
      onError: (error) => {
        if (isApiError(error, 'WRONG_PASSWORD')) {
          setError('oldPassword', { type: 'server', message: error.message });
          return notifyError(error.message);
        }
        if (!applyFieldIssues(error, setError, ['oldPassword', 'newPassword', 'confirmPassword'])) notifyApiError(error);
      },
    });

  return (
    <form noValidate onSubmit={handleSubmit(onValid, () => notifyError(t('validation:formInvalid')))} data-testid="change-password-form">
      <Stack gap="md">
        <PasswordInput
          label={t('auth:fields.oldPassword')}
          autoComplete="current-password"
          withAsterisk
          error={fieldError(errors.oldPassword?.message)}
          {...register('oldPassword')}
        />
        <PasswordInput
          label={t('auth:fields.newPassword')}
          description={t('auth:fields.passwordMinHint')}
          autoComplete="new-password"
          withAsterisk
          error={fieldError(errors.newPassword?.message)}
          {...register('newPassword', { deps: ['confirmPassword'] })}
        />
        <PasswordInput
          label={t('auth:fields.confirmPassword')}
          autoComplete="new-password"
          withAsterisk
          error={fieldError(errors.confirmPassword?.message)}
          {...register('confirmPassword')}
        />
        <Button type="submit" size="md" loading={changePassword.isPending}>
          {t('auth:changePassword.submit')}
        </Button>
      </Stack>
    </form>
  );
}
