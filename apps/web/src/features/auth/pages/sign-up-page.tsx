import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type RegisterInput, registerInputSchema } from '@songdee/shared/auth/auth.schema';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../app/navigation/paths';
import { AuthCard } from '../../../components/auth-card';
import { UserIcon } from '../../../components/icons';
import { applyFieldIssues, formSchema } from '../../../lib/form-errors';
import { readStorage, removeStorage, SIGN_UP_REF_STORAGE_KEY, writeStorage } from '../../../lib/local-storage';
import { notifyApiError, notifyError } from '../../../lib/notify';
import { useFieldError } from '../../../lib/use-field-error';
import { useRegister } from '../api/use-auth-mutations';

const FIELDS = ['email', 'firstName', 'lastName', 'password', 'confirmPassword'] as const;

export function SignUpPage() {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const registration = useRegister();
  const refParam = searchParams.get('ref');

  // The referral travels with the visitor until they register (spec 1 section 5: "a stored ref is attached").
  useEffect(() => {
    if (refParam) writeStorage(SIGN_UP_REF_STORAGE_KEY, refParam);
  }, [refParam]);

  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isValid },
  } = useForm({
    resolver: zodResolver(formSchema(registerInputSchema)),
    mode: 'onTouched',
    defaultValues: { email: '', firstName: '', lastName: '', password: '', confirmPassword: '' },
  });

  const onValid = (input: RegisterInput) => {
    const ref = readStorage(SIGN_UP_REF_STORAGE_KEY) ?? undefined;
    registration.mutate(
      { ...input, ref },
      {
        onSuccess: () => {
          removeStorage(SIGN_UP_REF_STORAGE_KEY);
          navigate(`${paths.signIn}?signUp=true`, { replace: true });
        },
        onError: (error) => {
          if (!applyFieldIssues(error, setError, FIELDS)) notifyApiError(error);
        },
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
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput
              label={t('auth:fields.firstName')}
              autoComplete="given-name"
              withAsterisk
              error={fieldError(errors.firstName?.message)}
              {...register('firstName')}
            />
            <TextInput
              label={t('auth:fields.lastName')}
              autoComplete="family-name"
              withAsterisk
              error={fieldError(errors.lastName?.message)}
              {...register('lastName')}
            />
          </SimpleGrid>
          <PasswordInput
            label={t('auth:fields.password')}
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
          <Button
            type="submit"
            size="md"
            fullWidth
            disabled={!isValid || registration.isPending || registration.isSuccess}
            loading={registration.isPending}
          >
            {t('auth:signUp.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
