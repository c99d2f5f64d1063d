import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Grid, Group, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import type { BuyerAddress } from '@songdee/shared/address-book/buyer-address.schema';
import { type ShipAddressInput, shipAddressInputSchema } from '@songdee/shared/order/order.schema';
import type { Store } from '@songdee/shared/store/store.schema';
import { type FormEvent, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../app/navigation/paths';
import type { AddressFieldsHandle } from '../../../components/address/address-fields';
import {
  emptyShipAddress,
  ReceiverCard,
  SHIP_ADDRESS_FIELDS,
  shipAddressFromBuyerBook,
} from '../../../components/address/ship-address-fields';
import { SavedAddressPicker } from '../../../components/address-book/saved-address-picker';
import { EmptyState } from '../../../components/empty-state';
import { BasketIcon } from '../../../components/icons';
import { ApiError } from '../../../lib/api-client';
import { formSchema, notifySaveRefused } from '../../../lib/form-errors';
import { formatBaht } from '../../../lib/format';
import type { TranslationKey } from '../../../lib/i18n-keys';
import { notifyError } from '../../../lib/notify';
import { BUYER_ADDRESSES_KEY, buyerAddressesApi, toBuyerAddressInput, useCreateBuyerAddress } from '../../../lib/use-buyer-addresses';
import { useCheckout, useStoreDeliveryOptions } from '../api/use-storefront';
import { clearStore, itemsTotal } from '../basket/basket-storage';
import { useBasket } from '../basket/use-basket';
import { BasketLines } from '../components/basket-lines';
import { StoreShell } from '../components/store-shell';

function Checkout({ store }: { store: Store }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [basket, update] = useBasket();
  const lines = basket.stores[store.id];
  const options = useStoreDeliveryOptions(store.id);
  const checkout = useCheckout(store.id);
  const [deliveryOptionId, setDeliveryOptionId] = useState<string | null>(null);
  const [deliveryError, setDeliveryError] = useState<TranslationKey | null>(null);
  const [payOnDelivery, setPayOnDelivery] = useState(false);
  const [codError, setCodError] = useState<string | null>(null);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [pickedKey, setPickedKey] = useState('typed');
  const [saveAddress, setSaveAddress] = useState(false);
  const createAddress = useCreateBuyerAddress();
  // One key per submission: a retried save after a lost answer keeps one address.
  const saveKey = useRef(crypto.randomUUID());
  const addressRef = useRef<AddressFieldsHandle>(null);
  const form = useForm<ShipAddressInput>({ resolver: zodResolver(formSchema(shipAddressInputSchema)), defaultValues: emptyShipAddress() });
  const baht = (satang: number) => t('shopUi:money.baht', { amount: formatBaht(satang, i18n.language) });

  if (!lines || lines.items.length === 0) {
    return (
      <Paper withBorder radius="lg" p="xl">
        <EmptyState
          icon={<BasketIcon size={28} />}
          text={t('shopUi:checkout.emptyBasket')}
          action={
            <Button component={Link} to={paths.storeMain(store.uri)} variant="light">
              {t('shopUi:basket.continue')}
            </Button>
          }
        />
      </Paper>
    );
  }

  const chosen = options.data?.find((o) => o.id === deliveryOptionId);
  const subtotal = itemsTotal(lines);
  // Cash on delivery only where the store offers it with the chosen option; the fee is added to what the postman collects.
  const cod = payOnDelivery && chosen?.codEnabled ? chosen.codFee : null;
  const grandTotal = subtotal + (chosen?.fee ?? 0) + (cod ?? 0);

  const pick = (saved: BuyerAddress) => {
    form.reset(shipAddressFromBuyerBook(saved));
    setPickedKey(saved.id);
    // It is saved already.
    setSaveAddress(false);
  };

  /** After the order is placed: keeps the receiver in the buyer's book when asked (a failure only says so). */
  const keepAddress = async (shipAddress: ShipAddressInput) => {
    if (!saveAddress) return;
    try {
      await createAddress.mutateAsync({ input: toBuyerAddressInput(shipAddress), idempotencyKey: saveKey.current });
    } catch {
      notifyError('shopUi:checkout.saveAddressFailed');
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!deliveryOptionId) setDeliveryError('order:deliveryOptionRequired');
    await addressRef.current?.verify();
    await form.handleSubmit(
      (shipAddress) => {
        if (!deliveryOptionId) {
          notifyError('validation:formInvalid');
          return;
        }
        checkout.mutate(
          {
            items: lines.items.map((i) => ({ productId: i.productId, quantity: i.quantity })),
            deliveryOptionId,
            shipAddress,
            cashOnDelivery: cod !== null,
          },
          {
            onSuccess: async (order) => {
              await keepAddress(shipAddress);
              update((b) => clearStore(b, store.id));
              navigate(paths.thankYou(store.uri, order.id));
            },
            onError: (error) => {
              const codIssue = error instanceof ApiError ? error.issues.find((i) => i.path === 'cashOnDelivery') : undefined;
              if (codIssue) setCodError(codIssue.message);
              notifySaveRefused(error, form.setError, SHIP_ADDRESS_FIELDS);
            },
          },
        );
      },
      () => notifyError('validation:formInvalid'),
    )();
  };

  return (
    <form noValidate onSubmit={onSubmit} data-testid="checkout-form">
      <Stack gap="lg">
        <Title order={2} fz={{ base: 20, sm: 24 }}>
          {t('shopUi:checkout.title')}
        </Title>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="lg">
              <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
                <Title order={3} fz="md" mb="sm">
                  {t('shopUi:checkout.items')}
                </Title>
                <BasketLines store={lines} />
              </Paper>
              <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
                <Title order={3} fz="md" mb="sm">
                  {t('shopUi:checkout.delivery')}
                </Title>
                <Radio.Group
                  value={deliveryOptionId}
                  onChange={(v) => {
                    setDeliveryOptionId(v);
                    setDeliveryError(null);
                  }}
                  error={deliveryError ? t(deliveryError) : null}
                >
                  <Stack gap="xs">
                    {(options.data ?? []).map((option) => (
                      <Radio.Card key={option.id} value={option.id} radius="md" p="sm" data-testid={`checkout-delivery-${option.id}`}>
                        <Group wrap="nowrap" justify="space-between">
                          <Group wrap="nowrap" gap="sm">
                            <Radio.Indicator />
                            <div>
                              <Text fw={600} fz="sm">
                                {option.name}
                              </Text>
                              <Text fz="xs" c="dimmed">
                                {option.shortDesc}
                              </Text>
                            </div>
                          </Group>
                          <Text fw={700} fz="sm" style={{ whiteSpace: 'nowrap' }}>
                            {baht(option.fee)}
                          </Text>
                        </Group>
                      </Radio.Card>
                    ))}
                  </Stack>
                </Radio.Group>
                {chosen?.codEnabled ? (
                  <Checkbox
                    mt="md"
                    checked={payOnDelivery}
                    onChange={(e) => {
                      setPayOnDelivery(e.currentTarget.checked);
                      setCodError(null);
                    }}
                    label={t('shopUi:checkout.cod', { fee: baht(chosen.codFee) })}
                    description={t('shopUi:checkout.codHint')}
                    error={codError}
                    data-testid="checkout-cod"
                  />
                ) : null}
              </Paper>
              <ReceiverCard
                title={t('shopUi:checkout.receiver')}
                titleOrder={3}
                onPick={() => setPickerOpen(true)}
                pickTestId="choose-saved-address"
                form={form}
                addressRef={addressRef}
                fieldsKey={pickedKey}
                footer={
                  <Checkbox
                    mt="md"
                    checked={saveAddress}
                    onChange={(e) => setSaveAddress(e.currentTarget.checked)}
                    label={t('shopUi:checkout.saveAddress')}
                    description={t('shopUi:checkout.saveAddressHint')}
                    data-testid="checkout-save-address"
                  />
                }
              />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Paper withBorder radius="lg" p="lg" pos="sticky" top={16}>
              <Stack gap="sm">
                <Title order={3} fz="md">
                  {t('shopUi:checkout.summary')}
                </Title>
                <Group justify="space-between">
                  <Text fz="sm">{t('shopUi:basket.subtotal')}</Text>
                  <Text fz="sm">{baht(subtotal)}</Text>
                </Group>
                <Group justify="space-between">
                  <Text fz="sm">{t('shopUi:checkout.deliveryFee')}</Text>
                  <Text fz="sm">{chosen ? baht(chosen.fee) : '-'}</Text>
                </Group>
                {cod !== null ? (
                  <Group justify="space-between">
                    <Text fz="sm">{t('shopUi:checkout.codFee')}</Text>
                    <Text fz="sm">{baht(cod)}</Text>
                  </Group>
                ) : null}
                <Group justify="space-between" pt="xs" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
                  <Text fw={700}>{t(cod !== null ? 'shopUi:checkout.codTotal' : 'shopUi:checkout.grandTotal')}</Text>
                  <Text fw={700} fz="xl" c="postRed.6" data-testid="checkout-total">
                    {baht(grandTotal)}
                  </Text>
                </Group>
                <Text fz="xs" c="dimmed">
                  {t('shopUi:checkout.serverPrices')}
                </Text>
                <Button type="submit" size="md" loading={checkout.isPending || createAddress.isPending} data-testid="place-order">
                  {t('shopUi:checkout.placeOrder')}
                </Button>
              </Stack>
            </Paper>
          </Grid.Col>
        </Grid>
      </Stack>
      <SavedAddressPicker<BuyerAddress>
        opened={pickerOpen}
        onClose={() => setPickerOpen(false)}
        listKey={BUYER_ADDRESSES_KEY}
        list={buyerAddressesApi.list}
        onPick={pick}
      />
    </form>
  );
}

/** /stores/{uri}/checkout/confirmation (spec 2, signed-in): items, delivery option radios, receiver address. */
export function CheckoutPage() {
  return <StoreShell>{(store) => <Checkout store={store} />}</StoreShell>;
}
