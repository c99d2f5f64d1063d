import { Checkbox, Group, Paper, Radio, Select, Stack, Text } from '@mantine/core';
import { manualTransitionProblem } from '@songdee/shared/order/order-rules';
import { ORDER_STATUS_KEYS, type OrderStatusKey } from '@songdee/shared/reference/status-keys';
import type { StoreOfferedOption } from '@songdee/shared/store/store.schema';
import { useTranslation } from 'react-i18next';

/**
 * Order manage's status dropdown: only the statuses order-rules allows from `from` are enabled. In create mode
 * `paid` adds the "payment received" box: a seller recording a transfer or cash sale confirms the payment at once.
 */
export function OrderStatusCard({
  from,
  value,
  onChange,
  order,
  locked,
  paid,
}: {
  from: string;
  value: OrderStatusKey;
  onChange: (key: OrderStatusKey) => void;
  order: { confirmPayment: boolean; hasSlip: boolean; cashOnDelivery: boolean };
  locked: boolean;
  paid?: { checked: boolean; onChange: (checked: boolean) => void };
}) {
  const { t } = useTranslation();
  const data = ORDER_STATUS_KEYS.map((key) => ({
    value: key,
    label: t(`reference:statuses.order.${key}`),
    disabled: manualTransitionProblem(from, key, order) !== null,
  }));
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="sm">
        {paid && !order.cashOnDelivery ? (
          <Checkbox
            label={t('orderUi:manage.paid')}
            description={t('orderUi:manage.paidHint')}
            checked={paid.checked}
            onChange={(e) => paid.onChange(e.currentTarget.checked)}
            data-testid="order-paid"
          />
        ) : null}
        <div>
          <Select
            label={t('orderUi:manage.status')}
            data={data}
            value={value}
            onChange={(v) => v && onChange(v as OrderStatusKey)}
            allowDeselect={false}
            disabled={locked}
            comboboxProps={{ withinPortal: true }}
            data-testid="order-status-select"
          />
          <Text fz="xs" c="dimmed" mt={6}>
            {t('orderUi:manage.statusHint')}
          </Text>
        </div>
      </Stack>
    </Paper>
  );
}

/**
 * Order manage's delivery service radios with their fee column (the store's offered options), and the cash on
 * delivery box where the chosen option offers it.
 */
export function OrderDeliveryCard({
  options,
  value,
  onChange,
  locked,
  baht,
  cod,
}: {
  options: readonly StoreOfferedOption[];
  value: string;
  onChange: (id: string) => void;
  locked: boolean;
  baht: (satang: number) => string;
  cod: { checked: boolean; onChange: (checked: boolean) => void };
}) {
  const chosen = options.find((o) => o.id === value);
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p="lg">
      <Radio.Group label={t('orderUi:manage.delivery')} value={value} onChange={onChange}>
        <Stack gap={6} mt={6}>
          {options.map((o) => (
            <Radio.Card key={o.id} value={o.id} radius="md" p="xs" disabled={locked} data-testid={`delivery-${o.id}`}>
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
          {options.length === 0 ? (
            <Text fz="sm" c="dimmed">
              {t('orderUi:manage.noDelivery')}
            </Text>
          ) : null}
        </Stack>
      </Radio.Group>
      {chosen?.codEnabled || cod.checked ? (
        <Checkbox
          mt="sm"
          label={t('orderUi:manage.cod', { fee: baht(chosen?.codFee ?? 0) })}
          description={t('orderUi:manage.codHint')}
          checked={cod.checked}
          disabled={locked}
          onChange={(e) => cod.onChange(e.currentTarget.checked)}
          data-testid="order-cod"
        />
      ) : null}
    </Paper>
  );
}
