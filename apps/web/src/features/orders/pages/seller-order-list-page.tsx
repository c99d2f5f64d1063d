import { ActionIcon, Anchor, Button, Group, MultiSelect, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { ORDERS_PAGE_SIZE, type OrderSummary, orderListQuerySchema } from '@songdee/shared/order/order.schema';
import { ORDER_STATUS_KEYS, type OrderStatusKey } from '@songdee/shared/reference/status-keys';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/navigation/paths';
import { ParcelIcon, PlusIcon, SearchIcon } from '../../../components/icons';
import { ListPage } from '../../../components/lists/list-page';
import { deleteAction, deleteTexts, editAction, RowActions, viewAction } from '../../../components/row-actions';
import { formatDate } from '../../../lib/format';
import { useSellerStore } from '../../../lib/seller-store';
import { useListParams } from '../../../lib/use-list-params';
import { useDeleteOrder, useOrderDeliveryOptions, useStoreOrders } from '../api/use-orders';
import { OrderCardFigures, OrderCardTitle, useOrderColumns } from '../components/order-columns';
import { SlipViewer } from '../components/slip-viewer';

const NO_WRAP = { style: { whiteSpace: 'nowrap' } } as const;

/**
 * The seller's order list (spec 1 "Order list"): filters status, order name, recipient and delivery option;
 * date dd/MM/yyyy, recipient, quantity, total, status, service; the slip link for the payment statuses; edit and
 * delete while editable, or "make label" for the paid status instead. 10 a page.
 */
export function SellerOrderListPage() {
  const { t } = useTranslation();
  const { storeId } = useSellerStore();
  // Filters live in the address so coming back from an order keeps them.
  const filters = useListParams(orderListQuerySchema, { sizes: [ORDERS_PAGE_SIZE] });
  const { set } = filters;
  const [draft, setDraft] = useState({ orderName: filters.orderName, recipient: filters.recipient });
  const orders = useStoreOrders(storeId, filters.params);
  const options = useOrderDeliveryOptions(storeId);
  const remove = useDeleteOrder(storeId);
  const [slipOf, setSlipOf] = useState<OrderSummary | null>(null);
  const columns = useOrderColumns();

  const search = (event: FormEvent) => {
    event.preventDefault();
    set({ orderName: draft.orderName.trim(), recipient: draft.recipient.trim() });
  };

  // The text filters apply on Enter or the search button, not on each key.
  const draftInput = (field: keyof typeof draft, label: string) => (
    <TextInput
      size="sm"
      label={label}
      value={draft[field]}
      onChange={(e) => setDraft((d) => ({ ...d, [field]: e.currentTarget.value }))}
      data-testid={`filter-${field}`}
    />
  );

  const orderLink = (o: OrderSummary) => (
    <Anchor component={Link} to={paths.storeOrderView(o.id)} c="dark" fw={600}>
      {o.name}
    </Anchor>
  );

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
        viewAction(t('orderUi:list.view'), { to: paths.storeOrderView(o.id), testId: 'view-order' }),
        {
          label: t('orderUi:list.makeLabel'),
          icon: <ParcelIcon size={14} />,
          button: {},
          to: paths.deliveryManageForOrder(o.id),
          hidden: !o.canMakeLabel,
          testId: 'make-label',
        },
        editAction({ to: paths.storeOrderManage(o.id), hidden: o.canMakeLabel || !o.isEditable, testId: 'edit-order' }),
        deleteAction({
          mutation: remove,
          variables: o.id,
          ...deleteTexts('orderUi:list', { name: o.name }),
          hidden: o.canMakeLabel || !o.isEditable,
          testId: 'delete-order',
        }),
      ]}
    />
  );

  return (
    <ListPage
      texts="orderUi:list"
      actions={
        // Order manage without an orderId creates the seller's own order (spec 1: "/orders/manage?orderId", create or edit).
        <Group gap="xs">
          <Button component={Link} to={paths.storeOrderImport} variant="light" data-testid="import-orders">
            {t('orderUi:import.open')}
          </Button>
          <Button component={Link} to={paths.storeOrderCreate} leftSection={<PlusIcon size={18} />} data-testid="create-order">
            {t('orderUi:list.create')}
          </Button>
        </Group>
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
            {draftInput('orderName', t('orderUi:filters.orderName'))}
            {draftInput('recipient', t('orderUi:filters.recipient'))}
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
      rows={{
        minWidth: 1000,
        striped: true,
        testIds: 'order',
        columns: [
          columns.date({ td: NO_WRAP }),
          columns.name({ td: { fw: 600, ...NO_WRAP }, cell: orderLink }),
          columns.recipient(),
          columns.quantity(),
          columns.total({ td: NO_WRAP }),
          columns.status(),
          { key: 'service', header: t('orderUi:columns.service'), td: { fz: 'sm' }, cell: (o) => o.storeDeliveryOption.name },
          { key: 'slip', header: t('orderUi:columns.slip'), cell: slipLink },
          { key: 'actions', cell: actions },
        ],
        card: (o) => (
          <>
            <OrderCardTitle order={o}>
              <div>
                <Text fw={700}>{o.name}</Text>
                <Text fz="xs" c="dimmed">
                  {formatDate(o.createdDate)} · {o.recipientName}
                </Text>
              </div>
            </OrderCardTitle>
            <OrderCardFigures order={o} pieces={`${o.storeDeliveryOption.name} · ${t('orderUi:mine.pieces', { count: o.totalQty })}`} />
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
