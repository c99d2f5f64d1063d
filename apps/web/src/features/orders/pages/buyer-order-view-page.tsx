import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/navigation/paths';
import { OrderDetail } from '../../../components/orders/order-detail';
import { PayToCard } from '../../../components/payments/pay-to-card';
import { useRecordId } from '../../../lib/use-record-id';
import { useMyOrder } from '../api/use-orders';
import { OrderPaymentReturn } from '../components/order-payment-return';
import { OrderViewFrame } from '../components/order-view-frame';
import { SlipUploadForm } from '../components/slip-upload-form';
import { SlipViewer } from '../components/slip-viewer';

/** /orders/view?orderId (spec 2 order detail): the buyer's own order only. */
export function BuyerOrderViewPage() {
  const { t } = useTranslation();
  const orderId = useRecordId('orderId') ?? '';
  const order = useMyOrder(orderId);
  const [slipOpen, setSlipOpen] = useState(false);
  return (
    <OrderViewFrame
      order={order}
      list={{ title: t('orderUi:mine.title'), to: paths.orders }}
      loadingTitle={t('orderUi:mine.viewTitle')}
      before={<OrderPaymentReturn />}
    >
      {(loaded) => (
        <>
          <OrderDetail
            order={loaded}
            extra={
              loaded.isEditable || loaded.paySlipPath ? (
                <Stack gap="lg">
                  {loaded.payTo ? <PayToCard payTo={loaded.payTo} /> : null}
                  <Paper withBorder radius="lg" p="lg">
                    <Title order={3} fz="sm" mb="xs">
                      {t('orderUi:slip.section')}
                    </Title>
                    {loaded.isEditable ? (
                      <SlipUploadForm storeId={loaded.storeId} orderId={loaded.id} />
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
          <SlipViewer order={slipOpen ? loaded : null} onClose={() => setSlipOpen(false)} />
        </>
      )}
    </OrderViewFrame>
  );
}
