import { zodResolver } from '@hookform/resolvers/zod';
import {
  ActionIcon,
  Alert,
  Button,
  Container,
  Grid,
  Group,
  NumberInput,
  Paper,
  Radio,
  Select,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { type Order, type ShipAddressInput, shipAddressInputSchema } from '@songdee/shared/order/order.schema';
import { manualTransitionProblem, orderTotals } from '@songdee/shared/order/order-rules';
import { ORDER_STATUS_KEYS, type OrderStatusKey } from '@songdee/shared/reference/status-keys';
import { type FormEvent, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../app/navigation/paths';
import type { AddressFieldsHandle } from '../../../components/address-fields';
import { EmptyState } from '../../../components/empty-state';
import { AlertIcon, ArrowLeftIcon, MapPinIcon, PlusIcon, TrashIcon } from '../../../components/icons';
import { PageHeader } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { SavedAddressPicker } from '../../../components/saved-address-picker';
import { SHIP_ADDRESS_FIELDS, ShipAddressFields, shipAddressFromSaved } from '../../../components/ship-address-fields';
import { applyFieldIssues, formSchema } from '../../../lib/form-errors';
import { bahtToSatang, formatBaht } from '../../../lib/format';
import { notifyApiError, notifyError, notifySuccess } from '../../../lib/notify';
import { useSellerStore } from '../../../lib/seller-store';
import { ordersApi } from '../api/orders-api';
import { useOrderDeliveryOptions, useStoreOrder, useUpdateOrder } from '../api/use-orders';
import { ProductPicker } from '../components/product-picker';

interface Line {
  productId: string;
  name: string;
  price: number;
  quantity: number;
  discount: number;
}

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

/** /stores/orders/manage?orderId (spec 1 "Order manage"). */
export function OrderManagePage() {
  const { t } = useTranslation();
  const { storeId } = useSellerStore();
  const [params] = useSearchParams();
  const order = useStoreOrder(storeId, params.get('orderId') ?? '');
  if (order.isPending) return <PageLoader />;
  if (!order.data)
    return (
      <Container size="sm" py={48}>
        <EmptyState text={order.error?.message ?? t('errors:INTERNAL')} />
      </Container>
    );
  return <OrderManageForm key={order.data.id} order={order.data} />;
}

function OrderManageForm({ order }: { order: Order }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { storeId } = useSellerStore();
  const options = useOrderDeliveryOptions(storeId);
  const save = useUpdateOrder(storeId, order.id);
  const [statusKey, setStatusKey] = useState<OrderStatusKey>(order.status.referenceKey as OrderStatusKey);
  const [lines, setLines] = useState<Line[]>(
    order.orderItems
      .filter((i) => i.productId)
      .map((i) => ({ productId: i.productId ?? '', name: i.name, price: i.price, quantity: i.quantity, discount: i.discount })),
  );
  const [deliveryOptionId, setDeliveryOptionId] = useState(order.storeDeliveryOption.deliveryOptionId);
  const [itemsError, setItemsError] = useState<string | null>(null);
  const [productPicker, setProductPicker] = useState(false);
  const [addressPicker, setAddressPicker] = useState(false);
  const [pickedKey, setPickedKey] = useState('order');
  const addressRef = useRef<AddressFieldsHandle>(null);
  const form = useForm<ShipAddressInput>({ resolver: zodResolver(formSchema(shipAddressInputSchema)), defaultValues: addressOf(order) });
  const baht = (satang: number) => t('orderUi:money.baht', { amount: formatBaht(satang, i18n.language) });
  const fee = options.data?.find((o) => o.id === deliveryOptionId)?.fee ?? order.deliveryFee;
  const totals = orderTotals(lines, fee);
  const locked = !order.isEditable;
  const hasSlip = !!order.paySlipPath;

  const setLine = (productId: string, patch: Partial<Line>) =>
    setLines((ls) => ls.map((l) => (l.productId === productId ? { ...l, ...patch } : l)));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // Spec 1 section 5: at least one item ("กรุณาเลือกสินค้าก่อนสร้างรายการสั่งซื้อสินค้า"), quantities of at least 1.
    const itemsProblem = lines.length === 0 ? t('order:itemsRequired') : lines.some((l) => l.quantity < 1) ? t('order:quantityMin') : null;
    setItemsError(itemsProblem);
    await addressRef.current?.verify();
    await form.handleSubmit(
      (shipAddress) => {
        if (itemsProblem) {
          notifyError(itemsProblem);
          return;
        }
        save.mutate(
          {
            statusKey,
            items: lines.map((l) => ({ productId: l.productId, quantity: l.quantity, discount: l.discount })),
            deliveryOptionId,
            shipAddress,
          },
          {
            onSuccess: () => {
              notifySuccess(t('orderUi:manage.saved'));
              navigate(paths.storeOrders);
            },
            onError: (error) => {
              if (applyFieldIssues(error, form.setError, SHIP_ADDRESS_FIELDS)) notifyError(t('validation:checkInput'));
              else notifyApiError(error);
            },
          },
        );
      },
      () => notifyError(t('validation:formInvalid')),
    )();
  };

  const statusData = ORDER_STATUS_KEYS.map((key) => {
    const problem = manualTransitionProblem(order.status.referenceKey, key, { confirmPayment: order.confirmPayment, hasSlip });
    return { value: key, label: t(`reference:statuses.order.${key}`), disabled: problem !== null };
  });

  return (
    <Container size="xl" py={{ base: 'lg', sm: 32 }}>
      <form noValidate onSubmit={onSubmit} data-testid="order-manage-form">
        <Stack gap="lg">
          <PageHeader
            title={t('orderUi:manage.title', { name: order.name })}
            crumbs={[{ label: t('orderUi:list.title'), to: paths.storeOrders }, { label: order.name }]}
          />
          {locked ? (
            <Alert color="yellow" variant="light" icon={<AlertIcon size={18} />}>
              {t('orderUi:manage.locked')}
            </Alert>
          ) : null}
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 8 }}>
              <Stack gap="lg">
                <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
                  <Group justify="space-between" mb="sm">
                    <Title order={2} fz="md">
                      {t('orderUi:manage.items')}
                    </Title>
                    <Button
                      size="xs"
                      variant="light"
                      leftSection={<PlusIcon size={14} />}
                      onClick={() => setProductPicker(true)}
                      disabled={locked}
                    >
                      {t('orderUi:manage.pickItems')}
                    </Button>
                  </Group>
                  <Table.ScrollContainer minWidth={620}>
                    <Table verticalSpacing="xs">
                      <Table.Thead>
                        <Table.Tr>
                          <Table.Th>{t('orderUi:columns.item')}</Table.Th>
                          <Table.Th ta="right">{t('orderUi:columns.unitPrice')}</Table.Th>
                          <Table.Th w={110}>{t('orderUi:columns.quantity')}</Table.Th>
                          <Table.Th w={130}>{t('orderUi:columns.discount')}</Table.Th>
                          <Table.Th ta="right">{t('orderUi:columns.lineTotal')}</Table.Th>
                          <Table.Th w={40} />
                        </Table.Tr>
                      </Table.Thead>
                      <Table.Tbody>
                        {lines.map((l) => (
                          <Table.Tr key={l.productId} data-testid="manage-line">
                            <Table.Td fw={600}>{l.name}</Table.Td>
                            <Table.Td ta="right">{baht(l.price)}</Table.Td>
                            <Table.Td>
                              <NumberInput
                                size="xs"
                                min={1}
                                allowDecimal={false}
                                allowNegative={false}
                                value={l.quantity}
                                disabled={locked}
                                onChange={(v) => setLine(l.productId, { quantity: Math.max(1, Math.floor(Number(v) || 1)) })}
                                aria-label={t('orderUi:columns.quantity')}
                              />
                            </Table.Td>
                            <Table.Td>
                              <NumberInput
                                size="xs"
                                min={0}
                                decimalScale={2}
                                value={l.discount / 100}
                                disabled={locked}
                                onChange={(v) => setLine(l.productId, { discount: bahtToSatang(v) ?? 0 })}
                                aria-label={t('orderUi:columns.discount')}
                              />
                            </Table.Td>
                            <Table.Td ta="right" fw={600}>
                              {baht(l.price * l.quantity - l.discount)}
                            </Table.Td>
                            <Table.Td>
                              <ActionIcon
                                variant="subtle"
                                color="red"
                                disabled={locked}
                                onClick={() => setLines((ls) => ls.filter((x) => x.productId !== l.productId))}
                                aria-label={`${t('common:actions.delete')} ${l.name}`}
                              >
                                <TrashIcon size={16} />
                              </ActionIcon>
                            </Table.Td>
                          </Table.Tr>
                        ))}
                      </Table.Tbody>
                    </Table>
                  </Table.ScrollContainer>
                  {itemsError ? (
                    <Text c="red" fz="sm" mt="xs">
                      {itemsError}
                    </Text>
                  ) : null}
                </Paper>
                <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
                  <Group justify="space-between" mb="sm">
                    <Title order={2} fz="md">
                      {t('orderUi:manage.recipient')}
                    </Title>
                    <Button
                      size="xs"
                      variant="light"
                      color="postBlue"
                      leftSection={<MapPinIcon size={14} />}
                      onClick={() => setAddressPicker(true)}
                      disabled={locked}
                    >
                      {t('common:savedAddress.open')}
                    </Button>
                  </Group>
                  <ShipAddressFields form={form} addressRef={addressRef} fieldsKey={pickedKey} />
                </Paper>
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <Stack gap="lg">
                <Paper withBorder radius="lg" p="lg">
                  <Select
                    label={t('orderUi:manage.status')}
                    data={statusData}
                    value={statusKey}
                    onChange={(v) => v && setStatusKey(v as OrderStatusKey)}
                    allowDeselect={false}
                    disabled={locked}
                    comboboxProps={{ withinPortal: true }}
                    data-testid="order-status-select"
                  />
                  <Text fz="xs" c="dimmed" mt={6}>
                    {t('orderUi:manage.statusHint')}
                  </Text>
                </Paper>
                <Paper withBorder radius="lg" p="lg">
                  <Radio.Group label={t('orderUi:manage.delivery')} value={deliveryOptionId} onChange={setDeliveryOptionId}>
                    <Stack gap={6} mt={6}>
                      {(options.data ?? []).map((o) => (
                        <Radio.Card key={o.id} value={o.id} radius="md" p="xs" disabled={locked}>
                          <Group justify="space-between" wrap="nowrap">
                            <Group gap="xs" wrap="nowrap">
                              <Radio.Indicator size="xs" />
                              <Text fz="sm">{o.name}</Text>
                            </Group>
                            <Text fz="sm" fw={600}>
                              {baht(o.fee)}
                            </Text>
                          </Group>
                        </Radio.Card>
                      ))}
                    </Stack>
                  </Radio.Group>
                </Paper>
                <Paper withBorder radius="lg" p="lg">
                  <Stack gap={4}>
                    <Group justify="space-between">
                      <Text fz="sm" c="dimmed">
                        {t('orderUi:totals.quantity')}
                      </Text>
                      <Text fz="sm">{totals.totalQty}</Text>
                    </Group>
                    <Group justify="space-between">
                      <Text fz="sm" c="dimmed">
                        {t('orderUi:totals.discount')}
                      </Text>
                      <Text fz="sm">{baht(totals.totalDiscount)}</Text>
                    </Group>
                    <Group justify="space-between">
                      <Text fz="sm" c="dimmed">
                        {t('orderUi:totals.price')}
                      </Text>
                      <Text fz="sm">{baht(totals.totalPrice)}</Text>
                    </Group>
                    <Group justify="space-between">
                      <Text fz="sm" c="dimmed">
                        {t('orderUi:totals.deliveryFee')}
                      </Text>
                      <Text fz="sm">{baht(totals.deliveryFee)}</Text>
                    </Group>
                    <Group justify="space-between" pt={6} style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
                      <Text fw={700}>{t('orderUi:totals.grandTotal')}</Text>
                      <Text fw={700} c="postRed.6">
                        {baht(totals.grandTotal)}
                      </Text>
                    </Group>
                  </Stack>
                </Paper>
              </Stack>
            </Grid.Col>
          </Grid>
          <Group justify="space-between">
            <Button component={Link} to={paths.storeOrders} variant="default" leftSection={<ArrowLeftIcon size={18} />}>
              {t('common:actions.back')}
            </Button>
            <Button type="submit" loading={save.isPending} disabled={locked} data-testid="save-order">
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
      <SavedAddressPicker
        opened={addressPicker}
        onClose={() => setAddressPicker(false)}
        path={ordersApi.savedAddressesPath(storeId)}
        onPick={(saved) => {
          form.reset(shipAddressFromSaved(saved));
          setPickedKey(saved.id);
        }}
      />
    </Container>
  );
}
