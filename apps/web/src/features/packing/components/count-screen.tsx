import { Alert, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { PackingListStatusKey } from '@songdee/shared/reference/status-keys';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowLeftIcon, CheckIcon } from '../../../components/icons';
import { PageFrame } from '../../../components/layout/page-frame';
import type { Crumb } from '../../../components/layout/page-header';
import { apiErrorMessage } from '../../../lib/notify';
import type { PackingList } from '../api/packing-api';
import { usePackingList } from '../api/use-packing';
import { packingScreenFor } from '../packing-screens';
import { type CountForm, useCountForm } from './count-form';
import { CountOrdersTable } from './count-orders-table';
import { CountSummaryTable } from './count-summary-table';
import { PackingListStatusBadge } from './packing-list-status-badge';
import { ScanBox } from './scan-box';

interface CountScreenProps {
  storeId: string;
  listId: string | undefined;
  /** The screen's texts: `{texts}.title` and `{texts}.description`. */
  texts: 'pickingUi:pick' | 'pickingUi:summary';
  crumbs: Crumb[];
  onBack: () => void;
  /** After "confirm" (the list is WAITING_FOR_PACKING): on to the boxes. */
  onConfirmed: (list: PackingList) => void;
  /** Buttons before "save draft" (the summary's "select orders"). */
  extraActions?: (list: PackingList, form: CountForm) => ReactNode;
}

/**
 * Pick item and the packing summary (spec 1 sections 2 and 4): the list's products to pack vs packed, its
 * orders with a count per item, and back / save draft / confirm. Confirm is hidden once the list is past
 * counting (PACKED and after), and the inputs become read-only.
 */
export function CountScreen({ storeId, listId, texts, crumbs, onBack, onConfirmed, extraActions }: CountScreenProps) {
  const { t } = useTranslation();
  const list = usePackingList(storeId, listId);
  return (
    <PageFrame title={t(`${texts}.title`)} description={t(`${texts}.description`)} crumbs={crumbs}>
      {!listId || list.isError ? (
        <Alert color="red" data-testid="count-error">
          {listId ? apiErrorMessage(list.error) : apiErrorMessage(null)}
        </Alert>
      ) : list.isPending ? (
        <Skeleton h={360} radius="lg" />
      ) : (
        <CountBody
          key={list.data.id}
          storeId={storeId}
          list={list.data}
          onBack={onBack}
          onConfirmed={onConfirmed}
          extraActions={extraActions}
        />
      )}
    </PageFrame>
  );
}

function CountBody({
  storeId,
  list,
  onBack,
  onConfirmed,
  extraActions,
}: Pick<CountScreenProps, 'storeId' | 'onBack' | 'onConfirmed' | 'extraActions'> & { list: PackingList }) {
  const { t } = useTranslation();
  const form = useCountForm(storeId, list, onConfirmed);
  return (
    <Stack gap="lg">
      <Group gap="sm" data-testid="count-heading">
        <Text fw={700} fz="lg" data-testid="packing-code">
          {list.packingCode}
        </Text>
        <PackingListStatusBadge status={list.status} />
        <Text fz="sm" c="dimmed">
          {t('pickingUi:count.orderCount', { count: list.orders.length })}
        </Text>
      </Group>
      {form.readOnly ? (
        <Alert color="blue" data-testid="count-locked">
          <Group justify="space-between" gap="sm">
            <Text fz="sm">{t('pickingUi:count.locked', { status: list.status.name })}</Text>
            <Button size="xs" component={Link} to={packingScreenFor(list.status.referenceKey as PackingListStatusKey, list.id)}>
              {t('pickingUi:count.continue')}
            </Button>
          </Group>
        </Alert>
      ) : null}
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
        <Title order={2} fz="lg" mb="sm">
          {t('pickingUi:count.summaryTitle')}
        </Title>
        <CountSummaryTable rows={form.summary} />
      </Paper>
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
        <Title order={2} fz="lg" mb="sm">
          {t('pickingUi:count.ordersTitle')}
        </Title>
        {form.readOnly ? null : <ScanBox orders={list.orders} form={form} />}
        <CountOrdersTable storeId={storeId} orders={list.orders} form={form} />
      </Paper>
      <Group justify="space-between" gap="sm">
        <Button variant="default" leftSection={<ArrowLeftIcon size={16} />} onClick={onBack} data-testid="count-back">
          {t('common:actions.back')}
        </Button>
        <Group gap="sm">
          {extraActions?.(list, form)}
          {form.readOnly ? null : (
            <>
              <Button variant="light" onClick={form.saveDraft} loading={form.isSaving} data-testid="count-save-draft">
                {t('pickingUi:count.saveDraft')}
              </Button>
              <Button leftSection={<CheckIcon size={16} />} onClick={form.confirm} loading={form.isSaving} data-testid="count-confirm">
                {t('pickingUi:count.confirm')}
              </Button>
            </>
          )}
        </Group>
      </Group>
    </Stack>
  );
}
