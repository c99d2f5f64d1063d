import { Button, Container, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../app/navigation/paths';
import { EmptyState } from './empty-state';

/**
 * A screen of the spec that is not built yet: it says so instead of landing silently on the home page,
 * and its menu item stays hidden (app/navigation/menus.ts, NOT_BUILT_YET).
 */
export function NotYetPage() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py="xl" data-testid="not-yet-page">
      <Title order={1} ta="center">
        {t('common:notYet.title')}
      </Title>
      <EmptyState
        text={t('common:notYet.message')}
        action={
          <Button component={Link} to={paths.main} variant="default">
            {t('common:actions.toMain')}
          </Button>
        }
      />
    </Container>
  );
}
