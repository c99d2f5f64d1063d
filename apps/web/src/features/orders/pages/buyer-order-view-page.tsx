import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { paths } from '../../../app/navigation/paths';
import { EmptyState } from '../../../components/empty-state';
import { ArrowLeftIcon } from '../../../components/icons';
import { OrderDetail } from '../../../components/orders/order-detail';
import { PageFrame } from '../../../components/page-frame';
import { PageLoader } from '../../../components/page-loader';
import { PayToCard } from '../../../components/pay-to-card';
import { useRecordId } from '../../../lib/use-record-id';
import { useMyOrder } from '../api/use-orders';
import { OrderPaymentReturn } from '../components/order-payment-return';
import { SlipUploadForm } from '../components/slip-upload-form';
import { SlipViewer } from '../components/slip-viewer';

/** /orders/view?orderId (spec 2 order detail): the buyer's own order only. */
export function BuyerOrderViewPage() {
  const { t } = useTranslation();
  const orderId = useRecordId('orderId') ?? '';
  const order = useMyOrder(orderId);
  const [slipOpen, setSlipOpen] = useState(false);
  const title = order.data?.name ?? t('orderUi:mine.viewTitle');
  // No order named (a bare /orders/view): the list is where one is chosen, rather than a page that waits forever.
  if (!orderId) return <Navigate to={paths.orders} replace />;

  return (
    <PageFrame
      title={title}
      crumbs={[{ label: t('orderUi:mine.title'), to: paths.orders }, { label: title }]}
      actions={
        <Button component={Link} to={paths.orders} variant="default" leftSection={<ArrowLeftIcon size={18} />}>
          {t('common:actions.back')}
        </Button>
      }
    >
      <OrderPaymentReturn />
      {order.isPending ? (
        <PageLoader />
      ) : !order.data ? (
        <EmptyState text={order.error?.message ?? t('errors:INTERNAL')} />
      ) : (
        <OrderDetail
          order={order.data}
          extra={
            order.data.isEditable || order.data.paySlipPath ? (
              <Stack gap="lg">
                {order.data.payTo ? <PayToCard payTo={order.data.payTo} /> : null}
                <Paper withBorder radius="lg" p="lg">
                  <Title order={3} fz="sm" mb="xs">
                    {t('orderUi:slip.section')}
                  </Title>
                  {order.data.isEditable ? (
                    <SlipUploadForm storeId={order.data.storeId} orderId={order.data.id} />
                  ) : (
                    <Stack gap={6} align="flex-start">
                      <Text fz="sm" c="dimmed">
                        {t('orderUi:slip.attached')}
                      </Text>
                      <Button size="xs" variant="light" onClick={() => setSlipOpen(true)} data-testid="view-my-slip">
                        {t('orderUi:slip.view')}
                      </Button>
                    </Stack>
                  )}
                </Paper>
              </Stack>
            ) : null
          }
        />
      )}
      <SlipViewer order={slipOpen ? (order.data ?? null) : null} onClose={() => setSlipOpen(false)} />
    </PageFrame>
  );
}
