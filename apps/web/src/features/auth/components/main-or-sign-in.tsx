import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/navigation/paths';

/** The way on from a dead end of the account screens (a 403, a confirmation link that failed): the main page, or sign in. */
export function MainOrSignIn({ signInLabel }: { signInLabel: string }) {
  const { t } = useTranslation();
  return (
    <Group grow>
      <Button component={Link} to={paths.main} variant="default">
        {t('common:actions.toMain')}
      </Button>
      <Button component={Link} to={paths.signIn}>
        {signInLabel}
      </Button>
    </Group>
  );
}
