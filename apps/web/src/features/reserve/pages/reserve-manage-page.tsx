import { Alert, Button, Stack } from '@mantine/core';
import type { Reserve } from '@songdee/shared/reserve/reserve.schema';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/navigation/paths';
import { ListIcon } from '../../../components/icons';
import { useShippingStore } from '../../../lib/shipping-store';
import { useRecordId } from '../../../lib/use-record-id';
import { useReservableOptions, useReserve, useReserveOutlets } from '../api/use-reserves';
import { boxChoicesFor, boxChoicesOf } from '../components/reserve-form';
import { ReserveFormView } from '../components/reserve-form-view';
import { Loaded, ReservePage } from '../components/reserve-page';

/**
 * /stores/reserve/manage?reserveId (spec 2 "Reserve delivery"; no id creates): the post office, box sizes in sets
 * of ten and the live total. An existing reservation is edited only when the server's `actions.canEdit` says so.
 */
export function ReserveManagePage() {
  const { t } = useTranslation();
  const { storeId } = useShippingStore();
  const reserveId = useRecordId('reserveId');
  const saved = useReserve(storeId, reserveId);
  const options = useReservableOptions();
  const outlets = useReserveOutlets();
  const title = saved.data
    ? t('reserveUi:manage.titleEdit', { code: saved.data.code })
    : reserveId
      ? t('reserveUi:manage.titleLoading')
      : t('reserveUi:manage.titleNew');
  // Everything the form needs, loaded together (a new reservation has nothing saved to wait for).
  const needs = {
    isPending: (reserveId !== null && saved.isPending) || options.isPending || outlets.isPending,
    error: saved.error ?? options.error ?? outlets.error,
    data: options.data && outlets.data ? { reserve: saved.data ?? null, options: options.data, outlets: outlets.data } : undefined,
  };

  return (
    <ReservePage
      title={title}
      description={t('reserveUi:manage.description')}
      crumbs={[{ label: t('reserveUi:list.title'), to: paths.reserve }, { label: title }]}
      back={{ to: paths.reserve, label: t('reserveUi:manage.backToList') }}
    >
      <Loaded query={needs}>
        {({ reserve, options: reservable, outlets: offered }) =>
          reserve && !reserve.actions.canEdit ? (
            <NotEditable reserve={reserve} />
          ) : (
            <ReserveFormView
              key={reserve?.id ?? 'new'}
              storeId={storeId}
              reserve={reserve}
              boxes={boxChoicesFor(reserve, boxChoicesOf(reservable))}
              outlets={offered}
            />
          )
        }
      </Loaded>
    </ReservePage>
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
