import { ActionIcon, Anchor, Button, Group, MultiSelect, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { ORDERS_PAGE_SIZE, type OrderSummary, orderListQuerySchema } from '@songdee/shared/order/order.schema';
import { ORDER_STATUS_KEYS, type OrderStatusKey } from '@songdee/shared/reference/status-keys';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/navigation/paths';
import { EditIcon, ListIcon, ParcelIcon, PlusIcon, SearchIcon, TrashIcon } from '../../../components/icons';
import { ListPage } from '../../../components/list-page';
import { RowActions } from '../../../components/row-actions';
import { formatBaht, formatDate } from '../../../lib/format';
import { notifyApiError, notifySuccess } from '../../../lib/notify';
import { useSellerStore } from '../../../lib/seller-store';
import { useListParams } from '../../../lib/use-list-params';
import { useDeleteOrder, useOrderDeliveryOptions, useStoreOrders } from '../api/use-orders';
import { OrderStatusBadge } from '../components/order-status-badge';
import { SlipViewer } from '../components/slip-viewer';

/**
 * The seller's order list (spec 1 "Order list"): filters status, order name, recipient and delivery option;
 * date dd/MM/yyyy, recipient, quantity, total, status, service; the slip link for the payment statuses; edit and
 * delete while editable, or "make label" for the paid status instead. 10 a page.
 */
export function SellerOrderListPage() {
  const { t, i18n } = useTranslation();
  const { storeId } = useSellerStore();
  // Filters live in the address so coming back from an order keeps them.
  const filters = useListParams(orderListQuerySchema, { sizes: [ORDERS_PAGE_SIZE] });
  const { set } = filters;
  const [draft, setDraft] = useState({ orderName: filters.orderName, recipient: filters.recipient });
  const orders = useStoreOrders(storeId, filters.params);
  const options = useOrderDeliveryOptions(storeId);
  const remove = useDeleteOrder(storeId);
  const [slipOf, setSlipOf] = useState<OrderSummary | null>(null);
  const baht = (satang: number) => t('orderUi:money.baht', { amount: formatBaht(satang, i18n.language) });

  const search = (event: FormEvent) => {
    event.preventDefault();
    set({ orderName: draft.orderName.trim(), recipient: draft.recipient.trim() });
  };

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
    <RowActions
      subject={o.name}
      actions={[
        { label: t('orderUi:list.view'), icon: <ListIcon size={18} />, to: paths.storeOrderView(o.id), testId: 'view-order' },
        {
          label: t('orderUi:list.makeLabel'),
          icon: <ParcelIcon size={14} />,
          button: {},
          to: paths.deliveryManageForOrder(o.id),
          hidden: !o.canMakeLabel,
          testId: 'make-label',
        },
        {
          label: t('common:actions.edit'),
          icon: <EditIcon size={18} />,
          to: paths.storeOrderManage(o.id),
          hidden: o.canMakeLabel || !o.isEditable,
          testId: 'edit-order',
        },
        {
          label: t('common:actions.delete'),
          icon: <TrashIcon size={18} />,
          color: 'red',
          confirm: {
            title: t('orderUi:list.deleteTitle'),
            message: t('orderUi:list.deleteMessage', { name: o.name }),
            confirmLabel: t('common:actions.delete'),
          },
          onClick: () =>
            remove.mutate(o.id, {
              onSuccess: () => notifySuccess(t('orderUi:list.deleted')),
              onError: notifyApiError,
            }),
          hidden: o.canMakeLabel || !o.isEditable,
          testId: 'delete-order',
        },
      ]}
    />
  );

  return (
    <ListPage
      title={t('orderUi:list.title')}
      description={t('orderUi:list.subtitle')}
      actions={
        // Order manage without an orderId creates the seller's own order (spec 1: "/orders/manage?orderId", create or edit).
        <Button component={Link} to={paths.storeOrderCreate} leftSection={<PlusIcon size={18} />} data-testid="create-order">
          {t('orderUi:list.create')}
        </Button>
      }
      query={orders}
      paging={filters}
      filters={
        <form onSubmit={search} data-testid="order-filters">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
            <MultiSelect
              label={t('orderUi:filters.status')}
              placeholder={filters.statuses.length ? undefined : t('orderUi:filters.allStatuses')}
              data={ORDER_STATUS_KEYS.map((k) => ({ value: k, label: t(`reference:statuses.order.${k}`) }))}
              value={filters.statuses}
              onChange={(statuses) => set({ statuses: statuses as OrderStatusKey[] })}
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
      }
      empty={{ text: t('orderUi:list.empty') }}
      rows={{
        rowKey: (o) => o.id,
        minWidth: 1000,
        striped: true,
        testId: 'order-table',
        rowTestId: 'order-row',
        columns: [
          {
            key: 'date',
            header: t('orderUi:columns.date'),
            td: { style: { whiteSpace: 'nowrap' } },
            cell: (o) => formatDate(o.createdDate),
          },
          {
            key: 'name',
            header: t('orderUi:columns.orderName'),
            td: { fw: 600, style: { whiteSpace: 'nowrap' } },
            cell: (o) => (
              <Anchor component={Link} to={paths.storeOrderView(o.id)} c="dark" fw={600}>
                {o.name}
              </Anchor>
            ),
          },
          { key: 'recipient', header: t('orderUi:columns.recipient'), cell: (o) => o.recipientName },
          { key: 'quantity', header: t('orderUi:columns.quantity'), ta: 'right', cell: (o) => o.totalQty },
          {
            key: 'total',
            header: t('orderUi:columns.total'),
            ta: 'right',
            td: { style: { whiteSpace: 'nowrap' } },
            cell: (o) => baht(o.grandTotal),
          },
          { key: 'status', header: t('orderUi:columns.status'), cell: (o) => <OrderStatusBadge statusKey={o.status.referenceKey} /> },
          { key: 'service', header: t('orderUi:columns.service'), td: { fz: 'sm' }, cell: (o) => o.storeDeliveryOption.name },
          { key: 'slip', header: t('orderUi:columns.slip'), cell: slipLink },
          { key: 'actions', cell: actions },
        ],
        card: (o) => (
          <>
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
          </>
        ),
      }}
      after={<SlipViewer order={slipOf} onClose={() => setSlipOf(null)} />}
    />
  );
}
