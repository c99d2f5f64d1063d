import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { statusName } from '../../../lib/i18n-keys';

/** CONFIRM_FOR_RESERVE shows success, any other status danger (spec 2 section 4); the name is the reference catalog's. */
export function ReserveStatusBadge({ statusKey }: { statusKey: string }) {
  const { t } = useTranslation();
  const tone = statusKey === 'CONFIRM_FOR_RESERVE' ? 'success' : 'danger';
  return (
    <Badge
      color={tone === 'success' ? 'green' : 'red'}
      variant="light"
      radius="sm"
      style={{ whiteSpace: 'nowrap' }}
      data-testid="reserve-status"
      data-status={statusKey}
      data-tone={tone}
    >
      {statusName(t, 'reserve', statusKey)}
    </Badge>
  );
}

/** Paid or unpaid (spec 2 section 4: payment status 000 is paid, anything else unpaid). */
export function ReservePaymentBadge({ paid }: { paid: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge
      color={paid ? 'teal' : 'gray'}
      variant="dot"
      radius="sm"
      style={{ whiteSpace: 'nowrap' }}
      data-testid="reserve-payment"
      data-payment={paid ? 'paid' : 'unpaid'}
    >
      {t(paid ? 'reserveUi:payment.paid' : 'reserveUi:payment.unpaid')}
    </Badge>
  );
}
