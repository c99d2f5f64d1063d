import { Alert, Group, Paper, Stack, Text } from '@mantine/core';
import {
  MAX_SHIPPING_LIST_ORDERS,
  SHIPPING_LIST_EXPIRY_MINUTES,
  type ShippingList,
  type ShippingListOrder,
} from '@songdee/shared/shipping-list/shipping-list.schema';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/navigation/paths';
import { confirmAction } from '../../../components/confirm-dialog';
import { LoadedRecord } from '../../../components/empty-state';
import { PageFrame } from '../../../components/layout/page-frame';
import { BackButton } from '../../../components/link-button';
import { formatDateTime } from '../../../lib/format';
import { apiErrorMessage, notifyApiError, notifyError, notifySuccess } from '../../../lib/notify';
import { useShippingStore } from '../../../lib/shipping-store';
import { useRecordId } from '../../../lib/use-record-id';
import { useSaveShippingList, useShippingList } from '../api/use-shipping-lists';
import { AvailableOrdersPanel } from '../components/available-orders-panel';
import { ListBadges } from '../components/shipping-list-badges';
import { addOrders, confirmRefusal, hasChanges, listTotals, removeOrder } from '../components/shipping-list-draft';
import { ShippingListManageActions } from '../components/shipping-list-manage-actions';
import { ShippingListOrdersTable } from '../components/shipping-list-orders-table';
import { ShippingListTotalsCard } from '../components/shipping-list-totals';

/**
 * /stores/shippinglists/manage?shippinglistId (spec 2 "Shipping lists"; no id creates): add and remove orders
 * with labels, save a draft or confirm (1 to 300 orders), then pay, print, delete or book a pick-up as the
 * server's `actions` allow. A confirmed list is read-only; a handed-over one can only be printed.
 */
export function ShippingListManagePage() {
  const { t } = useTranslation();
  const { storeId } = useShippingStore();
  const id = useRecordId('shippinglistId');
  const saved = useShippingList(storeId, id);
  const title = saved.data
    ? t('shippingListUi:manage.title', { code: saved.data.code })
    : id
      ? t('shippingListUi:manage.titleLoading')
      : t('shippingListUi:manage.titleNew');

  return (
    <PageFrame
      title={title}
      description={t('shippingListUi:manage.description', { maximum: MAX_SHIPPING_LIST_ORDERS })}
      crumbs={[{ label: t('shippingListUi:list.title'), to: paths.shippingLists }, { label: title }]}
    >
      {!id ? (
        <ListEditor storeId={storeId} list={null} />
      ) : (
        <LoadedRecord query={saved} errorTestId="shipping-list-load-error">
          {(list) => <ListEditor key={list.id} storeId={storeId} list={list} />}
        </LoadedRecord>
      )}
      <Group>
        <BackButton to={paths.shippingLists} label={t('shippingListUi:actions.backToList')} />
      </Group>
    </PageFrame>
  );
}

