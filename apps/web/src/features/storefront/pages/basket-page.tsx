import { Anchor, Avatar, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/navigation/paths';
import { EmptyState } from '../../../components/empty-state';
import { BasketIcon, StoreIcon } from '../../../components/icons';
import { PageHeader } from '../../../components/layout/page-header';
import { formatBaht } from '../../../lib/format';
import { itemCount, itemsTotal, removeItem, type StoreBasket, setQuantity, withEmptiedLines } from '../basket/basket-storage';
import { useBasket } from '../basket/use-basket';
import { BasketLines } from '../components/basket-lines';

const hasEmptiedLine = (store: StoreBasket) => store.items.some((item) => item.quantity < 1);

/** /stores/busket (spec 2): one basket per store, each checked out on its own. */
export function BasketPage() {
  const { t, i18n } = useTranslation();
  const [basket, update] = useBasket();
  // Lines whose quantity box the buyer emptied (spec 2: a quantity is required, at least 1), by store then product:
  // the basket keeps its last good quantity, but the page counts the line as 0 and holds the order until it is fixed.
  const [emptied, setEmptied] = useState<Record<string, readonly string[]>>({});
  const markEmptied = (storeId: string, productId: string, isEmpty: boolean) =>
    setEmptied((current) => {
      const others = (current[storeId] ?? []).filter((id) => id !== productId);
      return { ...current, [storeId]: isEmpty ? [...others, productId] : others };
    });
  const stores = Object.values(basket.stores).map((store) => withEmptiedLines(store, emptied[store.storeId] ?? []));

  return (
    <Container size="lg" py={{ base: 'lg', sm: 32 }}>
      <Stack gap="lg">
        <PageHeader title={t('shopUi:basket.title')} crumbs={[{ label: t('shopUi:basket.title') }]} />
        {stores.length === 0 ? (
          <Paper withBorder radius="lg" p="xl">
            <EmptyState
              icon={<BasketIcon size={28} />}
              text={t('shopUi:basket.empty')}
              action={
                <Button component={Link} to={paths.storeSearch} variant="light">
                  {t('shopUi:search.title')}
                </Button>
              }
            />
          </Paper>
        ) : (
          stores.map((store) => (
            <Paper key={store.storeId} withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }} data-testid="basket-store">
              <Stack gap="md">
                <Group justify="space-between">
                  <Group gap="sm">
                    <Avatar color="postBlue" radius="md">
                      <StoreIcon size={20} />
                    </Avatar>
                    <div>
                      <Title order={2} fz="md">
                        <Anchor component={Link} to={paths.storeMain(store.storeUri)} c="dark" inherit>
                          {store.storeName}
                        </Anchor>
                      </Title>
                      <Text fz="xs" c="dimmed">
                        {t('shopUi:basket.itemCount', { count: itemCount(store) })}
                      </Text>
                    </div>
                  </Group>
                </Group>
                <BasketLines
                  store={store}
                  onQuantity={(productId, quantity) => {
                    markEmptied(store.storeId, productId, quantity < 1);
                    if (quantity >= 1) update((b) => setQuantity(b, store.storeId, productId, quantity));
                  }}
                  onRemove={(productId) => {
                    markEmptied(store.storeId, productId, false);
                    update((b) => removeItem(b, store.storeId, productId));
                  }}
                />
                <Group justify="space-between" pt="xs" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
                  <Text>
                    {t('shopUi:basket.subtotal')}{' '}
                    <Text span fw={700} fz="lg" c="postRed.6" data-testid="basket-subtotal">
                      {t('shopUi:money.baht', { amount: formatBaht(itemsTotal(store), i18n.language) })}
                    </Text>
                  </Text>
                  <Group gap="xs">
                    <Button component={Link} to={paths.storeMain(store.storeUri)} variant="default">
                      {t('shopUi:basket.continue')}
                    </Button>
                    {hasEmptiedLine(store) ? (
                      <Button disabled data-testid="checkout-button" aria-describedby={`fix-quantity-${store.storeId}`}>
                        {t('shopUi:basket.checkout')}
                      </Button>
                    ) : (
                      <Button component={Link} to={paths.checkout(store.storeUri)} data-testid="checkout-button">
                        {t('shopUi:basket.checkout')}
                      </Button>
                    )}
                  </Group>
                </Group>
                {hasEmptiedLine(store) ? (
                  <Text fz="sm" c="red.8" ta="right" id={`fix-quantity-${store.storeId}`}>
                    {t('shopUi:basket.fixQuantity')}
                  </Text>
                ) : null}
              </Stack>
            </Paper>
          ))
        )}
      </Stack>
    </Container>
  );
}
