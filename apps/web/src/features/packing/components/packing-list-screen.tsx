import { Button, Group, Paper, SegmentedControl, Stack } from '@mantine/core';
import { PACKING_PAGE_SIZE } from '@songdee/shared/packing/packing.schema';
import { canDeletePacking } from '@songdee/shared/packing/packing-rules';
import type { PackingListStatusKey } from '@songdee/shared/reference/status-keys';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../app/navigation/paths';
import { confirmAction } from '../../../components/confirm-dialog';
import { DataPagination } from '../../../components/data-pagination';
import { EmptyState, ListSkeleton } from '../../../components/empty-state';
import { PlusIcon, TrashIcon } from '../../../components/icons';
import { SearchInput } from '../../../components/search-input';
import { apiErrorMessage, notifyApiError, notifySuccess } from '../../../lib/notify';
import { useSellerStore } from '../../../lib/seller-store';
import type { PackingListRow } from '../api/packing-api';
import { useDeletePackingList, usePackingLists } from '../api/use-packing';
import { packingScreenFor } from '../packing-screens';
import { PackingListTable } from './packing-list-table';
import { PickingPageShell } from './picking-page-shell';

type Tab = 'pending' | 'history';

/**
 * Packing pending and history (spec 1 "Packing screens"): a switch between the two, one search for the packing
 * code or an order code, 10 a page (page and search live in the address). Pending continues a list on the
 * screen of its status and deletes it (asked first) until its first label; history opens the details.
 */
export function PackingListScreen({ tab }: { tab: Tab }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { storeId, storeUri } = useSellerStore();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const searchString = params.get('q') ?? '';
  const lists = usePackingLists(storeId, { tab, page, size: PACKING_PAGE_SIZE, searchString });
  const remove = useDeletePackingList(storeId);
  const rows = lists.data?.contents ?? [];
  const go = (next: { page?: number; q?: string }) => {
    const out = new URLSearchParams();
    const q = next.q ?? searchString;
    if ((next.page ?? page) > 1) out.set('page', String(next.page ?? page));
    if (q) out.set('q', q);
    setParams(out, { replace: true });
  };

  const askDelete = (row: PackingListRow) =>
    confirmAction({
      title: t('pickingUi:lists.deleteTitle'),
      message: t('pickingUi:lists.deleteMessage', { code: row.packingCode }),
      confirmLabel: t('common:actions.delete'),
      onConfirm: () =>
        remove.mutate(row.id, {
          onSuccess: () => {
            notifySuccess(t('pickingUi:lists.deleted', { code: row.packingCode }));
            // The last row of a later page: show the page before.
            if (rows.length === 1 && page > 1) go({ page: page - 1 });
          },
          onError: notifyApiError,
        }),
    });

  const actions = (row: PackingListRow) =>
    tab === 'history' ? (
      <Group justify="flex-end">
        <Button size="xs" variant="default" component={Link} to={paths.packingView(row.id)} data-testid="packing-details">
          {t('pickingUi:lists.details')}
        </Button>
      </Group>
    ) : (
      <Group gap={6} justify="flex-end" wrap="nowrap">
        <Button
          size="xs"
          component={Link}
          to={packingScreenFor(row.status.referenceKey as PackingListStatusKey, row.id, paths.storePackingPending(storeUri))}
          data-testid="packing-continue"
        >
          {t('pickingUi:lists.continue')}
        </Button>
        {canDeletePacking(row.status.referenceKey) ? (
          <Button
            size="xs"
            color="red"
            variant="light"
            leftSection={<TrashIcon size={14} />}
            onClick={() => askDelete(row)}
            data-testid="packing-delete"
          >
            {t('common:actions.delete')}
          </Button>
        ) : null}
      </Group>
    );

  return (
    <PickingPageShell
      title={t('pickingUi:lists.title')}
      description={t('pickingUi:lists.description')}
      crumbs={[{ label: t('pickingUi:lists.title') }]}
      actions={
        <>
          <Button variant="default" component={Link} to={paths.storePicking(storeUri)} data-testid="packing-to-picking">
            {t('pickingUi:lists.picking')}
          </Button>
          <Button leftSection={<PlusIcon size={16} />} component={Link} to={paths.packingSelectOrders} data-testid="packing-new">
            {t('pickingUi:lists.new')}
          </Button>
        </>
      }
    >
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
        <Stack gap="md">
          <Group justify="space-between" gap="sm">
            <SegmentedControl
              value={tab}
              onChange={(value) =>
                navigate(value === 'history' ? paths.storePackingHistory(storeUri) : paths.storePackingPending(storeUri))
              }
              data={[
                { value: 'pending', label: t('pickingUi:lists.pending') },
                { value: 'history', label: t('pickingUi:lists.history') },
              ]}
              data-testid="packing-tabs"
            />
            <SearchInput
              value={searchString}
              placeholder={t('pickingUi:lists.search')}
              onSearch={(q) => go({ q, page: 1 })}
              testId="packing-search"
            />
          </Group>
          {lists.isPending ? (
            <ListSkeleton />
          ) : lists.isError ? (
            <EmptyState text={apiErrorMessage(lists.error)} />
          ) : rows.length === 0 ? (
            <EmptyState text={t(searchString ? 'pickingUi:lists.emptySearch' : `pickingUi:lists.empty.${tab}`)} />
          ) : (
            <PackingListTable rows={rows} actions={actions} />
          )}
          {lists.data && lists.data.paging.totalCount > 0 ? (
            <DataPagination
              page={page}
              size={PACKING_PAGE_SIZE}
              totalCount={lists.data.paging.totalCount}
              onPageChange={(p) => go({ page: p })}
            />
          ) : null}
        </Stack>
      </Paper>
    </PickingPageShell>
  );
}
