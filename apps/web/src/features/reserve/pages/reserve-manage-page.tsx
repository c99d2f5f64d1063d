import { Alert, Button, Container, Group, Stack } from '@mantine/core';
import type { Reserve } from '@songdee/shared/reserve/reserve.schema';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../app/navigation/paths';
import { ListSkeleton } from '../../../components/empty-state';
import { ArrowLeftIcon, ListIcon } from '../../../components/icons';
import { PageHeader } from '../../../components/page-header';
import { apiErrorMessage } from '../../../lib/notify';
import { useShippingStore } from '../../../lib/shipping-store';
import { useReservableOptions, useReserve, useReserveOutlets } from '../api/use-reserves';
import { boxChoicesFor, boxChoicesOf } from '../components/reserve-form';
import { ReserveFormView } from '../components/reserve-form-view';

/**
 * /stores/reserve/manage?reserveId (spec 2 "Reserve delivery"; no id creates): the post office, box sizes in sets
 * of ten and the live total. An existing reservation is edited only when the server's `actions.canEdit` says so.
 */
export function ReserveManagePage() {
  const { t } = useTranslation();
  const { storeId } = useShippingStore();
  const [params] = useSearchParams();
  const reserveId = params.get('reserveId') || null;
  const saved = useReserve(storeId, reserveId);
  const options = useReservableOptions();
  const outlets = useReserveOutlets();
  const title = saved.data
    ? t('reserveUi:manage.titleEdit', { code: saved.data.code })
    : reserveId
      ? t('reserveUi:manage.titleLoading')
      : t('reserveUi:manage.titleNew');
  const loadError = saved.error ?? options.error ?? outlets.error;
  const loading = (reserveId !== null && saved.isPending) || options.isPending || outlets.isPending;

  return (
    <Container size="md" py={{ base: 'lg', sm: 32 }}>
      <Stack gap="lg">
        <PageHeader
          title={title}
          description={t('reserveUi:manage.description')}
          crumbs={[{ label: t('reserveUi:list.title'), to: paths.reserve }, { label: title }]}
        />
        {loadError ? (
          <Alert color="red" data-testid="reserve-load-error">
            {apiErrorMessage(loadError)}
          </Alert>
        ) : loading ? (
          <ListSkeleton rows={5} height={56} />
        ) : saved.data && !saved.data.actions.canEdit ? (
          <NotEditable reserve={saved.data} />
        ) : (
          <ReserveFormView
            key={saved.data?.id ?? 'new'}
            storeId={storeId}
            reserve={saved.data ?? null}
            boxes={boxChoicesFor(saved.data ?? null, boxChoicesOf(options.data ?? []))}
            outlets={outlets.data ?? []}
          />
        )}
        <Group>
          <Button
            component={Link}
            to={paths.reserve}
            variant="default"
            leftSection={<ArrowLeftIcon size={16} />}
            data-testid="back-to-list"
          >
            {t('reserveUi:manage.backToList')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}

/** Edit is hidden when the reservation cannot be edited (spec 2 section 4); its details remain. */
function NotEditable({ reserve }: { reserve: Reserve }) {
  const { t } = useTranslation();
  return (
    <Alert color="gray" data-testid="not-editable">
      <Stack gap="xs" align="flex-start">
        {t('reserveUi:manage.notEditable')}
        <Button component={Link} to={paths.reserveView(reserve.id)} size="xs" variant="light" leftSection={<ListIcon size={14} />}>
          {t('reserveUi:list.view')}
        </Button>
      </Stack>
    </Alert>
  );
}
