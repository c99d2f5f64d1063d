import { Alert, Button, Grid, Stack } from '@mantine/core';
import type { PackingList } from '@songdee/shared/packing/packing.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/navigation/paths';
import { confirmAction } from '../../../components/confirm-dialog';
import { AlertIcon, CheckIcon } from '../../../components/icons';
import { notifyApiError, notifySuccess } from '../../../lib/notify';
import { useSellerStore } from '../../../lib/seller-store';
import { packingApi } from '../api/packing-api';
import { usePackingMutation } from '../api/use-packing';
import { ALL_ORDERS, DoneOrderFilter } from '../components/done-order-filter';
import { DoneOrders } from '../components/done-orders';
import { DonePrintButtons } from '../components/done-print-buttons';
import { LabelCheckedBadge, LabelScan } from '../components/label-scan';
import { PackActions, type PackStep, packStepPage } from '../components/pack-screen';
import { LabelledTotals } from '../components/pack-totals';
import { SenderEditPanel } from '../components/sender-edit-panel';
import { useWeighForm } from '../components/weigh-form';

const STATUSES = ['WAITING_FOR_SHIPMENT_ORDER_EDIT', 'PACKED'] as const;

/**
 * /stores/packing-list-done/{packingListId}?returnPage (spec 1 "Done"): check every box's barcode or error,
 * filtered by order; print labels and the hand-over list; fix the weight of a failed box and create its
 * label again; finish (PACKED -> DONE) sends the list to the history.
 */
export const PackingDonePage = packStepPage('done', STATUSES, DoneScreen);

function DoneScreen({ list, step }: { list: PackingList; step: PackStep }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { storeUri } = useSellerStore();
  const { storeId, backTo } = step;
  const [selected, setSelected] = useState(ALL_ORDERS);
  // Boxes whose printed label was scanned here (this visit only: the check is for the seller before the hand-over).
  const [labelChecked, setLabelChecked] = useState<ReadonlySet<string>>(() => new Set());
  const weigh = useWeighForm(storeId, list);
  // The finished list is not put in the cache: this screen would send a DONE list to the view before the history.
  const finish = usePackingMutation(storeId, async () => {
    await packingApi.finish(storeId, list.id);
    return undefined;
  });
  // Any box still without a label can be retried, also one whose new weight cleared its error.
  const retry = list.totals.failed > 0 || weigh.packs.length > 0;
  const orders = selected === ALL_ORDERS ? list.orders : list.orders.filter((o) => o.id === selected);

  const askFinish = () =>
    confirmAction({
      title: t('packingUi:done.finishTitle'),
      message: t('packingUi:done.finishMessage', { code: list.packingCode }),
      confirmLabel: t('packingUi:done.finish'),
      danger: false,
      onConfirm: () =>
        finish.mutate(undefined, {
          onSuccess: () => {
            notifySuccess('packingUi:done.finished', { code: list.packingCode });
            navigate(paths.storePackingHistory(storeUri));
          },
          onError: notifyApiError,
        }),
    });

  return (
    <Stack gap="md">
      <LabelledTotals list={list} />
      <PackActions backTo={backTo}>
        <DonePrintButtons storeId={storeId} list={list} />
        {retry ? (
          <Button
            color="orange"
            onClick={() => weigh.createLabels()}
            loading={weigh.isLabelling}
            leftSection={<AlertIcon size={16} />}
            data-testid="retry-labels"
          >
            {t('packingUi:done.retry')}
          </Button>
        ) : null}
        {list.canFinish ? (
          <Button color="teal" onClick={askFinish} loading={finish.isPending} leftSection={<CheckIcon size={16} />} data-testid="finish">
            {t('packingUi:done.finish')}
          </Button>
        ) : null}
      </PackActions>
      {retry ? (
        <Alert color="red" variant="light" icon={<AlertIcon size={18} />} data-testid="done-failed-hint">
          {t('packingUi:done.failedHint', { count: Math.max(list.totals.failed, weigh.packs.length) })}
        </Alert>
      ) : null}
      {/* A box that failed for want of a sender is fixed here, before its label is created again. */}
      {retry && list.canWeigh ? <SenderEditPanel storeId={storeId} list={list} /> : null}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <DoneOrderFilter orders={list.orders} selected={selected} onSelect={setSelected} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          {list.totals.labelled > 0 ? (
            <LabelScan
              orders={list.orders}
              checked={labelChecked}
              onChecked={(boxId) => setLabelChecked((ids) => new Set(ids).add(boxId))}
            />
          ) : null}
          <DoneOrders
            orders={orders}
            boxExtra={(pack) => (
              <>
                <LabelCheckedBadge box={pack} checked={labelChecked} />
                {weigh.fieldOf(pack.id)}
              </>
            )}
          />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
