import { zodResolver } from '@hookform/resolvers/zod';
import { NumberInput, Text } from '@mantine/core';
import type { PackingList } from '@songdee/shared/packing/packing.schema';
import { MAX_PARCEL_WEIGHT_GRAMS } from '@songdee/shared/reference/delivery.constants';
import { Controller, type Path, type UseFormReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { applyFieldIssues, messageKey } from '../../../lib/form-errors';
import { notifyApiError, notifyError, notifySuccess } from '../../../lib/notify';
import { packingApi } from '../api/packing-api';
import { usePackingMutation } from '../api/use-packing';
import { type WeighFormOutput, type WeighFormValues, weighablePacks, weighFormSchema, weighValuesFor } from './pack-rules';

type WeighForm = UseFormReturn<WeighFormValues, unknown, WeighFormOutput>;

/**
 * Weights of the boxes still without a label (weigh screen, and the failed boxes on the done screen):
 * `save` stores them (each box is priced at once), `createLabels` saves and then makes the labels.
 */
export function useWeighForm(storeId: string, list: PackingList) {
  const { t } = useTranslation();
  const packs = weighablePacks(list);
  const form: WeighForm = useForm<WeighFormValues, unknown, WeighFormOutput>({
    resolver: zodResolver(weighFormSchema as unknown as z.ZodType<WeighFormOutput, WeighFormValues>),
    // Follows the list (a retry leaves fewer boxes to weigh) while keeping what the seller is typing.
    values: weighValuesFor(packs),
    resetOptions: { keepDirtyValues: true },
  });
  const setWeights = usePackingMutation(storeId, (value: WeighFormOutput) => packingApi.setWeights(storeId, list.id, value));
  const labels = usePackingMutation(storeId, () => packingApi.createLabels(storeId, list.id));
  const indexOf = new Map(packs.map((p, i) => [p.id, i]));

  /** True once every weight is valid and stored; otherwise the messages are shown under the fields (or a toast). */
  const save = (): Promise<boolean> =>
    new Promise((resolve) => {
      if (packs.length === 0) {
        resolve(true);
        return;
      }
      void form.handleSubmit(
        async (value) => {
          try {
            await setWeights.mutateAsync(value);
            resolve(true);
          } catch (error) {
            const fields = packs.map((_, i) => `packs.${i}.weight`) as Path<WeighFormValues>[];
            if (!applyFieldIssues(error, form.setError, fields)) notifyApiError(error);
            resolve(false);
          }
        },
        () => resolve(false),
      )();
    });

  /** Saves the weights, then labels every box without one; `onLabelled` gets the list as it now is. */
  const createLabels = async (onLabelled?: (list: PackingList) => void) => {
    if (!(await save())) return;
    // mutateAsync: the weigh screen unmounts as the list moves on, which would drop mutate's own callbacks.
    const next = await labels.mutateAsync().catch((error: unknown) => {
      notifyApiError(error);
      return undefined;
    });
    if (!next) return;
    if (next.totals.failed > 0) notifyError(t('packingUi:weigh.labelsFailed', { count: next.totals.failed }));
    else notifySuccess(t('packingUi:weigh.labelsCreated', { count: next.totals.labelled }));
    onLabelled?.(next);
  };

  return {
    form,
    packs,
    indexOf,
    save: async () => {
      if (await save()) notifySuccess(t('packingUi:weigh.saved'));
    },
    createLabels,
    isSaving: setWeights.isPending,
    isLabelling: setWeights.isPending || labels.isPending,
  };
}

/** The weight input of one box, in whole grams. */
export function WeighField({ form, index }: { form: WeighForm; index: number }) {
  const { t } = useTranslation();
  const errorText = (message: string | undefined) => {
    const key = messageKey(message);
    return key ? t(key, { maximum: MAX_PARCEL_WEIGHT_GRAMS.toLocaleString('en-US') }) : undefined;
  };
  return (
    <Controller
      control={form.control}
      name={`packs.${index}.weight`}
      render={({ field, fieldState }) => (
        <NumberInput
          {...field}
          onChange={(value) => field.onChange(value === '' ? '' : Number(value))}
          label={t('packingUi:weigh.weight')}
          placeholder={t('packingUi:weigh.placeholder')}
          min={0}
          max={MAX_PARCEL_WEIGHT_GRAMS}
          clampBehavior="none"
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator=","
          required
          rightSection={
            <Text fz="xs" c="dimmed">
              {t('packingUi:weigh.unit')}
            </Text>
          }
          rightSectionWidth={48}
          error={errorText(fieldState.error?.message)}
          data-testid="weigh-input"
        />
      )}
    />
  );
}
