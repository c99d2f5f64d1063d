import { Anchor, Button, Group, Paper, Radio, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { OrderSummary } from '@songdee/shared/order/order.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { paths } from '../../../app/navigation/paths';
import { EmptyState, ListSkeleton } from '../../../components/empty-state';
import { UploadIcon } from '../../../components/icons';
import { PageFrame } from '../../../components/layout/page-frame';
import { PayToCard } from '../../../components/payments/pay-to-card';
import { formatBaht } from '../../../lib/format';
import { statusName } from '../../../lib/i18n-keys';
import { useMyOrder, useMyOrders } from '../api/use-orders';
import { SlipUploadForm } from '../components/slip-upload-form';

/**
 * /stores/{uri}/upload (spec 2): the payment slip for an order of this store; with ?orderId that order, otherwise
 * the buyer picks one of their orders here still waiting for payment.
 */
export function SlipUploadPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { uri = '' } = useParams();
  const [params] = useSearchParams();
  const [picked, setPicked] = useState<string | null>(params.get('orderId'));
  const order = useMyOrder(picked ?? '');
  const mine = useMyOrders({ page: 1, size: 50 });
  const waiting = (mine.data?.contents ?? []).filter((o) => o.isEditable && o.storeUri.toLowerCase() === uri.toLowerCase());
  const baht = (satang: number) => t('orderUi:money.baht', { amount: formatBaht(satang, i18n.language) });
  const title = t('orderUi:slip.pageTitle');

  return (
    <PageFrame size="sm" title={title} crumbs={[{ label: t('orderUi:mine.title'), to: paths.orders }, { label: title }]}>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon size={44} radius="xl" variant="light" color="postBlue">
              <UploadIcon size={22} />
            </ThemeIcon>
            <Text fz="sm" c="dimmed">
              {t('orderUi:slip.pageText')}
            </Text>
          </Group>
          {mine.isPending ? (
            <ListSkeleton rows={2} />
          ) : (
            <Radio.Group label={t('orderUi:slip.order')} value={picked} onChange={setPicked}>
              <Stack gap="xs" mt={6}>
                {waiting.length === 0 && !order.data ? <EmptyState text={t('orderUi:slip.nothingToPay')} /> : null}
                {[...(order.data && !waiting.some((o) => o.id === order.data?.id) ? [order.data as OrderSummary] : []), ...waiting].map(
                  (o) => (
                    <Radio.Card key={o.id} value={o.id} radius="md" p="sm" disabled={!o.isEditable}>
                      <Group wrap="nowrap" justify="space-between">
                        <Group gap="sm" wrap="nowrap">
                          <Radio.Indicator />
                          <div>
                            <Text fw={600}>{o.name}</Text>
                            <Text fz="xs" c="dimmed">
                              {statusName(t, 'order', o.status.referenceKey)}
                            </Text>
                          </div>
                        </Group>
                        <Text fw={700}>{baht(o.grandTotal)}</Text>
                      </Group>
                    </Radio.Card>
                  ),
                )}
              </Stack>
            </Radio.Group>
          )}
          {picked && order.data?.isEditable ? (
            <>
              {order.data.payTo ? <PayToCard payTo={order.data.payTo} /> : null}
              <Title order={3} fz="sm">
                {t('orderUi:slip.section')}
              </Title>
              <SlipUploadForm
                storeId={order.data.storeId}
                orderId={order.data.id}
                onDone={() => navigate(paths.orderView(order.data?.id ?? ''))}
              />
            </>
          ) : picked && order.data ? (
            <Text c="dimmed" fz="sm">
              {t('orderUi:slip.notEditable')}
            </Text>
          ) : null}
          <Group justify="space-between">
            <Anchor component={Link} to={paths.storeMain(uri)} fz="sm">
              {t('orderUi:slip.backToStore')}
            </Anchor>
            <Button component={Link} to={paths.orders} variant="default">
              {t('orderUi:slip.toOrders')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </PageFrame>
  );
}
