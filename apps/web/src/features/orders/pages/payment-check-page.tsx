import { Group, Text } from '@mantine/core';
import { listQuerySchema } from '@songdee/shared/common/list.schema';
import { ORDERS_PAGE_SIZE, type OrderSummary } from '@songdee/shared/order/order.schema';
import { canConfirmPayment } from '@songdee/shared/order/order-rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon, TrashIcon } from '../../../components/icons';
import { ListPage } from '../../../components/list-page';
import { RowActions } from '../../../components/row-actions';
import { formatBaht, formatDate } from '../../../lib/format';
import { notifyApiError, notifySuccess } from '../../../lib/notify';
import { useSellerStore } from '../../../lib/seller-store';
import { useListParams } from '../../../lib/use-list-params';
import { useConfirmPayment, usePaymentChecks, useRejectSlip } from '../api/use-orders';
import { OrderStatusBadge } from '../components/order-status-badge';
import { SlipViewer } from '../components/slip-viewer';

/**
 * /stores/{storeId}/payments (spec 1 "Payment check list"): orders waiting for payment or its confirmation, by order
 * code, 10 a page; the slip viewer, confirm payment (PENDING_TO_BE_PACKED) and delete (reject the slip) with a
 * confirmation.
 */
export function PaymentCheckPage() {
  const { t, i18n } = useTranslation();
  const { storeId } = useSellerStore();
  const list = useListParams(listQuerySchema, { names: { searchString: 'q' }, sizes: [ORDERS_PAGE_SIZE] });
  const checks = usePaymentChecks(storeId, list.params);
  const confirm = useConfirmPayment(storeId);
  const reject = useRejectSlip(storeId);
  const [slipOf, setSlipOf] = useState<OrderSummary | null>(null);
  const baht = (satang: number) => t('orderUi:money.baht', { amount: formatBaht(satang, i18n.language) });
  // Confirm and delete only while the order can still be confirmed; delete needs a slip to reject.
  const actions = (o: OrderSummary) => (
    <RowActions
      gap={6}
      subject={o.name}
      actions={[
        {
          label: t('orderUi:list.viewSlip'),
          icon: null,
          button: { variant: 'default' },
          onClick: () => setSlipOf(o),
          disabled: !o.paySlipPath,
          testId: 'view-slip',
        },
        {
          label: t('orderUi:payments.confirm'),
          icon: <CheckIcon size={14} />,
          button: { variant: 'filled', color: 'teal' },
          confirm: {
            title: t('orderUi:payments.confirmTitle'),
            message: t('orderUi:payments.confirmMessage', { name: o.name, amount: baht(o.grandTotal) }),
            confirmLabel: t('orderUi:payments.confirm'),
            danger: false,
          },
          onClick: () =>
            confirm.mutate(o.id, {
              onSuccess: () => notifySuccess(t('orderUi:payments.confirmed', { name: o.name })),
              onError: notifyApiError,
            }),
          hidden: !(o.canConfirmPayment && canConfirmPayment(o.status.referenceKey)),
          testId: 'confirm-payment',
        },
        {
          label: t('common:actions.delete'),
          icon: <TrashIcon size={14} />,
          button: { color: 'red' },
          confirm: {
            title: t('orderUi:payments.rejectTitle'),
            message: t('orderUi:payments.rejectMessage', { name: o.name }),
            confirmLabel: t('common:actions.delete'),
          },
          onClick: () =>
            reject.mutate(o.id, {
              onSuccess: () => notifySuccess(t('orderUi:payments.rejected')),
              onError: notifyApiError,
            }),
          hidden: !(o.paySlipPath && o.status.referenceKey === 'WAITING_FOR_PAYMENT_CONFIRMATION'),
          testId: 'reject-slip',
        },
      ]}
    />
  );

  return (
    <ListPage
      title={t('orderUi:payments.title')}
      description={t('orderUi:payments.subtitle')}
      query={checks}
      paging={list}
      search={{ value: list.searchString, placeholder: t('orderUi:payments.search'), onSearch: list.setSearch, testId: 'payment-search' }}
      empty={{ text: list.searchString ? t('orderUi:payments.emptySearch') : t('orderUi:payments.empty') }}
      rows={{
        rowKey: (o) => o.id,
        minWidth: 900,
        testId: 'payment-table',
        rowTestId: 'payment-row',
        columns: [
          { key: 'date', header: t('orderUi:columns.date'), cell: (o) => formatDate(o.createdDate) },
          { key: 'name', header: t('orderUi:columns.orderName'), td: { fw: 600 }, cell: (o) => o.name },
          { key: 'recipient', header: t('orderUi:columns.recipient'), cell: (o) => o.recipientName },
          { key: 'total', header: t('orderUi:columns.total'), ta: 'right', td: { fw: 600 }, cell: (o) => baht(o.grandTotal) },
          { key: 'status', header: t('orderUi:columns.status'), cell: (o) => <OrderStatusBadge statusKey={o.status.referenceKey} /> },
          { key: 'actions', cell: actions },
        ],
        card: (o) => (
          <>
            <Group justify="space-between">
              <Text fw={700}>{o.name}</Text>
              <OrderStatusBadge statusKey={o.status.referenceKey} />
            </Group>
            <Text fz="sm" c="dimmed">
              {formatDate(o.createdDate)} · {o.recipientName} · {baht(o.grandTotal)}
            </Text>
            <Group justify="flex-end" mt={6}>
              {actions(o)}
            </Group>
          </>
        ),
      }}
      after={<SlipViewer order={slipOf} onClose={() => setSlipOf(null)} />}
    />
  );
}
