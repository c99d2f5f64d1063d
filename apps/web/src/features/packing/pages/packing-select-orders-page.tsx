import { Alert, Button, Skeleton } from '@mantine/core';
import { PACKING_PAGE_SIZE } from '@songdee/shared/packing/packing.schema';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/navigation/paths';
import { ArrowLeftIcon } from '../../../components/icons';
import { PageFrame } from '../../../components/layout/page-frame';
import { apiErrorMessage, notifyApiError } from '../../../lib/notify';
import { useSellerStore } from '../../../lib/seller-store';
import { useRecordId } from '../../../lib/use-record-id';
import type { PackingList } from '../api/packing-api';
import { useCreatePackingList, usePackingList, useSetPackingOrders } from '../api/use-packing';
import { PickingOrderChooser } from '../components/picking-order-chooser';
import { useOrderSelection } from '../components/picking-selection';

/**
 * /stores/packing-lists/manage/select-orders[?packingListId] (spec 1 "Select order (packing)"): search by order
 * code, 10 a page, choices kept across pages, detail; "next" creates the list, or with packingListId (from a
 * summary) makes its orders exactly the chosen ones, then goes to the summary. The list's own orders start
 * chosen: they are on a list, so the available orders leave them out and the pills show them.
 */
export function PackingSelectOrdersPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { storeId, storeUri } = useSellerStore();
  const listId = useRecordId('packingListId') ?? undefined;
  const list = usePackingList(storeId, listId);
  const selection = useOrderSelection();
  const [startedFrom, setStartedFrom] = useState<string | null>(null);
  const create = useCreatePackingList(storeId);
  const setOrders = useSetPackingOrders(storeId, listId ?? '');
  const editing = list.data;

  // Once per list: its current orders are the starting choice.
  useEffect(() => {
    if (editing && startedFrom !== editing.id) {
      selection.reset(editing.orders);
      setStartedFrom(editing.id);
    }
  }, [editing, startedFrom, selection.reset]);

  const back = () => navigate(listId ? paths.packingSummary(listId) : paths.storePackingPending(storeUri));
  const next = () => {
    if (!selection.attempt()) return;
    const toSummary = { onSuccess: (saved?: PackingList) => saved && navigate(paths.packingSummary(saved.id)), onError: notifyApiError };
    if (listId) setOrders.mutate(selection.ids, toSummary);
    else create.mutate(selection.ids, toSummary);
  };

  return (
    <PageFrame
      title={editing ? t('pickingUi:select.editTitle', { code: editing.packingCode }) : t('pickingUi:select.title')}
      description={t('pickingUi:select.description')}
      crumbs={[{ label: t('pickingUi:lists.title'), to: paths.storePackingPending(storeUri) }, { label: t('pickingUi:select.crumb') }]}
    >
      {listId && list.isError ? (
        <Alert color="red">{apiErrorMessage(list.error)}</Alert>
      ) : listId && startedFrom !== listId ? (
        <Skeleton h={360} radius="lg" />
      ) : (
        <PickingOrderChooser
          storeId={storeId}
          pageSize={PACKING_PAGE_SIZE}
          selection={selection}
          pinned={
            editing && {
              title: t('pickingUi:select.onList', { code: editing.packingCode }),
              rows: editing.orders.map((o) => ({ ...o, totalQty: o.orderItems.reduce((sum, i) => sum + i.quantity, 0) })),
            }
          }
          actions={
            <>
              <Button variant="default" leftSection={<ArrowLeftIcon size={16} />} onClick={back} data-testid="select-back">
                {t('common:actions.back')}
              </Button>
              <Button onClick={next} loading={create.isPending || setOrders.isPending} data-testid="select-next">
                {t('pickingUi:select.next')}
              </Button>
            </>
          }
        />
      )}
    </PageFrame>
  );
}
