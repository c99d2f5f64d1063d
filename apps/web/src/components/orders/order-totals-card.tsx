import { Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBaht } from '../../lib/format';

function Row({ label, value, strong }: { label: string; value: ReactNode; strong?: boolean }) {
  return (
    <Group justify="space-between" gap="xs">
      <Text fz="sm" c={strong ? undefined : 'dimmed'} fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text fz={strong ? 'lg' : 'sm'} fw={strong ? 700 : 500} c={strong ? 'postRed.6' : undefined}>
        {value}
      </Text>
    </Group>
  );
}

/**
 * An order's totals in satang: quantity, discount, item price, delivery fee and the grand total; for cash on delivery,
 * the COD fee and what the postman collects.
 */
export function OrderTotalsCard({
  totals,
}: {
  totals: {
    totalQty: number;
    discount: number;
    totalPrice: number;
    deliveryFee: number;
    grandTotal: number;
    cashOnDelivery?: { fee: number; amount: number } | null;
  };
}) {
  const cod = totals.cashOnDelivery;
  const { t, i18n } = useTranslation();
  const baht = (satang: number) => t('orderUi:money.baht', { amount: formatBaht(satang, i18n.language) });
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap={6}>
        <Row label={t('orderUi:totals.quantity')} value={totals.totalQty} />
        <Row label={t('orderUi:totals.discount')} value={baht(totals.discount)} />
        <Row label={t('orderUi:totals.price')} value={baht(totals.totalPrice)} />
        <Row label={t('orderUi:totals.deliveryFee')} value={baht(totals.deliveryFee)} />
        <Row label={t('orderUi:totals.grandTotal')} value={<span data-testid="order-grand-total">{baht(totals.grandTotal)}</span>} strong />
        {cod ? (
          <>
            <Row label={t('orderUi:totals.codFee')} value={baht(cod.fee)} />
            <Row label={t('orderUi:totals.codAmount')} value={<span data-testid="order-cod-amount">{baht(cod.amount)}</span>} strong />
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}
