import { Badge, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import type { DeliveryOption } from '@songdee/shared/reference/reference.schema';
import { useTranslation } from 'react-i18next';
import { BahtTextInput } from '../../../components/number-text-input';

/** A delivery option's row on the store form: ticked or not, and its fee in satang (null blank, NaN not a number). */
export interface DeliveryChoice {
  checked: boolean;
  fee: number | null;
  /** Cash on delivery offered with the option, and its fee in satang (added to what the postman collects). */
  codEnabled?: boolean;
  codFee?: number | null;
}

/**
 * Delivery options with a fee each (spec 2 section 5): at least one, every ticked one needs a fee. The option
 * whose id ends in "eg" never reaches this list (spec 2 section 9).
 */
export function DeliveryOptionsField({
  options,
  value,
  onChange,
  errors,
  error,
}: {
  options: DeliveryOption[];
  value: Record<string, DeliveryChoice>;
  onChange: (next: Record<string, DeliveryChoice>) => void;
  /** Per option id. */
  errors: Record<string, string | undefined>;
  error?: string;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" data-testid="delivery-options">
      {options.map((option) => {
        const choice = value[option.id] ?? { checked: false, fee: null };
        const set = (patch: Partial<DeliveryChoice>) => onChange({ ...value, [option.id]: { ...choice, ...patch } });
        return (
          <Paper key={option.id} withBorder radius="md" p="sm" bg={choice.checked ? 'postBlue.0' : undefined}>
            <Group justify="space-between" wrap="wrap" gap="sm">
              <Checkbox
                checked={choice.checked}
                onChange={(event) => set({ checked: event.currentTarget.checked })}
                label={
                  <Group gap={6}>
                    <Text fw={600} fz="sm">
                      {option.name}
                    </Text>
                    {option.reserve ? (
                      <Badge size="xs" variant="outline" color="red.9">
                        {t('storeUi:manage.needsReserve')}
                      </Badge>
                    ) : null}
                  </Group>
                }
                description={option.shortDesc}
                data-testid={`delivery-option-${option.id}`}
              />
              <BahtTextInput
                w={170}
                size="sm"
                aria-label={t('storeUi:manage.feeFor', { name: option.name })}
                placeholder={t('storeUi:manage.fee')}
                disabled={!choice.checked}
                value={choice.fee}
                onChange={(next) => set({ fee: next })}
                error={errors[option.id]}
                data-testid={`delivery-fee-${option.id}`}
              />
            </Group>
            {choice.checked ? (
              <Group justify="space-between" wrap="wrap" gap="sm" mt="xs" pl={{ base: 0, xs: 'xl' }}>
                <Checkbox
                  size="sm"
                  checked={choice.codEnabled ?? false}
                  onChange={(event) => set({ codEnabled: event.currentTarget.checked })}
                  label={t('storeUi:manage.codEnabled')}
                  description={t('storeUi:manage.codHint')}
                  data-testid={`delivery-cod-${option.id}`}
                />
                <BahtTextInput
                  w={170}
                  size="sm"
                  aria-label={t('storeUi:manage.codFeeFor', { name: option.name })}
                  placeholder={t('storeUi:manage.codFee')}
                  disabled={!choice.codEnabled}
                  value={choice.codFee ?? null}
                  onChange={(next) => set({ codFee: next })}
                  error={errors[`${option.id}.cod`]}
                  data-testid={`delivery-cod-fee-${option.id}`}
                />
              </Group>
            ) : null}
          </Paper>
        );
      })}
      {error ? (
        <Text c="red" fz="sm" data-testid="delivery-options-error">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
