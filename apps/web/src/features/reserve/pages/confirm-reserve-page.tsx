import { Alert, Button, Container, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '../../../app/navigation/paths';
import { confirmAction } from '../../../components/confirm-dialog';
import { ListSkeleton } from '../../../components/empty-state';
import { ArrowLeftIcon, CheckIcon } from '../../../components/icons';
import { PageHeader } from '../../../components/page-header';
import { apiErrorMessage, notifyApiError, notifySuccess } from '../../../lib/notify';
import type { Reserve } from '../api/reserves-api';
import { useConfirmReserve, usePostOfficeReserve } from '../api/use-reserves';
import { ReserveDetails } from '../components/reserve-details';
import { boxesOf } from '../components/reserve-form';

/**
 * /confirmreserve/{reserveid} (spec 2 "Post-office admin area"): the reservation with its store, and "confirm the
 * hand-over" behind a confirmation dialog (PUT /api/confirmreserves/{id}/Confirm: CONFIRM_FOR_RESERVE and the
 * store's stock grows by sets x 10 per size). A confirmed one is shown read-only.
 */
export function ConfirmReservePage() {
  const { t } = useTranslation();
  const { reserveid = '' } = useParams();
  const reserve = usePostOfficeReserve(reserveid);
  const confirm = useConfirmReserve();
  const data = reserve.data;
  const title = data ? t('reserveUi:postOffice.title', { code: data.code }) : t('reserveUi:view.titleLoading');

  const askConfirm = (target: Reserve) =>
    confirmAction({
      title: t('reserveUi:postOffice.confirmTitle'),
      message: t('reserveUi:postOffice.confirmMessage', { boxes: boxesOf(target.totalQty), store: target.storeName }),
      confirmLabel: t('reserveUi:postOffice.confirm'),
      danger: false,
      onConfirm: () =>
        confirm.mutate(target.id, {
          onSuccess: (done) => notifySuccess(t('reserveUi:postOffice.confirmed', { code: done.code, boxes: boxesOf(done.totalQty) })),
          // Confirmed meanwhile (by another clerk) or refused: the server's words, then what is true now.
          onError: (error) => {
            notifyApiError(error);
            void reserve.refetch();
          },
        }),
    });

  return (
    <Container size="md" py={{ base: 'lg', sm: 32 }}>
      <Stack gap="lg">
        <PageHeader
          title={title}
          crumbs={[{ label: t('reserveUi:postOffice.listTitle'), to: paths.confirmReserveList }, { label: title }]}
          actions={
            data?.actions.canConfirm ? (
              <Button
                color="green"
                leftSection={<CheckIcon size={16} />}
                onClick={() => askConfirm(data)}
                loading={confirm.isPending}
                data-testid="confirm-reserve"
              >
                {t('reserveUi:postOffice.confirm')}
              </Button>
            ) : null
          }
        />
        {reserve.isPending ? (
          <ListSkeleton rows={5} height={56} />
        ) : reserve.isError ? (
          <Alert color="red" data-testid="reserve-load-error">
            {apiErrorMessage(reserve.error)}
          </Alert>
        ) : (
          <>
            {/* A confirmed one says so in its details (when, and that the stock grew); an unpaid one cannot be confirmed yet. */}
            {!reserve.data.confirmedAt && !reserve.data.statusPayment ? (
              <Alert color="yellow" data-testid="not-paid">
                {t('reserveUi:postOffice.unpaid')}
              </Alert>
            ) : null}
            <ReserveDetails reserve={reserve.data} withStore />
          </>
        )}
        <Group>
          <Button
            component={Link}
            to={paths.confirmReserveList}
            variant="default"
            leftSection={<ArrowLeftIcon size={16} />}
            data-testid="back-to-list"
          >
            {t('reserveUi:postOffice.backToList')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
