import { Badge, Button, Container, Flex, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { PackingList } from '@songdee/shared/packing/packing.schema';
import type { PackingListStatusKey } from '@songdee/shared/reference/status-keys';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { paths } from '../../../app/navigation/paths';
import { EmptyState } from '../../../components/empty-state';
import { ArrowLeftIcon, ParcelIcon, UserIcon } from '../../../components/icons';
import { PageHeader } from '../../../components/layout/page-header';
import { formatDateTime } from '../../../lib/format';
import { apiErrorMessage } from '../../../lib/notify';
import { useSellerStore } from '../../../lib/seller-store';
import { usePackingList } from '../api/use-packing';
import { packingScreenFor } from '../packing-screens';
import { safeReturnPage } from './pack-rules';

const STATUS_COLORS: Record<PackingListStatusKey, string> = {
  COUNTING: 'gray',
  WAITING_FOR_PACKING: 'blue',
  WAITING_FOR_SHIPMENT_ORDER: 'indigo',
  WAITING_FOR_SHIPMENT_ORDER_EDIT: 'orange',
  PACKED: 'teal',
  DONE: 'green',
};

/** Where "back" leads: the page the list was opened from (returnPage), else the pending (or history) list. */
export function usePackReturn(history = false) {
  const { storeUri } = useSellerStore();
  const [params] = useSearchParams();
  const returnPage = safeReturnPage(params.get('returnPage'));
  const list = history ? paths.storePackingHistory(storeUri) : paths.storePackingPending(storeUri);
  return { returnPage, backTo: returnPage ?? list, list };
}

/** What a screen inside the frame works with: the store, and where "back" and a finished step lead. */
export interface PackStep {
  storeId: string;
  returnPage: string | undefined;
  backTo: string;
}

interface PackScreenProps {
  /** The list shown; the route's `packingListId` unless given. */
  listId?: string;
  /** Which screen: names its title and description (`packingUi:<screen>`). */
  screen: 'boxes' | 'weigh' | 'done' | 'view';
  /** The statuses this screen works on; a list in any other goes to its own screen. Omitted: any (read-only view). */
  statuses?: readonly PackingListStatusKey[];
  /** The view screen belongs to the history; the others to the pending list. */
  history?: boolean;
  children: (list: PackingList, step: PackStep) => ReactNode;
}

/**
 * The frame of the boxes, weigh, done and view screens: breadcrumb from the packing list, title, the list's
 * code, status, sender and counts, then the screen. Loading, a missing list and a list in another status
 * are handled here once.
 */
export function PackScreen({ listId: givenId, screen, statuses, history = false, children }: PackScreenProps) {
  const { packingListId } = useParams();
  const listId = givenId ?? packingListId;
  const { t } = useTranslation();
  const title = t(`packingUi:${screen}.title`);
  const description = t(`packingUi:${screen}.description`);
  const { storeId } = useSellerStore();
  const query = usePackingList(storeId, listId);
  const { returnPage, backTo, list: listPage } = usePackReturn(history);
  const crumbs = [{ label: t('common:menu.packing'), to: listPage }, { label: title }];

  let body: ReactNode;
  if (!listId || query.isError) {
    body = (
      <Paper withBorder radius="lg" p="lg">
        <EmptyState
          text={query.isError ? apiErrorMessage(query.error) : t('packingUi:screen.notFound')}
          action={
            <Button component={Link} to={backTo} variant="default" leftSection={<ArrowLeftIcon size={16} />}>
              {t('packingUi:actions.back')}
            </Button>
          }
        />
      </Paper>
    );
  } else if (query.isPending) {
    body = (
      <Stack gap="md" aria-busy="true">
        <Skeleton h={64} radius="lg" />
        <Skeleton h={220} radius="lg" />
      </Stack>
    );
  } else if (statuses && !statuses.includes(query.data.status.referenceKey)) {
    return <Navigate to={packingScreenFor(query.data.status.referenceKey, query.data.id, returnPage)} replace />;
  } else {
    body = (
      <>
        <PackListBar list={query.data} />
        {children(query.data, { storeId, returnPage, backTo })}
      </>
    );
  }

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <PageHeader title={title} description={description} crumbs={crumbs} />
        {body}
      </Stack>
    </Container>
  );
}

/** A route's page of one step of the flow: the frame with the screen drawing the list it loaded. */
export function packStepPage(
  screen: 'boxes' | 'weigh' | 'done',
  statuses: readonly PackingListStatusKey[],
  Screen: ComponentType<{ list: PackingList; step: PackStep }>,
) {
  return function PackStepPage() {
    return (
      <PackScreen screen={screen} statuses={statuses}>
        {(list, step) => <Screen list={list} step={step} />}
      </PackScreen>
    );
  };
}

/** Code, status, counts, sender and last change of the list, in one strip. */
function PackListBar({ list }: { list: PackingList }) {
  const { t } = useTranslation();
  const boxes = list.orders.reduce((n, o) => n + o.packs.length, 0);
  return (
    <Paper withBorder radius="lg" px={{ base: 'sm', sm: 'lg' }} py="sm" bg="gray.0" data-testid="packing-bar">
      <Group justify="space-between" gap="sm">
        <Group gap="sm">
          <ParcelIcon size={22} style={{ color: 'var(--mantine-color-postBlue-6)' }} />
          <Text fw={700} fz="lg" data-testid="packing-code">
            {list.packingCode}
          </Text>
          <Badge color={STATUS_COLORS[list.status.referenceKey]} variant="light" radius="sm" tt="none" data-testid="packing-status">
            {t(`reference:statuses.packingList.${list.status.referenceKey}`)}
          </Badge>
        </Group>
        <Group gap="md" fz="sm">
          <Text fz="sm">{t('packingUi:screen.counts', { orders: list.orders.length, boxes })}</Text>
          <Group gap={4} wrap="nowrap">
            <UserIcon size={16} style={{ color: 'var(--mantine-color-dimmed)' }} />
            <Text fz="sm" data-testid="packing-sender-name">
              {list.senderName ?? t('packingUi:screen.noSender')}
            </Text>
          </Group>
          <Text fz="sm" c="dimmed">
            {t('packingUi:screen.updated', { date: formatDateTime(list.updatedDate) })}
          </Text>
        </Group>
      </Group>
    </Paper>
  );
}

/** The buttons under a screen: back on the left, the screen's own actions on the right (wrapping on a phone). */
export function PackActions({ backTo, children }: { backTo: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p="sm" data-testid="packing-actions">
      {/* On a phone the buttons stack full width, the screen's own first and back last. */}
      <Flex direction={{ base: 'column-reverse', sm: 'row' }} justify="space-between" gap="sm">
        <Button component={Link} to={backTo} variant="default" leftSection={<ArrowLeftIcon size={16} />} data-testid="packing-back">
          {t('packingUi:actions.back')}
        </Button>
        <Flex direction={{ base: 'column', sm: 'row' }} gap="sm" justify="flex-end" wrap="wrap">
          {children}
        </Flex>
      </Flex>
    </Paper>
  );
}
