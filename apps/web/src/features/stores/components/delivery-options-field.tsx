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

/** An option's two fees: its texts under `storeUi:manage`, where the form's errors hold its message, its test id. */
const FEES = {
  fee: { label: 'feeFor', placeholder: 'fee', errorKey: (id: string) => id, testId: 'delivery-fee' },
  codFee: { label: 'codFeeFor', placeholder: 'codFee', errorKey: (id: string) => `${id}.cod`, testId: 'delivery-cod-fee' },
} as const;

/** The baht box of an option's fee or of its cash-on-delivery fee, open while that fee applies. */
function FeeInput({
  option,
  fee,
  enabled,
  value,
  set,
  errors,
}: {
  option: DeliveryOption;
  fee: keyof typeof FEES;
  enabled: boolean;
  value: number | null;
  set: (patch: Partial<DeliveryChoice>) => void;
  errors: Record<string, string | undefined>;
}) {
  const { t } = useTranslation();
  const texts = FEES[fee];
  return (
    <BahtTextInput
      w={170}
      size="sm"
      aria-label={t(`storeUi:manage.${texts.label}`, { name: option.name })}
      placeholder={t(`storeUi:manage.${texts.placeholder}`)}
      disabled={!enabled}
      value={value}
      onChange={(next) => set({ [fee]: next })}
      error={errors[texts.errorKey(option.id)]}
      data-testid={`${texts.testId}-${option.id}`}
    />
  );
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
              <FeeInput option={option} fee="fee" enabled={choice.checked} value={choice.fee} set={set} errors={errors} />
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
                <FeeInput
                  option={option}
                  fee="codFee"
                  enabled={!!choice.codEnabled}
                  value={choice.codFee ?? null}
                  set={set}
                  errors={errors}
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
