import { Alert, Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { paths } from './paths';

interface UnknownRouteState {
  unknownRoute?: string;
}

/**
 * An unknown URL goes to main (spec 1 section 2) and says so there: nothing lands on the home page
 * without a word. The spec's abstract parents (/admin, /stores) have no screen and come here too.
 */
export function UnknownRouteRedirect() {
  const { pathname, search } = useLocation();
  const state: UnknownRouteState = { unknownRoute: `${pathname}${search}` };
  return <Navigate to={paths.main} replace state={state} />;
}

/** On main after an unknown URL: which address was not found, until closed. */
export function UnknownRouteNotice() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const from = (location.state as UnknownRouteState | null)?.unknownRoute;
  if (!from) return null;
  return (
    <Container size="xl" pt="md">
      <Alert
        color="yellow"
        radius="md"
        title={t('common:unknownRoute.title')}
        withCloseButton
        closeButtonLabel={t('common:unknownRoute.close')}
        onClose={() => navigate(location.pathname, { replace: true, state: null })}
        data-testid="unknown-route-notice"
      >
        {t('common:unknownRoute.message', { path: from })}
      </Alert>
    </Container>
  );
}

/**
 * A spec route that names the same screen as one of ours under another path: goes there, keeping the query and
 * filling `:params` of `to` from the matched route's own.
 */
export function SameScreenRedirect({ to }: { to: string }) {
  const params = useParams();
  const { search } = useLocation();
  const target = to.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  return <Navigate to={`${target}${search}`} replace />;
}
