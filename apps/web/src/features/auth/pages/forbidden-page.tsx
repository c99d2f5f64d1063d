import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../../components/account/auth-card';
import { ShieldIcon } from '../../../components/icons';
import { MainOrSignIn } from '../components/main-or-sign-in';

/** 403 (spec 2 section 2): not allowed; contact the admin or sign in; links to sign in and main. */
export function ForbiddenPage() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('auth:forbidden.title')} icon={<ShieldIcon size={30} />} iconColor="postBlue">
      <Text ta="center" data-testid="forbidden-message">
        {t('auth:forbidden.message')}
      </Text>
      <MainOrSignIn signInLabel={t('common:header.signIn')} />
    </AuthCard>
  );
}
