import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { type SocialConnectInput, socialConnectInputSchema } from '@songdee/shared/auth/social.schema';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { landingPathFor } from '../../../app/navigation/menus';
import { useAuthForm } from '../../../components/account-form';
import { AuthCard } from '../../../components/auth-card';
import { LockIcon } from '../../../components/icons';
import { isApiError } from '../../../lib/api-client';
import { usePendingIdentity, useSocialConnect } from '../api/social-api';
import { SocialRefused } from '../components/social-refused';

/** /social-connect?email&id: the provider's e-mail has an account; its password, once, links the two (spec 2 section 2). */
export function SocialConnectPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const pending = usePendingIdentity(id);
  const connect = useSocialConnect();
  const { form, field, submit, showServerError } = useAuthForm<SocialConnectInput>(socialConnectInputSchema, { id, password: '' });
  const name = pending.data?.providerName ?? '';

  if (pending.isError || id === '') return <SocialRefused />;

  const onValid = (input: SocialConnectInput) =>
    connect.mutate(input, {
      onSuccess: (user) => navigate(user ? landingPathFor(user, null) : '/', { replace: true }),
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
          <Button type="submit" size="md" fullWidth loading={connect.isPending} disabled={!pending.data}>
            {t('signupUi:connect.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
