import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/navigation/paths';
import { AuthCard } from '../../../components/auth-card';
import { ShieldIcon } from '../../../components/icons';

/** 403 (spec 2 section 2): not allowed; contact the admin or sign in; links to sign in and main. */
export function ForbiddenPage() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('auth:forbidden.title')} icon={<ShieldIcon size={30} />} iconColor="postBlue">
      <Text ta="center" data-testid="forbidden-message">
        {t('auth:forbidden.message')}
      </Text>
      <Group grow>
        <Button component={Link} to={paths.main} variant="default">
          {t('common:actions.toMain')}
        </Button>
        <Button component={Link} to={paths.signIn}>
          {t('common:header.signIn')}
        </Button>
      </Group>
    </AuthCard>
  );
}
