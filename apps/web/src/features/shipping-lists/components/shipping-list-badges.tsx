import { Badge, Group } from '@mantine/core';
import type { ShippingListSummary } from '@songdee/shared/shipping-list/shipping-list.schema';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../components/status-badge';
import { formatDate } from '../../../lib/format';
import { POST_JOB_STATE_COLOR, postJobState } from './post-job-view';

/** Paid, not paid, or expired (a confirmed list unpaid 10 minutes after confirming). */
function PaymentBadge({ list }: { list: Pick<ShippingListSummary, 'statusPayment' | 'isExpired'> }) {
  const { t } = useTranslation();
  const key = list.statusPayment ? 'paid' : list.isExpired ? 'expired' : 'unpaid';
  const color = { paid: 'teal', expired: 'red', unpaid: 'gray' }[key];
  return (
    <Badge color={color} variant="dot" radius="sm" style={{ whiteSpace: 'nowrap' }} data-testid="payment-status" data-payment={key}>
      {t(`shippingListUi:payment.${key}`)}
    </Badge>
  );
}

/** The pick-up answer, shown only once a pick-up was booked. */
function PostJobBadge({ list }: { list: Pick<ShippingListSummary, 'postJobStatus' | 'postJobDate'> }) {
  const { t } = useTranslation();
  const state = postJobState(
    list.postJobStatus === null ? null : { status: list.postJobStatus, appointDate: list.postJobDate ?? '' },
    new Date(),
  );
  if (state === 'none') return null;
  return (
    <Badge color={POST_JOB_STATE_COLOR[state]} variant="light" radius="sm" tt="none" data-testid="post-job-status" data-state={state}>
      {t(`shippingListUi:postJob.status.${state}`)}
    </Badge>
  );
}

/** Handed over (SentPos): the post office has received every parcel, on this day. */
function HandedOverBadge({ list }: { list: Pick<ShippingListSummary, 'sentPos' | 'sentPosDate'> }) {
  const { t } = useTranslation();
  if (!list.sentPos) return null;
  return (
    <Badge color="indigo" variant="light" radius="sm" tt="none" style={{ whiteSpace: 'nowrap' }} data-testid="handed-over">
      {t('shippingListUi:history.handedOver', { date: list.sentPosDate ? formatDate(list.sentPosDate) : '' })}
    </Badge>
  );
}

export function ListBadges({ list }: { list: ShippingListSummary }) {
  return (
    <Group gap={6}>
      <StatusBadge kind="shippingList" statusKey={list.status.referenceKey} />
      <PaymentBadge list={list} />
      <PostJobBadge list={list} />
      <HandedOverBadge list={list} />
    </Group>
  );
}
