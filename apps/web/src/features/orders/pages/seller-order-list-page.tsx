import {
  ActionIcon,
  Anchor,
  Button,
  Container,
  Group,
  MultiSelect,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { ORDERS_PAGE_SIZE, type OrderSummary } from '@songdee/shared/order/order.schema';
import { ORDER_STATUS_KEYS } from '@songdee/shared/reference/status-keys';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../app/navigation/paths';
import { confirmAction } from '../../../components/confirm-dialog';
import { DataPagination } from '../../../components/data-pagination';
import { EmptyState, ListSkeleton } from '../../../components/empty-state';
import { EditIcon, ListIcon, ParcelIcon, PlusIcon, SearchIcon, TrashIcon } from '../../../components/icons';
import { PageHeader } from '../../../components/page-header';
import { formatBaht, formatDate } from '../../../lib/format';
import { notifyApiError, notifySuccess } from '../../../lib/notify';
import { useSellerStore } from '../../../lib/seller-store';
import { useWideScreen } from '../../../lib/use-wide-screen';
import { useDeleteOrder, useOrderDeliveryOptions, useStoreOrders } from '../api/use-orders';
import { OrderStatusBadge } from '../components/order-status-badge';
import { SlipViewer } from '../components/slip-viewer';

/** Filters live in the address so coming back from an order keeps them. */
function useOrderFilters() {
  const [params, setParams] = useSearchParams();
  const filters = {
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
    orderName: params.get('orderName') ?? '',
    recipient: params.get('recipient') ?? '',
    statuses: (params.get('statuses') ?? '').split(',').filter(Boolean),
    deliveryOption: params.get('deliveryOption') ?? '',
  };
  const set = (next: Partial<typeof filters>) => {
    const merged = { ...filters, page: 1, ...next };
    const out = new URLSearchParams();
    if (merged.page > 1) out.set('page', String(merged.page));
    if (merged.orderName) out.set('orderName', merged.orderName);
    if (merged.recipient) out.set('recipient', merged.recipient);
    if (merged.statuses.length) out.set('statuses', merged.statuses.join(','));
    if (merged.deliveryOption) out.set('deliveryOption', merged.deliveryOption);
    setParams(out, { replace: true });
  };
  return { filters, set };
}

/**
 * The seller's order list (spec 1 "Order list"): filters status, order name, recipient and delivery option;
 * date dd/MM/yyyy, recipient, quantity, total, status, service; the slip link for the payment statuses; edit and
 * delete while editable, or "make label" for the paid status instead. 10 a page.
 */
export function SellerOrderListPage() {
  const { t, i18n } = useTranslation();
  const { storeId } = useSellerStore();
  const isWide = useWideScreen();
  const { filters, set } = useOrderFilters();
  const [draft, setDraft] = useState({ orderName: filters.orderName, recipient: filters.recipient });
  const orders = useStoreOrders(storeId, { ...filters, size: ORDERS_PAGE_SIZE });
  const options = useOrderDeliveryOptions(storeId);
  const remove = useDeleteOrder(storeId);
  const [slipOf, setSlipOf] = useState<OrderSummary | null>(null);
  const rows = orders.data?.contents ?? [];
  const baht = (satang: number) => t('orderUi:money.baht', { amount: formatBaht(satang, i18n.language) });

  const search = (event: FormEvent) => {
    event.preventDefault();
    set({ orderName: draft.orderName.trim(), recipient: draft.recipient.trim() });
  };

  const askDelete = (o: OrderSummary) =>
    confirmAction({
      title: t('orderUi:list.deleteTitle'),
      message: t('orderUi:list.deleteMessage', { name: o.name }),
      confirmLabel: t('common:actions.delete'),
      onConfirm: () =>
        remove.mutate(o.id, {
          onSuccess: () => notifySuccess(t('orderUi:list.deleted')),
          onError: notifyApiError,
        }),
    });

  const slipLink = (o: OrderSummary) =>
    o.showSlipLink ? (
      <Anchor component="button" type="button" fz="sm" onClick={() => setSlipOf(o)} data-testid="slip-link">
        {t('orderUi:list.viewSlip')}
      </Anchor>
    ) : (
      <Text c="dimmed" fz="sm">
        -
      </Text>
    );

  const actions = (o: OrderSummary) => (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Tooltip label={t('orderUi:list.view')}>
        <ActionIcon
          component={Link}
          to={paths.storeOrderView(o.id)}
          variant="subtle"
          color="gray"
          aria-label={`${t('orderUi:list.view')} ${o.name}`}
          data-testid="view-order"
        >
          <ListIcon size={18} />
        </ActionIcon>
      </Tooltip>
      {o.canMakeLabel ? (
        <Button
          component={Link}
          to={paths.deliveryManageForOrder(o.id)}
          size="xs"
          variant="light"
          leftSection={<ParcelIcon size={14} />}
          data-testid="make-label"
        >
          {t('orderUi:list.makeLabel')}
        </Button>
      ) : o.isEditable ? (
        <>
          <Tooltip label={t('common:actions.edit')}>
            <ActionIcon
              component={Link}
              to={paths.storeOrderManage(o.id)}
              variant="subtle"
              color="gray"
              aria-label={`${t('common:actions.edit')} ${o.name}`}
              data-testid="edit-order"
            >
              <EditIcon size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('common:actions.delete')}>
            <ActionIcon
              variant="subtle"
              color="red"
              onClick={() => askDelete(o)}
              aria-label={`${t('common:actions.delete')} ${o.name}`}
              data-testid="delete-order"
            >
              <TrashIcon size={18} />
            </ActionIcon>
          </Tooltip>
        </>
      ) : null}
    </Group>
  );

  return (
    <Container size="xl" py={{ base: 'lg', sm: 32 }}>
      <Stack gap="lg">
        <PageHeader
          title={t('orderUi:list.title')}
          description={t('orderUi:list.subtitle')}
          crumbs={[{ label: t('orderUi:list.title') }]}
          actions={
            // Order manage without an orderId creates the seller's own order (spec 1: "/orders/manage?orderId", create or edit).
            <Button component={Link} to={paths.storeOrderCreate} leftSection={<PlusIcon size={18} />} data-testid="create-order">
              {t('orderUi:list.create')}
            </Button>
          }
        />
        <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
          <Stack gap="md">
            <form onSubmit={search} data-testid="order-filters">
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
                <MultiSelect
                  label={t('orderUi:filters.status')}
                  placeholder={filters.statuses.length ? undefined : t('orderUi:filters.allStatuses')}
                  data={ORDER_STATUS_KEYS.map((k) => ({ value: k, label: t(`reference:statuses.order.${k}`) }))}
                  value={filters.statuses}
                  onChange={(statuses) => set({ statuses })}
                  clearable
                  comboboxProps={{ withinPortal: true }}
                  data-testid="filter-status"
                />
                <TextInput
                  size="sm"
                  label={t('orderUi:filters.orderName')}
                  value={draft.orderName}
                  onChange={(e) => setDraft((d) => ({ ...d, orderName: e.currentTarget.value }))}
                  data-testid="filter-orderName"
                />
                <TextInput
                  size="sm"
                  label={t('orderUi:filters.recipient')}
                  value={draft.recipient}
                  onChange={(e) => setDraft((d) => ({ ...d, recipient: e.currentTarget.value }))}
                  data-testid="filter-recipient"
                />
                <Group gap="xs" align="flex-end" wrap="nowrap">
                  <Select
                    style={{ flex: 1 }}
                    label={t('orderUi:filters.deliveryOption')}
                    placeholder={t('orderUi:filters.allOptions')}
                    data={(options.data ?? []).map((o) => ({ value: o.id, label: o.name }))}
                    value={filters.deliveryOption || null}
                    onChange={(v) => set({ deliveryOption: v ?? '' })}
                    clearable
                    comboboxProps={{ withinPortal: true }}
                    data-testid="filter-delivery"
                  />
                  <ActionIcon type="submit" size={36} color="postBlue" aria-label={t('common:actions.search')} data-testid="filter-submit">
                    <SearchIcon size={18} />
                  </ActionIcon>
                </Group>
              </SimpleGrid>
            </form>
            {orders.isPending ? (
              <ListSkeleton />
            ) : rows.length === 0 ? (
              <EmptyState text={t('orderUi:list.empty')} />
            ) : isWide ? (
              <Table.ScrollContainer minWidth={1000}>
                <Table verticalSpacing="sm" highlightOnHover striped data-testid="order-table">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('orderUi:columns.date')}</Table.Th>
                      <Table.Th>{t('orderUi:columns.orderName')}</Table.Th>
                      <Table.Th>{t('orderUi:columns.recipient')}</Table.Th>
                      <Table.Th ta="right">{t('orderUi:columns.quantity')}</Table.Th>
                      <Table.Th ta="right">{t('orderUi:columns.total')}</Table.Th>
                      <Table.Th>{t('orderUi:columns.status')}</Table.Th>
                      <Table.Th>{t('orderUi:columns.service')}</Table.Th>
                      <Table.Th>{t('orderUi:columns.slip')}</Table.Th>
                      <Table.Th />
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {rows.map((o) => (
                      <Table.Tr key={o.id} data-testid="order-row">
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(o.createdDate)}</Table.Td>
                        <Table.Td fw={600} style={{ whiteSpace: 'nowrap' }}>
                          <Anchor component={Link} to={paths.storeOrderView(o.id)} c="dark" fw={600}>
                            {o.name}
                          </Anchor>
                        </Table.Td>
                        <Table.Td>{o.recipientName}</Table.Td>
                        <Table.Td ta="right">{o.totalQty}</Table.Td>
                        <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                          {baht(o.grandTotal)}
                        </Table.Td>
                        <Table.Td>
                          <OrderStatusBadge statusKey={o.status.referenceKey} />
                        </Table.Td>
                        <Table.Td fz="sm">{o.storeDeliveryOption.name}</Table.Td>
                        <Table.Td>{slipLink(o)}</Table.Td>
                        <Table.Td>{actions(o)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            ) : (
              <Stack gap="sm">
                {rows.map((o) => (
                  <Paper key={o.id} withBorder radius="md" p="sm" data-testid="order-row">
                    <Group justify="space-between" align="flex-start">
                      <div>
                        <Text fw={700}>{o.name}</Text>
                        <Text fz="xs" c="dimmed">
                          {formatDate(o.createdDate)} · {o.recipientName}
                        </Text>
                      </div>
                      <OrderStatusBadge statusKey={o.status.referenceKey} />
                    </Group>
                    <Group justify="space-between" mt={6}>
                      <Text fz="sm">
                        {o.storeDeliveryOption.name} · {t('orderUi:mine.pieces', { count: o.totalQty })}
                      </Text>
                      <Text fw={700}>{baht(o.grandTotal)}</Text>
                    </Group>
                    <Group justify="space-between" mt={6}>
                      {slipLink(o)}
                      {actions(o)}
                    </Group>
                  </Paper>
                ))}
              </Stack>
            )}
            {orders.data && orders.data.paging.totalCount > 0 ? (
              <DataPagination
                page={filters.page}
                size={ORDERS_PAGE_SIZE}
                totalCount={orders.data.paging.totalCount}
                onPageChange={(page) => set({ page })}
              />
            ) : null}
          </Stack>
        </Paper>
      </Stack>
      <SlipViewer order={slipOf} onClose={() => setSlipOf(null)} />
    </Container>
  );
}
