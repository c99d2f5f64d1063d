import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ShippingListTotals } from './shipping-list-draft';
import { useShippingFormat } from './use-shipping-format';

/** Orders, pieces, postage and weight of a list (spec 2 section 3: OrderQtyTotal, ProductQtyTotal, PriceTotal, WeightTotal). */
export function ShippingListTotalsCard({ totals }: { totals: ShippingListTotals }) {
  const { t } = useTranslation();
  const { baht, grams, number } = useShippingFormat();
  const figures = [
    { key: 'orders', value: number(totals.orders) },
    { key: 'products', value: number(totals.products) },
    { key: 'weight', value: grams(totals.weight) },
    { key: 'price', value: baht(totals.price) },
  ] as const;
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" data-testid="shipping-list-totals">
      {figures.map((f) => (
        <Paper key={f.key} withBorder radius="md" p="sm">
          <Stack gap={2}>
            <Text fz="xs" c="dimmed">
              {t(`shippingListUi:totals.${f.key}`)}
            </Text>
            <Text fw={700} fz="lg" data-testid={`total-${f.key}`}>
              {f.value}
            </Text>
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
