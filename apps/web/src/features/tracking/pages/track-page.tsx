import { Alert, Badge, Container, Group, Paper, Skeleton, Stack, Text, ThemeIcon, Timeline, Title } from '@mantine/core';
import type { PublicTracking } from '@songdee/shared/mailing/public-tracking.schema';
import type { MailingStatusKey } from '@songdee/shared/reference/status-keys';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { MapPinIcon, ParcelIcon, StoreIcon, TruckIcon } from '../../../components/icons';
import { TrackSearch } from '../../../components/tracking/track-search';
import { isApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { apiErrorMessage } from '../../../lib/notify';
import { useParcelTracking } from '../api/use-tracking';

/** The parcel's status colours: waiting, on a hand-over list, delivered, withdrawn. */
const STATUS_COLORS: Record<MailingStatusKey, string> = {
  WAITING_FOR_DELIVERY: 'yellow',
  DURING_DELIVERY_NOTE: 'blue',
  DELIVERED: 'teal',
  CANCELLED: 'red',
};

/** The statuses a buyer is told as such: the parcel's journey has ended. */
const FINAL_STATUSES: readonly MailingStatusKey[] = ['DELIVERED', 'CANCELLED'];

function ParcelSummary({ parcel }: { parcel: PublicTracking }) {
  const { t } = useTranslation();
  const latest = parcel.events[0];
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} data-testid="track-summary">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Text fz="xs" c="dimmed" fw={600}>
              {t('common:track.searchLabel')}
            </Text>
            <Text ff="monospace" fz={{ base: 'lg', sm: 'xl' }} fw={700} data-testid="track-barcode" style={{ wordBreak: 'break-all' }}>
              {parcel.barcode}
            </Text>
          </div>
          {/* The seller's own steps (waiting, on a hand-over list) would contradict the post's newer news: the badge
              shows only an end (delivered, withdrawn), or stands in while the post has said nothing. */}
          {!latest || FINAL_STATUSES.includes(parcel.status.referenceKey) ? (
            <Badge
              color={STATUS_COLORS[parcel.status.referenceKey]}
              variant="light"
              radius="sm"
              size="lg"
              data-testid="track-status"
              data-status={parcel.status.referenceKey}
            >
              {parcel.status.name}
            </Badge>
          ) : null}
        </Group>
        <div>
          <Text fz="xs" c="dimmed" fw={600}>
            {t('common:track.status')}
          </Text>
          <Text fz={{ base: 'xl', sm: 26 }} fw={700} lh={1.3} data-testid="track-latest">
            {latest ? latest.name : parcel.status.name}
          </Text>
          {latest ? (
            <Text fz="sm" c="dimmed">
              {formatDateTime(latest.date)}
              {latest.location ? ` · ${latest.location}` : ''}
            </Text>
          ) : null}
        </div>
        <Group gap="lg" mt={4}>
          <Group gap={6} wrap="nowrap">
            <StoreIcon size={16} aria-hidden />
            <Text fz="sm" data-testid="track-store">
              {t('common:track.sentBy', { store: parcel.storeName })}
            </Text>
          </Group>
          <Group gap={6} wrap="nowrap">
            <TruckIcon size={16} aria-hidden />
            <Text fz="sm">
              {t('common:track.service')}: {parcel.service}
            </Text>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}

function ParcelEvents({ parcel }: { parcel: PublicTracking }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Title order={2} fz="lg" mb="md">
        {t('common:track.events')}
      </Title>
      {parcel.events.length === 0 ? (
        <Text c="dimmed" data-testid="track-no-events">
          {t('common:track.noEvents')}
        </Text>
      ) : (
        // Newest first, as the server answers: the latest step is the first and the only one highlighted.
        <Timeline active={0} bulletSize={22} lineWidth={2} color="postBlue" data-testid="track-events">
          {parcel.events.map((event, index) => (
            <Timeline.Item
              key={`${event.date}-${event.code}`}
              bullet={index === 0 ? <ParcelIcon size={12} aria-hidden /> : null}
              title={
                <Text fw={index === 0 ? 700 : 600} fz="md" component="span">
                  {event.name}
                </Text>
              }
              data-testid="track-event"
              data-code={event.code}
              data-date={event.date}
            >
              <Text fz="sm" c="dark.3">
                {formatDateTime(event.date)}
              </Text>
              {event.location ? (
                <Group gap={4} wrap="nowrap">
                  <MapPinIcon size={14} aria-hidden />
                  <Text fz="sm" c="dark.3">
                    {event.location}
                  </Text>
                </Group>
              ) : null}
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Paper>
  );
}

function NotFound() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p="xl" data-testid="track-not-found">
      <Stack align="center" gap="xs" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="postBlue">
          <ParcelIcon size={28} aria-hidden />
        </ThemeIcon>
        <Title order={2} fz="lg">
          {t('common:track.notFoundTitle')}
        </Title>
        <Text c="dimmed" maw={460}>
          {t('common:track.notFound')}
        </Text>
      </Stack>
    </Paper>
  );
}

function ParcelTracking({ barcode }: { barcode: string }) {
  const { t } = useTranslation();
  const tracking = useParcelTracking(barcode);
  if (tracking.isPending)
    return (
      <Stack gap="lg" aria-busy="true">
        <Skeleton h={180} radius="lg" />
        <Skeleton h={240} radius="lg" />
      </Stack>
    );
  if (tracking.isError)
    return isApiError(tracking.error, 'PARCEL_NOT_FOUND') ? (
      <NotFound />
    ) : (
      <Alert color="red" data-testid="track-error">
        {apiErrorMessage(tracking.error)}
      </Alert>
    );
  return (
    <Stack gap="lg">
      <ParcelSummary parcel={tracking.data} />
      <ParcelEvents parcel={tracking.data} />
      <Text fz="xs" c="dimmed" ta="center">
        {t('common:track.privacy')}
      </Text>
    </Stack>
  );
}

/**
 * /track/{barcode}: a parcel's status and its steps, newest first, for anyone holding the barcode (its label's QR
 * code opens it); /track alone: the search box. Public, no sign-in; nothing about the recipient.
 */
export function TrackPage() {
  const { t } = useTranslation();
  const { barcode = '' } = useParams();
  return (
    <Container size="md" py={{ base: 'lg', sm: 32 }} w="100%">
      <Stack gap="lg">
        <div>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {t('common:track.title')}
          </Title>
          <Text c="dimmed">{t('common:track.description')}</Text>
        </div>
        {/* Keyed by the barcode: a search from this page starts the next page's box afresh. */}
        <TrackSearch key={barcode} initial={barcode} testId="page" />
        {barcode ? <ParcelTracking barcode={barcode} /> : null}
      </Stack>
    </Container>
  );
}
