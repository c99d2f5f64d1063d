import { Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { paths } from '../../../app/navigation/paths';
import { ListIcon, TruckIcon } from '../../../components/icons';
import { PageFrame } from '../../../components/layout/page-frame';
import { BackButton, LinkButton } from '../../../components/link-button';
import { CardPaymentResult } from '../../../components/payments/card-payment-result';
import { paymentOutcome, readPaymentReturn, useCardPaymentVerdict } from '../../../lib/card-payment-return';

/**
 * /stores/shippinglists/payment?shippingListId (the card gateway's return for a shipping list, spec 2 section 4):
 * the server's verdict on the returned fields, never the query's flag, then back to the lists, the list itself
 * and, once paid, its home pick-up.
 */
export function ShippingListPaymentPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const returned = readPaymentReturn(params);
  const verdict = useCardPaymentVerdict(returned);
  const outcome = returned ? paymentOutcome(returned.payment, verdict.data ?? null) : null;
  const shippingListId = verdict.data?.targetKind === 'shippingList' ? verdict.data.targetId : params.get('shippingListId');
  const title = t('common:cardPayment.title');

  return (
    <PageFrame size="sm" title={title} crumbs={[{ label: t('shippingListUi:list.title'), to: paths.shippingLists }, { label: title }]}>
      <CardPaymentResult
        returned={returned}
        verdict={verdict}
        outcome={outcome}
        paidMessage={t('shippingListUi:paymentReturn.paidMessage')}
      />
      <Group justify="center" gap="sm">
        <BackButton to={paths.shippingLists} label={t('shippingListUi:paymentReturn.toList')} />
        {shippingListId && !(returned && verdict.isPending) ? (
          <LinkButton to={paths.shippingListManage(shippingListId)} variant="light" icon={<ListIcon size={16} />} testId="to-shipping-list">
            {t('shippingListUi:paymentReturn.toShippingList')}
          </LinkButton>
        ) : null}
        {shippingListId && outcome === 'paid' && !verdict.isPending ? (
          <LinkButton to={paths.shippingListPostJob(shippingListId)} color="teal" icon={<TruckIcon size={16} />} testId="book-pick-up">
            {t('shippingListUi:actions.bookPickUp')}
          </LinkButton>
        ) : null}
      </Group>
    </PageFrame>
  );
}
