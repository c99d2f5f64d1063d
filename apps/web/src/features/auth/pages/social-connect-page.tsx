import { PasswordInput, Stack, TextInput } from '@mantine/core';
import { type SocialConnectInput, socialConnectInputSchema } from '@songdee/shared/auth/social.schema';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAuthForm } from '../../../components/account/account-form';
import { AuthCard, AuthSubmit } from '../../../components/account/auth-card';
import { LockIcon } from '../../../components/icons';
import { isApiError } from '../../../lib/api-client';
import { useSocialConnect } from '../api/social-api';
import { SocialRefused } from '../components/social-refused';
import { usePendingSignIn } from '../components/use-pending-sign-in';

/** /social-connect?email&id: the provider's e-mail has an account; its password, once, links the two (spec 2 section 2). */
export function SocialConnectPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { id, pending, land } = usePendingSignIn();
  const connect = useSocialConnect();
  const { form, field, submit, showServerError } = useAuthForm<SocialConnectInput>(socialConnectInputSchema, { id, password: '' });
  const name = pending.data?.providerName ?? '';

  if (pending.isError || id === '') return <SocialRefused />;

  const onValid = (input: SocialConnectInput) =>
    connect.mutate(input, {
      onSuccess: land,
      onError: (error) => {
        if (isApiError(error, 'WRONG_PASSWORD')) return form.setError('password', { message: t('errors:WRONG_PASSWORD') });
        showServerError(error);
      },
    });

  return (
    <AuthCard
      title={t('signupUi:connect.title', { name })}
      description={t('signupUi:connect.description', { name })}
      icon={<LockIcon size={28} />}
    >
      <form noValidate onSubmit={submit(onValid)}>
        <Stack gap="md">
          <TextInput label={t('auth:fields.email')} value={pending.data?.email ?? params.get('email') ?? ''} readOnly variant="filled" />
          <PasswordInput
            label={t('auth:fields.password')}
            autoComplete="current-password"
            data-testid="connect-password"
            {...field('password')}
          />
          <AuthSubmit loading={connect.isPending} disabled={!pending.data}>
            {t('signupUi:connect.submit')}
          </AuthSubmit>
        </Stack>
      </form>
    </AuthCard>
  );
}
