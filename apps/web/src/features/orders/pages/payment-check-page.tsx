import { Group, Text } from '@mantine/core';
import { listQuerySchema } from '@songdee/shared/common/list.schema';
import { ORDERS_PAGE_SIZE, type OrderSummary } from '@songdee/shared/order/order.schema';
import { canConfirmPayment } from '@songdee/shared/order/order-rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../../../components/icons';
import { ListPage } from '../../../components/lists/list-page';
import { deleteAction, RowActions } from '../../../components/row-actions';
import { formatDate } from '../../../lib/format';
import { notifyApiError, notifySuccess } from '../../../lib/notify';
import { useSellerStore } from '../../../lib/seller-store';
import { useListParams } from '../../../lib/use-list-params';
import { useConfirmPayment, usePaymentChecks, useRejectSlip } from '../api/use-orders';
import { OrderCardTitle, useOrderColumns } from '../components/order-columns';
import { SlipViewer } from '../components/slip-viewer';

/**
 * /stores/{storeId}/payments (spec 1 "Payment check list"): orders waiting for payment or its confirmation, by order
 * code, 10 a page; the slip viewer, confirm payment (PENDING_TO_BE_PACKED) and delete (reject the slip) with a
 * confirmation.
 */
export function PaymentCheckPage() {
  const { t } = useTranslation();
  const { storeId } = useSellerStore();
  const list = useListParams(listQuerySchema, { names: { searchString: 'q' }, sizes: [ORDERS_PAGE_SIZE] });
  const checks = usePaymentChecks(storeId, list.params);
  const confirm = useConfirmPayment(storeId);
  const reject = useRejectSlip(storeId);
  const [slipOf, setSlipOf] = useState<OrderSummary | null>(null);
  const columns = useOrderColumns();
  const { baht } = columns;
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
              onSuccess: () => notifySuccess('orderUi:payments.confirmed', { name: o.name }),
              onError: notifyApiError,
            }),
          hidden: !(o.canConfirmPayment && canConfirmPayment(o.status.referenceKey)),
          testId: 'confirm-payment',
        },
        deleteAction({
          mutation: reject,
          variables: o.id,
          button: true,
          title: t('orderUi:payments.rejectTitle'),
          message: t('orderUi:payments.rejectMessage', { name: o.name }),
          done: 'orderUi:payments.rejected',
          hidden: !(o.paySlipPath && o.status.referenceKey === 'WAITING_FOR_PAYMENT_CONFIRMATION'),
          testId: 'reject-slip',
        }),
      ]}
    />
  );

  return (
    <ListPage
      texts="orderUi:payments"
      query={checks}
      paging={list}
      search={{ testId: 'payment-search' }}
      rows={{
        minWidth: 900,
        testIds: 'payment',
        columns: [
          columns.date(),
          columns.name({ td: { fw: 600 } }),
          columns.recipient(),
          columns.total({ td: { fw: 600 } }),
          columns.status(),
          { key: 'actions', cell: actions },
        ],
        card: (o) => (
          <>
            <OrderCardTitle order={o} />
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
