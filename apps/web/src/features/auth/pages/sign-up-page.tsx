import { Anchor, Stack } from '@mantine/core';
import { type RegisterInput, registerInputSchema } from '@songdee/shared/auth/auth.schema';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../app/navigation/paths';
import { EmailInput, NameInputs, NewPasswordInputs, useAuthForm } from '../../../components/account/account-form';
import { AuthCard, AuthSubmit } from '../../../components/account/auth-card';
import { UserIcon } from '../../../components/icons';
import { readStorage, removeStorage, SIGN_UP_REF_STORAGE_KEY, writeStorage } from '../../../lib/local-storage';
import { useRegister } from '../api/use-auth-mutations';

export function SignUpPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const registration = useRegister();
  const refParam = searchParams.get('ref');

  // The referral travels with the visitor until they register (spec 1 section 5: "a stored ref is attached").
  useEffect(() => {
    if (refParam) writeStorage(SIGN_UP_REF_STORAGE_KEY, refParam);
  }, [refParam]);

  const { form, field, submit, showServerError } = useAuthForm(
    registerInputSchema,
    { email: '', firstName: '', lastName: '', password: '', confirmPassword: '' },
    'onTouched',
  );

  const onValid = (input: RegisterInput) => {
    const ref = readStorage(SIGN_UP_REF_STORAGE_KEY) ?? undefined;
    registration.mutate(
      { ...input, ref },
      {
        onSuccess: () => {
          removeStorage(SIGN_UP_REF_STORAGE_KEY);
          navigate(`${paths.signIn}?signUp=true`, { replace: true });
        },
        onError: (error) => showServerError(error),
      },
    );
  };

  return (
    <AuthCard
      size={560}
      title={t('auth:signUp.title')}
      description={t('auth:signUp.description')}
      icon={<UserIcon size={28} />}
      footer={
        <>
          {t('auth:signUp.haveAccount')}{' '}
          <Anchor component={Link} to={paths.signIn} fw={600}>
            {t('auth:signUp.toSignIn')}
          </Anchor>
        </>
      }
    >
      <form noValidate onSubmit={submit(onValid)}>
        <Stack gap="md">
          <EmailInput field={field('email')} withAsterisk />
          <NameInputs firstName={field('firstName')} lastName={field('lastName')} lastNameRequired />
          <NewPasswordInputs password={field('password', { deps: ['confirmPassword'] })} confirmPassword={field('confirmPassword')} />
          <AuthSubmit loading={registration.isPending} disabled={!form.formState.isValid || registration.isSuccess}>
            {t('auth:signUp.submit')}
          </AuthSubmit>
        </Stack>
      </form>
    </AuthCard>
  );
}
