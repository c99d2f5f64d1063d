import { Alert, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { paths } from '../../../app/navigation/paths';
import { confirmAction } from '../../../components/confirm-dialog';
import { CheckIcon } from '../../../components/icons';
import { notifyApiError, notifySuccess } from '../../../lib/notify';
import type { Reserve } from '../api/reserves-api';
import { useConfirmReserve, usePostOfficeReserve } from '../api/use-reserves';
import { ReserveDetails } from '../components/reserve-details';
import { boxesOf } from '../components/reserve-form';
import { Loaded, ReservePage } from '../components/reserve-page';

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
          onSuccess: (done) => notifySuccess('reserveUi:postOffice.confirmed', { code: done.code, boxes: boxesOf(done.totalQty) }),
          // Confirmed meanwhile (by another clerk) or refused: the server's words, then what is true now.
          onError: (error) => {
            notifyApiError(error);
            void reserve.refetch();
          },
        }),
    });

  return (
    <ReservePage
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
      back={{ to: paths.confirmReserveList, label: t('reserveUi:postOffice.backToList') }}
    >
      <Loaded query={reserve}>
        {(loaded) => (
          <>
            {/* A confirmed one says so in its details (when, and that the stock grew); an unpaid one cannot be confirmed yet. */}
            {!loaded.confirmedAt && !loaded.statusPayment ? (
              <Alert color="yellow" data-testid="not-paid">
                {t('reserveUi:postOffice.unpaid')}
              </Alert>
            ) : null}
            <ReserveDetails reserve={loaded} withStore />
          </>
        )}
      </Loaded>
    </ReservePage>
  );
}
