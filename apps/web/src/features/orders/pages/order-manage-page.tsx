import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Container, Grid, Group, Stack } from '@mantine/core';
import type { RecipientAddress } from '@songdee/shared/address-book/address-book.schema';
import { type Order, type ShipAddressInput, shipAddressInputSchema } from '@songdee/shared/order/order.schema';
import { COD_START_STATUS, orderEditBlock, orderTotals, sellerOrderStartStatus } from '@songdee/shared/order/order-rules';
import type { OrderStatusKey } from '@songdee/shared/reference/status-keys';
import { type FormEvent, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../app/navigation/paths';
import type { AddressFieldsHandle } from '../../../components/address/address-fields';
import { emptyShipAddress, ReceiverCard, SHIP_ADDRESS_FIELDS, shipAddressFromSaved } from '../../../components/address/ship-address-fields';
import { SavedAddressPicker } from '../../../components/address-book/saved-address-picker';
import { EmptyState } from '../../../components/empty-state';
import { AlertIcon, ArrowLeftIcon } from '../../../components/icons';
import { PageHeader } from '../../../components/layout/page-header';
import { PageLoader } from '../../../components/layout/page-loader';
import { OrderTotalsCard } from '../../../components/orders/order-totals-card';
import { addressBookApi } from '../../../lib/address-book-api';
import { formSchema, notifySaveRefused } from '../../../lib/form-errors';
import { formatBaht } from '../../../lib/format';
import type { TranslationKey } from '../../../lib/i18n-keys';
import { apiErrorMessage, notifyError, notifySuccess } from '../../../lib/notify';
import { useSellerStore } from '../../../lib/seller-store';
import { useRecordId } from '../../../lib/use-record-id';
import { useStoreOrder } from '../../../lib/use-store-order';
import { useCreateOrder, useOrderDeliveryOptions, useUpdateOrder } from '../api/use-orders';
import { type OrderLine, OrderLinesCard } from '../components/order-lines-card';
import { OrderDeliveryCard, OrderStatusCard } from '../components/order-manage-panels';
import { ProductPicker } from '../components/product-picker';

function addressOf(order: Order): ShipAddressInput {
  const a = order.shipAddress;
  return {
    fullName: a.fullName,
    phone: a.phone,
    homeAddress: a.homeAddress,
    village: a.village,
    building: a.building,
    floor: a.floor,
    swine: a.swine,
    alley: a.alley,
    street: a.street,
    provinceId: a.provinceId ?? 0,
    borderId: a.borderId ?? 0,
    districtId: a.districtId ?? 0,
    postcode: a.postcode,
    shipAddressId: a.shipAddressId,
  };
}

const linesOf = (order: Order | null): OrderLine[] =>
  (order?.orderItems ?? []).flatMap((i) =>
    i.productId ? [{ productId: i.productId, name: i.name, price: i.price, quantity: i.quantity, discount: i.discount }] : [],
  );

/** /stores/orders/manage?orderId (spec 1 "Order manage": create without an orderId, else edit). */
export function OrderManagePage() {
  // The error below is worded at render: this renders again on a language switch.
  useTranslation();
  const { storeId } = useSellerStore();
  const orderId = useRecordId('orderId') ?? '';
  const order = useStoreOrder(storeId, orderId);
  if (!orderId) return <OrderManageForm order={null} />;
  if (order.isPending) return <PageLoader />;
  if (!order.data)
    return (
      <Container size="sm" py={48}>
        <EmptyState text={apiErrorMessage(order.error)} />
      </Container>
    );
  return <OrderManageForm key={order.data.id} order={order.data} />;
}

/** The form of both modes; `order` null creates the seller's own order (a phone, chat or counter sale). */
function OrderManageForm({ order }: { order: Order | null }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { storeId } = useSellerStore();
  const options = useOrderDeliveryOptions(storeId);
  const update = useUpdateOrder(storeId, order?.id ?? '');
  const create = useCreateOrder(storeId);
  const [paid, setPaid] = useState(false);
  const [cashOnDelivery, setCashOnDelivery] = useState(order?.cashOnDelivery != null);
  const from = order ? order.status.referenceKey : cashOnDelivery ? COD_START_STATUS : sellerOrderStartStatus(paid);
  const [statusKey, setStatusKey] = useState<OrderStatusKey>(from as OrderStatusKey);
  const [lines, setLines] = useState<OrderLine[]>(() => linesOf(order));
  const [chosenOption, setDeliveryOptionId] = useState(order?.storeDeliveryOption.deliveryOptionId ?? '');
  const [itemsError, setItemsError] = useState<TranslationKey | null>(null);
  const [productPicker, setProductPicker] = useState(false);
  const [addressPicker, setAddressPicker] = useState(false);
  const [pickedKey, setPickedKey] = useState('order');
  const addressRef = useRef<AddressFieldsHandle>(null);
  const form = useForm<ShipAddressInput>({
    resolver: zodResolver(formSchema(shipAddressInputSchema)),
    defaultValues: order ? addressOf(order) : emptyShipAddress(),
  });
  const baht = (satang: number) => t('orderUi:money.baht', { amount: formatBaht(satang, i18n.language) });
  // A new order takes the store's first offered service until another is chosen.
  const deliveryOptionId = chosenOption || (options.data?.[0]?.id ?? '');
  const fee = options.data?.find((o) => o.id === deliveryOptionId)?.fee ?? order?.deliveryFee ?? 0;
  const totals = orderTotals(lines, fee);
  const editBlock = order ? orderEditBlock(order.status.referenceKey) : null;
  const locked = editBlock !== null;
  const saving = update.isPending || create.isPending;
  const title = order ? t('orderUi:manage.title', { name: order.name }) : t('orderUi:manage.createTitle');

  /** "Payment received" starts the new order where confirming payment puts it; unticked, back to waiting for payment. */
  const setPaidAndStatus = (next: boolean) => {
    setPaid(next);
    setStatusKey(sellerOrderStartStatus(next));
  };
  /** Cash on delivery skips the payment steps: a new order then starts waiting to be packed. */
  const setCod = (next: boolean) => {
    setCashOnDelivery(next);
    if (!order) setStatusKey(next ? COD_START_STATUS : sellerOrderStartStatus(paid));
  };

  const onSaved = (saved: Order) => {
    if (order) {
      notifySuccess('orderUi:manage.saved');
      navigate(paths.storeOrders);
    } else {
      notifySuccess('orderUi:manage.created', { name: saved.name });
      navigate(paths.storeOrderView(saved.id));
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // Spec 1 section 5: at least one item ("กรุณาเลือกสินค้าก่อนสร้างรายการสั่งซื้อสินค้า"), quantities of at least 1.
    const itemsProblem: TranslationKey | null =
      lines.length === 0 ? 'order:itemsRequired' : lines.some((l) => l.quantity < 1) ? 'order:quantityMin' : null;
    setItemsError(itemsProblem);
    await addressRef.current?.verify();
    await form.handleSubmit(
      (shipAddress) => {
        if (itemsProblem) {
          notifyError(itemsProblem);
          return;
        }
        const input = {
          statusKey,
          items: lines.map((l) => ({ productId: l.productId, quantity: l.quantity, discount: l.discount })),
          deliveryOptionId,
          shipAddress,
          cashOnDelivery,
        };
        const handlers = {
          onSuccess: onSaved,
          onError: (error: unknown) => {
            notifySaveRefused(error, form.setError, SHIP_ADDRESS_FIELDS);
          },
        };
        if (order) update.mutate(input, handlers);
        else create.mutate({ ...input, confirmPayment: paid && !cashOnDelivery }, handlers);
      },
      () => notifyError('validation:formInvalid'),
    )();
  };

  return (
    <Container size="xl" py={{ base: 'lg', sm: 32 }}>
      <form noValidate onSubmit={onSubmit} data-testid="order-manage-form">
        <Stack gap="lg">
          <PageHeader title={title} crumbs={[{ label: t('orderUi:list.title'), to: paths.storeOrders }, { label: order?.name ?? title }]} />
          {locked ? (
            <Alert color="yellow" variant="light" icon={<AlertIcon size={18} />} data-testid="order-locked">
              {t(editBlock === 'packing' ? 'orderUi:manage.lockedPacking' : 'orderUi:manage.locked')}
            </Alert>
          ) : null}
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 8 }}>
              <Stack gap="lg">
                <OrderLinesCard
                  lines={lines}
                  locked={locked}
                  error={itemsError ? t(itemsError) : null}
                  baht={baht}
                  onPickItems={() => setProductPicker(true)}
                  onChange={(productId, patch) => setLines((ls) => ls.map((l) => (l.productId === productId ? { ...l, ...patch } : l)))}
                  onRemove={(productId) => setLines((ls) => ls.filter((l) => l.productId !== productId))}
                />
                <ReceiverCard
                  title={t('orderUi:manage.recipient')}
                  onPick={() => setAddressPicker(true)}
                  pickDisabled={locked}
                  pickTestId="pick-saved-address"
                  form={form}
                  addressRef={addressRef}
                  fieldsKey={pickedKey}
                />
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <Stack gap="lg">
                <OrderStatusCard
                  from={from}
                  value={statusKey}
                  onChange={setStatusKey}
                  order={
                    order
                      ? { confirmPayment: order.confirmPayment, hasSlip: !!order.paySlipPath, cashOnDelivery }
                      : { confirmPayment: paid, hasSlip: false, cashOnDelivery }
                  }
                  locked={locked}
                  paid={order ? undefined : { checked: paid, onChange: setPaidAndStatus }}
                />
                <OrderDeliveryCard
                  options={options.data ?? []}
                  value={deliveryOptionId}
                  onChange={setDeliveryOptionId}
                  locked={locked}
                  baht={baht}
                  cod={{ checked: cashOnDelivery, onChange: setCod }}
                />
                <OrderTotalsCard totals={{ ...totals, discount: totals.totalDiscount }} />
              </Stack>
            </Grid.Col>
          </Grid>
          <Group justify="space-between">
            <Button component={Link} to={paths.storeOrders} variant="default" leftSection={<ArrowLeftIcon size={18} />}>
              {t('common:actions.back')}
            </Button>
            <Button type="submit" loading={saving} disabled={locked} data-testid="save-order">
              {t('common:actions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
      <ProductPicker
        storeId={storeId}
        opened={productPicker}
        onClose={() => setProductPicker(false)}
        chosenIds={new Set(lines.map((l) => l.productId))}
        onPick={(p) => {
          setLines((ls) => [...ls, { productId: p.id, name: p.name, price: p.price, quantity: 1, discount: 0 }]);
          setItemsError(null);
        }}
      />
      <SavedAddressPicker<RecipientAddress>
        opened={addressPicker}
        onClose={() => setAddressPicker(false)}
        listKey={`recipients:${storeId}`}
        list={(query, signal) => addressBookApi.listRecipients(storeId, query, signal)}
        onPick={(saved) => {
          form.reset(shipAddressFromSaved(saved));
          setPickedKey(saved.id);
        }}
      />
    </Container>
  );
}
