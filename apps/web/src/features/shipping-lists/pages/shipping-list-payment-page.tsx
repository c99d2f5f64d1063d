import { Button, Container, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../app/navigation/paths';
import { CardPaymentResult } from '../../../components/card-payment-result';
import { ArrowLeftIcon, ListIcon, TruckIcon } from '../../../components/icons';
import { PageHeader } from '../../../components/page-header';
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
    <Container size="sm" py={{ base: 'lg', sm: 32 }}>
      <Stack gap="lg">
        <PageHeader title={title} crumbs={[{ label: t('shippingListUi:list.title'), to: paths.shippingLists }, { label: title }]} />
        <CardPaymentResult
          returned={returned}
          verdict={verdict}
          outcome={outcome}
          paidMessage={t('shippingListUi:paymentReturn.paidMessage')}
        />
        <Group justify="center" gap="sm">
          <Button
            component={Link}
            to={paths.shippingLists}
            variant="default"
            leftSection={<ArrowLeftIcon size={16} />}
            data-testid="back-to-list"
          >
            {t('shippingListUi:paymentReturn.toList')}
          </Button>
          {shippingListId && !(returned && verdict.isPending) ? (
            <Button
              component={Link}
              to={paths.shippingListManage(shippingListId)}
              variant="light"
              leftSection={<ListIcon size={16} />}
              data-testid="to-shipping-list"
            >
              {t('shippingListUi:paymentReturn.toShippingList')}
            </Button>
          ) : null}
          {shippingListId && outcome === 'paid' && !verdict.isPending ? (
            <Button
              component={Link}
              to={paths.shippingListPostJob(shippingListId)}
              color="teal"
              leftSection={<TruckIcon size={16} />}
              data-testid="book-pick-up"
            >
              {t('shippingListUi:actions.bookPickUp')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Container>
  );
}
