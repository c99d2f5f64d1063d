import { Alert } from '@mantine/core';
import type { TrackingHold } from '@songdee/shared/mailing/mailing.schema';
import { useTranslation } from 'react-i18next';
import { AlertIcon } from '../../../components/icons';
import { formatDateTime } from '../../../lib/format';
import { useTrackingState } from '../api/use-mailings';

/** The sentence for a hold: the daily quota (resumes the next day) or the postal service's back-off (resumes at a time). */
function useTrackingHoldText() {
  const { t } = useTranslation();
  return (hold: TrackingHold) =>
    hold.reason === 'DAILY_QUOTA' ? t('mailingUi:track.quotaHeld') : t('mailingUi:track.rateLimited', { time: formatDateTime(hold.until) });
}

/**
 * Tells the seller when tracking is held back (the postal service's daily quota is spent, or it asked us to slow down),
 * so statuses that stop moving are not taken for parcels that stopped moving. Nothing when syncing runs.
 */
export function TrackingHoldNotice({ storeId }: { storeId: string }) {
  const text = useTrackingHoldText();
  const state = useTrackingState(storeId);
  const hold = state.data?.hold;
  if (!hold) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<AlertIcon size={18} />}
      role="status"
      data-testid="tracking-hold"
      data-reason={hold.reason}
    >
      {text(hold)}
    </Alert>
  );
}
