import { Button, PasswordInput, Stack } from '@mantine/core';
import { type ChangePasswordInput, changePasswordInputSchema } from '@songdee/shared/auth/auth.schema';
import { useTranslation } from 'react-i18next';
import { NewPasswordInputs, useAuthForm } from '../../../components/account/account-form';
import { isApiError } from '../../../lib/api-client';
import { notifyApiError, notifySuccess } from '../../../lib/notify';
import { useChangePassword } from '../api/use-auth-mutations';

const EMPTY: ChangePasswordInput = { oldPassword: '', newPassword: '', confirmPassword: '' };

/** Old, new and confirm (spec 2 section 5); success "เปลี่ยนรหัสผ่านสำเร็จ", failure "รหัสผ่านไม่ถูกต้อง". */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const changePassword = useChangePassword();
  const { form, field, submit, showServerError } = useAuthForm(changePasswordInputSchema, EMPTY, 'onTouched');

  const onValid = (input: ChangePasswordInput) =>
    changePassword.mutate(input, {
      onSuccess: () => {
        notifySuccess('account:passwordChanged');
        form.reset(EMPTY);
      },
      onError: (error) => {
        if (isApiError(error, 'WRONG_PASSWORD')) {
          form.setError('oldPassword', { type: 'server', message: 'errors.WRONG_PASSWORD' });
          return notifyApiError(error);
        }
        showServerError(error);
      },
    });

  return (
    <form noValidate onSubmit={submit(onValid)} data-testid="change-password-form">
      <Stack gap="md">
        <PasswordInput label={t('auth:fields.oldPassword')} autoComplete="current-password" withAsterisk {...field('oldPassword')} />
        <NewPasswordInputs
          label={t('auth:fields.newPassword')}
          hint={t('auth:fields.passwordMinHint')}
          password={field('newPassword', { deps: ['confirmPassword'] })}
          confirmPassword={field('confirmPassword')}
        />
        <Button type="submit" size="md" loading={changePassword.isPending}>
          {t('auth:changePassword.submit')}
        </Button>
      </Stack>
    </form>
  );
}
