import { zodResolver } from '@hookform/resolvers/zod';
import { Select, Stack, Text } from '@mantine/core';
import { maxGramsOf, requiredInputOf } from '@songdee/shared/mailing/parcel-rules';
import type { PackingList } from '@songdee/shared/packing/packing.schema';
import { Controller, type Path, type UseFormReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { NumberTextInput } from '../../../components/number-text-input';
import { applyFieldIssues } from '../../../lib/form-errors';
import { messageText } from '../../../lib/i18n-keys';
import { notifyApiError, notifyError, notifySuccess } from '../../../lib/notify';
import { useBoxSizes, useDeliveryZones } from '../../../lib/use-delivery-reference';
import { packingApi } from '../api/packing-api';
import { usePackingMutation } from '../api/use-packing';
import {
  toWeighInput,
  type WeighFormOutput,
  type WeighFormValues,
  type WeighPack,
  weighablePacks,
  weighFormSchema,
  weighValuesFor,
} from './pack-rules';

type WeighForm = UseFormReturn<WeighFormValues, unknown, WeighFormOutput>;

/**
 * Weights of the boxes still without a label (weigh screen, and the failed boxes on the done screen):
 * `save` stores them (each box is priced at once), `createLabels` saves and then makes the labels.
 */
export function useWeighForm(storeId: string, list: PackingList) {
  const packs = weighablePacks(list);
  const form: WeighForm = useForm<WeighFormValues, unknown, WeighFormOutput>({
    resolver: zodResolver(weighFormSchema as unknown as z.ZodType<WeighFormOutput, WeighFormValues>),
    // Follows the list (a retry leaves fewer boxes to weigh) while keeping what the seller is typing.
    values: weighValuesFor(packs),
    resetOptions: { keepDirtyValues: true },
  });
  const setWeights = usePackingMutation(storeId, (value: WeighFormOutput) => packingApi.setWeights(storeId, list.id, toWeighInput(value)));
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
            const fields = packs.flatMap((_, i) => [
              `packs.${i}.weight`,
              `packs.${i}.sizeId`,
              `packs.${i}.zoneId`,
            ]) as Path<WeighFormValues>[];
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
    if (next.totals.failed > 0) notifyError('packingUi:weigh.labelsFailed', { count: next.totals.failed });
    else notifySuccess('packingUi:weigh.labelsCreated', { count: next.totals.labelled });
    onLabelled?.(next);
  };

  /** The inputs of a box still to weigh (none for a labelled one). */
  const fieldOf = (packId: string) => {
    const index = indexOf.get(packId);
    return index === undefined ? null : <WeighField form={form} index={index} pack={packs[index]!} />;
  };

  return {
    form,
    packs,
    fieldOf,
    save: async () => {
      if (await save()) notifySuccess('packingUi:weigh.saved');
    },
    createLabels,
    isSaving: setWeights.isPending,
    isLabelling: setWeights.isPending || labels.isPending,
  };
}

/** A field's message; a weight's maximum is the one of the box's service (`maxGramsOf`). */
const useErrorText = (deliveryOptionId?: string) => {
  const { t } = useTranslation();
  return (message: string | undefined) => messageText(t, message, { maximum: maxGramsOf(deliveryOptionId) });
};

/**
 * What one box is priced by: its weight in whole grams, or for the ready-to-send box a box size and for the
 * regional box a zone (from the same reference lists as the delivery-manage screen); a weight stays
 * optional there and still shows on the hand-over list.
 */
function WeighField({ form, index, pack }: { form: WeighForm; index: number; pack: WeighPack }) {
  const needs = requiredInputOf(pack);
  return (
    <Stack gap="xs">
      {needs.needsSize ? <BoxSizeField form={form} index={index} /> : null}
      {needs.needsZone ? <ZoneField form={form} index={index} deliveryOptionId={pack.deliveryOptionId} /> : null}
      <WeightField form={form} index={index} required={needs.needsWeight} deliveryOptionId={pack.deliveryOptionId} />
    </Stack>
  );
}

function BoxSizeField({ form, index }: { form: WeighForm; index: number }) {
  const sizes = useBoxSizes();
  return <ChoiceField form={form} index={index} pick="sizeId" text="boxSize" choices={sizes.data} testId="weigh-size" />;
}

function ZoneField({ form, index, deliveryOptionId }: { form: WeighForm; index: number; deliveryOptionId: string }) {
  const zones = useDeliveryZones(deliveryOptionId);
  return <ChoiceField form={form} index={index} pick="zoneId" text="zone" choices={zones.data} testId="weigh-zone" />;
}

/**
 * A box's required pick of one reference row (box size or zone) by its numeric id, labelled `packingUi:weigh.{text}`
 * with the placeholder `{text}Placeholder`.
 */
function ChoiceField(props: {
  form: WeighForm;
  index: number;
  pick: 'sizeId' | 'zoneId';
  text: 'boxSize' | 'zone';
  /** None while they load. */
  choices: Array<{ id: number; name: string }> | undefined;
  testId: string;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (
    <Controller
      control={props.form.control}
      name={`packs.${props.index}.${props.pick}`}
      render={({ field, fieldState }) => (
        <Select
          label={t(`packingUi:weigh.${props.text}`)}
          placeholder={t(`packingUi:weigh.${props.text}Placeholder`)}
          data={(props.choices ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          value={field.value === null ? null : String(field.value)}
          onChange={(value) => field.onChange(value === null ? null : Number(value))}
          onBlur={field.onBlur}
          required
          allowDeselect={false}
          error={errorText(fieldState.error?.message)}
          data-testid={props.testId}
        />
      )}
    />
  );
}

function WeightField(props: { form: WeighForm; index: number; required: boolean; deliveryOptionId: string }) {
  const { form, index, required, deliveryOptionId } = props;
  const { t } = useTranslation();
  const errorText = useErrorText(deliveryOptionId);
  return (
    <Controller
      control={form.control}
      name={`packs.${index}.weight`}
      render={({ field, fieldState }) => (
        <NumberTextInput
          name={field.name}
          ref={field.ref}
          onBlur={field.onBlur}
          value={field.value === '' ? null : field.value}
          onChange={(value) => field.onChange(value ?? '')}
          label={required ? t('packingUi:weigh.weight') : t('packingUi:weigh.weightOptional')}
          placeholder={t('packingUi:weigh.placeholder')}
          required={required}
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
