import { Alert, Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/navigation/paths';
import { AuthCard } from '../../../components/account/auth-card';
import { AlertIcon } from '../../../components/icons';

/** A social sign-in that cannot go on (not this browser's, spent or expired): spec 2 section 8's "cannot sign in". */
export function SocialRefused() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('auth:signIn.title')} icon={<AlertIcon size={28} />}>
      <Alert color="red" icon={<AlertIcon size={20} />} role="alert">
        {t('errors:SOCIAL_SIGNIN_FAILED')}
      </Alert>
      <Anchor component={Link} to={paths.signIn} ta="center">
        {t('signupUi:social.backToSignIn')}
      </Anchor>
    </AuthCard>
  );
}
