import { Badge, Stack, Text } from '@mantine/core';
import type { Mailing } from '@songdee/shared/mailing/mailing.schema';
import { MAILING_STATUS_TONES, type MailingStatusKey, type StatusTone } from '@songdee/shared/reference/status-keys';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';

/** The spec's label colours (spec 2: info, warning, success, danger) in the theme's palette. */
const TONE_COLOURS: Record<StatusTone, string> = { info: 'postBlue', warning: 'orange', success: 'teal', danger: 'red' };

export function MailingStatusBadge({ status }: { status: MailingStatusKey }) {
  const { t } = useTranslation();
  return (
    <Badge
      color={TONE_COLOURS[MAILING_STATUS_TONES[status]]}
      variant="light"
      radius="sm"
      size="md"
      tt="none"
      fw={600}
      style={{ whiteSpace: 'nowrap', overflow: 'visible' }}
      data-testid="mailing-status"
      data-status={status}
    >
      {t(`reference:statuses.mailing.${status}`)}
    </Badge>
  );
}

/** Names follow the UI language even for rows fetched before a language switch. */
export function useMailingText() {
  const { t } = useTranslation();
  return {
    serviceName: (m: Pick<Mailing, 'storeDeliveryOption'>) =>
      t(`reference:deliveryOptions.${m.storeDeliveryOption.id}.name`, { defaultValue: m.storeDeliveryOption.name }),
    trackText: (m: Pick<Mailing, 'trackTraceStatus'>) =>
      m.trackTraceStatus
        ? t(`mailing:trackStatuses.${m.trackTraceStatus.code}`, { defaultValue: m.trackTraceStatus.description })
        : t('mailingUi:track.noScanYet'),
  };
}

/** Status badge with the latest track-and-trace event under it. */
export function TrackCell({ mailing }: { mailing: Mailing }) {
  const { trackText } = useMailingText();
  const date = mailing.trackTraceStatus ? formatDateTime(mailing.trackTraceStatus.date) : null;
  return (
    <Stack gap={2} align="flex-start">
      <MailingStatusBadge status={mailing.status.referenceKey} />
      <Text fz="xs" c="dimmed" data-testid="track-text">
        {trackText(mailing)}
        {date ? ` · ${date}` : ''}
      </Text>
    </Stack>
  );
}