function ListEditor({ storeId, list }: { storeId: string; list: ShippingList | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveShippingList(storeId);
  const savedOrders = list?.orders ?? [];
  const [orders, setOrders] = useState<ShippingListOrder[]>(savedOrders);
  const [saveError, setSaveError] = useState<unknown>(null);
  // One key per submission: a retried create after a lost answer makes one list, a new submission a new key.
  const idempotencyKey = useRef(crypto.randomUUID());
  const editable = list === null || list.actions.canEdit;
  // The saved list changes after each save (the server's answer replaces it): start again from it.
  useEffect(() => setOrders(list?.orders ?? []), [list]);

  const changed = hasChanges(savedOrders, orders);
  const totals =
    editable || !list
      ? listTotals(orders)
      : { orders: list.orderQtyTotal, products: list.productQtyTotal, price: list.priceTotal, weight: list.weightTotal };
  const onList = new Set(orders.map((o) => o.orderId));
  const takenOff = savedOrders.filter((o) => !onList.has(o.orderId));

  const submit = (confirm: boolean) => {
    setSaveError(null);
    save.mutate(
      { id: list?.id ?? null, orderIds: orders.map((o) => o.orderId), confirm, idempotencyKey: idempotencyKey.current },
      {
        onSuccess: (result) => {
          idempotencyKey.current = crypto.randomUUID();
          notifySuccess(
            confirm
              ? { key: 'shippingListUi:manage.confirmed', values: { code: result.code, minutes: SHIPPING_LIST_EXPIRY_MINUTES } }
              : { key: 'shippingListUi:manage.saved', values: { code: result.code } },
          );
          if (!list) navigate(paths.shippingListManage(result.id), { replace: true });
        },
        // Spec 2 section 8: a save error shows the server's message.
        onError: (error) => {
          setSaveError(error);
          notifyApiError(error);
        },
      },
    );
  };
  const askConfirm = () => {
    const refusal = confirmRefusal(orders.length);
    if (refusal) return notifyError(refusal.key, refusal.params ?? {});
    confirmAction({
      title: t('shippingListUi:manage.confirmTitle'),
      message: t('shippingListUi:manage.confirmMessage', { count: orders.length, minutes: SHIPPING_LIST_EXPIRY_MINUTES }),
      confirmLabel: t('shippingListUi:manage.confirm'),
      danger: false,
      onConfirm: () => submit(true),
    });
  };

  return (
    <Stack gap="lg">
      {list ? (
        <Group justify="space-between">
          <ListBadges list={list} />
          <Text fz="sm" c="dimmed">
            {t('shippingListUi:manage.createdDate', { date: formatDateTime(list.createdDate) })}
          </Text>
        </Group>
      ) : null}
      <StateAlerts list={list} />
      {saveError ? (
        <Alert color="red" data-testid="save-error" withCloseButton onClose={() => setSaveError(null)}>
          {apiErrorMessage(saveError)}
        </Alert>
      ) : null}
      <ShippingListTotalsCard totals={totals} />
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }} data-testid="list-orders">
        <Stack gap="md">
          <Group justify="space-between">
            <Text fw={700}>{t('shippingListUi:manage.onList')}</Text>
            {editable && changed ? (
              <Text fz="sm" c="orange" data-testid="unsaved">
                {t('shippingListUi:manage.unsaved')}
              </Text>
            ) : null}
          </Group>
          {orders.length === 0 ? (
            <Text c="dimmed" fz="sm" data-testid="list-empty">
              {t('shippingListUi:manage.onListEmpty')}
            </Text>
          ) : (
            <ShippingListOrdersTable
              orders={orders}
              mode={editable ? 'remove' : 'none'}
              onAction={(order) => setOrders((current) => removeOrder(current, order.orderId))}
              testId="list-table"
            />
          )}
          <ShippingListManageActions
            storeId={storeId}
            list={list}
            editable={editable}
            saving={save.isPending}
            onSaveDraft={() => submit(false)}
            onConfirm={askConfirm}
          />
        </Stack>
      </Paper>
      {editable ? (
        <AvailableOrdersPanel
          storeId={storeId}
          takenOff={takenOff}
          isOnList={(orderId) => onList.has(orderId)}
          onAdd={(order) => setOrders((current) => addOrders(current, [order]))}
        />
      ) : null}
    </Stack>
  );
}

/** Read-only, handed over, expired, paid: what the seller can no longer or can now do. */
function StateAlerts({ list }: { list: ShippingList | null }) {
  const { t } = useTranslation();
  if (!list) return null;
  if (list.sentPos)
    return (
      <Alert color="blue" data-testid="sent-pos">
        {t('shippingListUi:manage.sentPos', { date: list.sentPosDate ? formatDateTime(list.sentPosDate) : '' })}
      </Alert>
    );
  return (
    <>
      {list.isExpired ? (
        <Alert color="red" data-testid="expired">
          {t('shippingListUi:manage.expired', { minutes: SHIPPING_LIST_EXPIRY_MINUTES })}
        </Alert>
      ) : list.paymentExpiredAt && list.actions.canEdit ? (
        <Alert color="orange" data-testid="payment-expired" title={t('shippingListUi:manage.paymentExpiredTitle')}>
          {t('shippingListUi:manage.paymentExpired', {
            minutes: SHIPPING_LIST_EXPIRY_MINUTES,
            time: formatDateTime(list.paymentExpiredAt),
          })}
        </Alert>
      ) : null}
      {!list.actions.canEdit ? (
        <Alert color="gray" data-testid="read-only">
          {list.statusPayment ? t('shippingListUi:manage.paid') : t('shippingListUi:manage.readOnly')}
          {list.actions.canPay ? ` · ${t('shippingListUi:manage.payHint', { minutes: SHIPPING_LIST_EXPIRY_MINUTES })}` : ''}
        </Alert>
      ) : null}
    </>
  );
}
