import { Alert, Button } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../app/navigation/paths';
import { EditIcon, ParcelIcon } from '../../../components/icons';
import { CardPaymentResult } from '../../../components/payments/card-payment-result';
import { paymentOutcome, readPaymentReturn, useCardPaymentVerdict } from '../../../lib/card-payment-return';
import { queryKeys } from '../../../lib/query-keys';
import { useShippingStore } from '../../../lib/shipping-store';
import { usePayReserve, useReserve } from '../api/use-reserves';
import { ReserveDetails } from '../components/reserve-details';
import { Loaded, ReservePage } from '../components/reserve-page';

/**
 * /stores/reserve/view?reserveId (spec 2 "Reserve delivery"): the reservation read-only, the paid text and payment
 * information, the collect-by date, and "pay" while the server's `actions.canPay` allows it (the signed form goes
 * to the card gateway, which sends the seller back here with its result for the server to verify).
 */
export function ReserveViewPage() {
  const { t } = useTranslation();
  const { storeId } = useShippingStore();
  const [params] = useSearchParams();
  const reserveId = params.get('reserveId') || null;
  const reserve = useReserve(storeId, reserveId);
  const pay = usePayReserve(storeId);
  const queryClient = useQueryClient();
  const returned = readPaymentReturn(params);
  const verdict = useCardPaymentVerdict(returned);
  // Once the server has judged the gateway's return, the reservation is read again so it shows the payment.
  useEffect(() => {
    if (verdict.data) void queryClient.invalidateQueries({ queryKey: queryKeys.reserves.scope(storeId) });
  }, [verdict.data, queryClient, storeId]);

  const data = reserve.data;
  const title = data ? t('reserveUi:view.title', { code: data.code }) : t('reserveUi:view.titleLoading');
  const paying = pay.isPending || pay.isSuccess;

  return (
    <ReservePage
      title={title}
      description={t('reserveUi:view.description')}
      crumbs={[{ label: t('reserveUi:list.title'), to: paths.reserve }, { label: title }]}
      actions={
        data ? (
          <>
            {data.actions.canEdit ? (
              <Button
                component={Link}
                to={paths.reserveManage(data.id)}
                variant="default"
                leftSection={<EditIcon size={16} />}
                data-testid="edit-reserve"
              >
                {t('reserveUi:view.edit')}
              </Button>
            ) : null}
            {data.actions.canPay ? (
              <Button color="postRed" onClick={() => pay.mutate(data.id)} loading={paying} data-testid="pay-reserve">
                {t('reserveUi:view.pay')}
              </Button>
            ) : null}
          </>
        ) : null
      }
      back={{ to: paths.reserve, label: t('reserveUi:manage.backToList') }}
      footer={
        data?.confirmedAt ? (
          <Button component={Link} to={paths.stockBarcode} variant="light" leftSection={<ParcelIcon size={16} />} data-testid="to-stock">
            {t('reserveUi:view.toStock')}
          </Button>
        ) : null
      }
    >
      {returned ? (
        <CardPaymentResult
          returned={returned}
          verdict={verdict}
          outcome={paymentOutcome(returned.payment, verdict.data ?? null)}
          paidMessage={t('reserveUi:view.paidMessage')}
        />
      ) : null}
      {reserveId ? (
        <Loaded query={reserve}>{(loaded) => <ReserveDetails reserve={loaded} />}</Loaded>
      ) : (
        <Alert color="red">{t('errors:NOT_FOUND')}</Alert>
      )}
    </ReservePage>
  );
}
