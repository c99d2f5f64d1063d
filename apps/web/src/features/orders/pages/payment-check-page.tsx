import { Button, Container, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { ORDERS_PAGE_SIZE, type OrderSummary } from '@songdee/shared/order/order.schema';
import { canConfirmPayment } from '@songdee/shared/order/order-rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { confirmAction } from '../../../components/confirm-dialog';
import { DataPagination } from '../../../components/data-pagination';
import { EmptyState, ListSkeleton } from '../../../components/empty-state';
import { CheckIcon, TrashIcon } from '../../../components/icons';
import { PageHeader } from '../../../components/page-header';
import { SearchInput } from '../../../components/search-input';
import { formatBaht, formatDate } from '../../../lib/format';
import { notifyApiError, notifySuccess } from '../../../lib/notify';
import { useSellerStore } from '../../../lib/seller-store';
import { useWideScreen } from '../../../lib/use-wide-screen';
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
  const isWide = useWideScreen();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const searchString = params.get('q') ?? '';
  const checks = usePaymentChecks(storeId, { page, size: ORDERS_PAGE_SIZE, searchString });
  const confirm = useConfirmPayment(storeId);
  const reject = useRejectSlip(storeId);
  const [slipOf, setSlipOf] = useState<OrderSummary | null>(null);
  const rows = checks.data?.contents ?? [];
  const baht = (satang: number) => t('orderUi:money.baht', { amount: formatBaht(satang, i18n.language) });
  const go = (next: { page?: number; q?: string }) => {
    const out = new URLSearchParams();
    const q = next.q ?? searchString;
    const p = next.page ?? page;
    if (p > 1) out.set('page', String(p));
    if (q) out.set('q', q);
    setParams(out, { replace: true });
  };

  const askConfirm = (o: OrderSummary) =>
    confirmAction({
      title: t('orderUi:payments.confirmTitle'),
      message: t('orderUi:payments.confirmMessage', { name: o.name, amount: baht(o.grandTotal) }),
      confirmLabel: t('orderUi:payments.confirm'),
      danger: false,
      onConfirm: () =>
        confirm.mutate(o.id, {
          onSuccess: () => notifySuccess(t('orderUi:payments.confirmed', { name: o.name })),
          onError: notifyApiError,
        }),
    });
  const askReject = (o: OrderSummary) =>
    confirmAction({
      title: t('orderUi:payments.rejectTitle'),
      message: t('orderUi:payments.rejectMessage', { name: o.name }),
      confirmLabel: t('common:actions.delete'),
      onConfirm: () =>
        reject.mutate(o.id, {
          onSuccess: () => notifySuccess(t('orderUi:payments.rejected')),
          onError: notifyApiError,
        }),
    });

  // Confirm and delete only while the order can still be confirmed; delete needs a slip to reject.
  const actions = (o: OrderSummary) => (
    <Group gap={6} wrap="nowrap" justify="flex-end">
      <Button size="xs" variant="default" onClick={() => setSlipOf(o)} disabled={!o.paySlipPath} data-testid="view-slip">
        {t('orderUi:list.viewSlip')}
      </Button>
      {o.canConfirmPayment && canConfirmPayment(o.status.referenceKey) ? (
        <Button size="xs" color="teal" leftSection={<CheckIcon size={14} />} onClick={() => askConfirm(o)} data-testid="confirm-payment">
          {t('orderUi:payments.confirm')}
        </Button>
      ) : null}
      {o.paySlipPath && o.status.referenceKey === 'WAITING_FOR_PAYMENT_CONFIRMATION' ? (
        <Button
          size="xs"
          color="red"
          variant="light"
          leftSection={<TrashIcon size={14} />}
          onClick={() => askReject(o)}
          data-testid="reject-slip"
        >
          {t('common:actions.delete')}
        </Button>
      ) : null}
    </Group>
  );

  return (
    <Container size="xl" py={{ base: 'lg', sm: 32 }}>
      <Stack gap="lg">
        <PageHeader
          title={t('orderUi:payments.title')}
          description={t('orderUi:payments.subtitle')}
          crumbs={[{ label: t('orderUi:payments.title') }]}
        />
        <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
          <Stack gap="md">
            <Group>
              <SearchInput
                value={searchString}
                placeholder={t('orderUi:payments.search')}
                onSearch={(q) => go({ q, page: 1 })}
                testId="payment-search"
              />
            </Group>
            {checks.isPending ? (
              <ListSkeleton />
            ) : rows.length === 0 ? (
              <EmptyState text={searchString ? t('orderUi:payments.emptySearch') : t('orderUi:payments.empty')} />
            ) : isWide ? (
              <Table.ScrollContainer minWidth={900}>
                <Table verticalSpacing="sm" highlightOnHover data-testid="payment-table">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('orderUi:columns.date')}</Table.Th>
                      <Table.Th>{t('orderUi:columns.orderName')}</Table.Th>
                      <Table.Th>{t('orderUi:columns.recipient')}</Table.Th>
                      <Table.Th ta="right">{t('orderUi:columns.total')}</Table.Th>
                      <Table.Th>{t('orderUi:columns.status')}</Table.Th>
                      <Table.Th />
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {rows.map((o) => (
                      <Table.Tr key={o.id} data-testid="payment-row">
                        <Table.Td>{formatDate(o.createdDate)}</Table.Td>
                        <Table.Td fw={600}>{o.name}</Table.Td>
                        <Table.Td>{o.recipientName}</Table.Td>
                        <Table.Td ta="right" fw={600}>
                          {baht(o.grandTotal)}
                        </Table.Td>
                        <Table.Td>
                          <OrderStatusBadge statusKey={o.status.referenceKey} />
                        </Table.Td>
                        <Table.Td>{actions(o)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            ) : (
              <Stack gap="sm">
                {rows.map((o) => (
                  <Paper key={o.id} withBorder radius="md" p="sm" data-testid="payment-row">
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
                  </Paper>
                ))}
              </Stack>
            )}
            {checks.data && checks.data.paging.totalCount > 0 ? (
              <DataPagination
                page={page}
                size={ORDERS_PAGE_SIZE}
                totalCount={checks.data.paging.totalCount}
                onPageChange={(p) => go({ page: p })}
              />
            ) : null}
          </Stack>
        </Paper>
      </Stack>
      <SlipViewer order={slipOf} onClose={() => setSlipOf(null)} />
    </Container>
  );
}
