import { ActionIcon, Alert, Button, Stack, Tooltip } from '@mantine/core';
import type { PackingList } from '@songdee/shared/packing/packing.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/navigation/paths';
import { confirmAction } from '../../../components/confirm-dialog';
import { AlertIcon, PlusIcon, TrashIcon } from '../../../components/icons';
import { useOrderDetail } from '../../../components/orders/order-detail-modal';
import { notifyApiError, notifyError, notifySuccess } from '../../../lib/notify';
import { packingApi } from '../api/packing-api';
import { usePackingMutation } from '../api/use-packing';
import { BoxCard } from '../components/box-card';
import { PackCard } from '../components/pack-card';
import { isEmptyBox, ordersWithEmptyFirstBox, type Pack, type PackingOrder } from '../components/pack-rules';
import { PackActions, type PackStep, packStepPage } from '../components/pack-screen';
import { SenderEditPanel } from '../components/sender-edit-panel';
import { SplitBoxDialog } from '../components/split-box-dialog';

const STATUSES = ['WAITING_FOR_PACKING'] as const;

/**
 * /stores/packing-lists/{packingListId}?returnPage (spec 1 "Packing list (boxes)"): per order its boxes with
 * items; split a new box off the first one, delete any other box (its items go back), choose the sender,
 * then "calculate service fee" moves the list on to the weigh screen.
 */
export const PackingBoxesPage = packStepPage('boxes', STATUSES, BoxesScreen);

function BoxesScreen({ list, step }: { list: PackingList; step: PackStep }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { storeId, returnPage, backTo } = step;
  const [splitting, setSplitting] = useState<PackingOrder | null>(null);
  const detail = useOrderDetail(storeId);
  const deleteBox = usePackingMutation(storeId, (packId: string) => packingApi.deleteBox(storeId, list.id, packId));
  const confirmPacking = usePackingMutation(storeId, () => packingApi.confirmPacking(storeId, list.id));
  const editable = list.canEditBoxes;
  const emptied = ordersWithEmptyFirstBox(list);

  const askDelete = (order: PackingOrder, pack: Pack) =>
    confirmAction({
      title: t('packingUi:box.deleteTitle', { no: pack.boxNo }),
      message: t('packingUi:box.deleteMessage', { no: pack.boxNo, order: order.name }),
      confirmLabel: t('packingUi:box.delete'),
      onConfirm: () =>
        deleteBox.mutate(pack.id, {
          onSuccess: () => notifySuccess('packingUi:box.deleted', { no: pack.boxNo, order: order.name }),
          onError: notifyApiError,
        }),
    });

  const calculate = () => {
    // An emptied first box cannot ship: say which order, rather than the server's generic split message.
    const [first] = emptied;
    if (first) {
      notifyError('packingUi:boxes.firstBoxEmpty', { order: first.name });
      return;
    }
    // mutateAsync: the new status unmounts this screen, which would drop mutate's own callbacks.
    confirmPacking.mutateAsync().then(() => {
      notifySuccess('packingUi:boxes.calculated');
      navigate(paths.packingWeigh(list.id, returnPage));
    }, notifyApiError);
  };

  return (
    <Stack gap="md">
      {editable ? <SenderEditPanel storeId={storeId} list={list} /> : null}
      {list.orders.map((order) => (
        <PackCard
          key={order.id}
          order={order}
          onDetail={detail.show}
          notice={
            emptied.includes(order) ? (
              <Alert color="orange" variant="light" p="xs" icon={<AlertIcon size={16} />} data-testid="first-box-empty">
                {t('packingUi:boxes.firstBoxEmpty', { order: order.name })}
              </Alert>
            ) : null
          }
          actions={
            editable ? (
              <Button
                size="xs"
                variant="light"
                leftSection={<PlusIcon size={14} />}
                onClick={() => setSplitting(order)}
                disabled={order.packs.every((p) => !p.isFirst || isEmptyBox(p))}
                data-testid="split-open"
              >
                {t('packingUi:split.open')}
              </Button>
            ) : null
          }
          renderBox={(pack) => (
            <BoxCard
              pack={pack}
              actions={
                editable && !pack.isFirst ? (
                  <Tooltip label={t('packingUi:box.delete')}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      onClick={() => askDelete(order, pack)}
                      aria-label={t('packingUi:box.deleteTitle', { no: pack.boxNo })}
                      data-testid="box-delete"
                    >
                      <TrashIcon size={16} />
                    </ActionIcon>
                  </Tooltip>
                ) : null
              }
            />
          )}
        />
      ))}
      <PackActions backTo={backTo}>
        <Button onClick={calculate} loading={confirmPacking.isPending} disabled={!editable} data-testid="calculate-fee">
          {t('packingUi:boxes.calculate')}
        </Button>
      </PackActions>
      <SplitBoxDialog storeId={storeId} listId={list.id} order={splitting} onClose={() => setSplitting(null)} />
      {detail.modal}
    </Stack>
  );
}
