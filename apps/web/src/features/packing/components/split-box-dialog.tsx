import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, NumberInput, Paper, Stack, Text } from '@mantine/core';
import { Controller, type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { AppDialog } from '../../../components/app-dialog';
import { AlertIcon } from '../../../components/icons';
import { applyFieldIssues } from '../../../lib/form-errors';
import { notifyApiError, notifySuccess } from '../../../lib/notify';
import { useFieldError } from '../../../lib/use-field-error';
import { packingApi } from '../api/packing-api';
import { usePackingMutation } from '../api/use-packing';
import { type PackingOrder, type SplitFormOutput, type SplitFormValues, splitFormSchema, splitRowsFor, toSplitInput } from './pack-rules';
import { ScanField } from './scan-field';
import { scanAgainst, scanOutcome } from './scan-rules';

interface SplitBoxDialogProps {
  storeId: string;
  listId: string;
  /** The order to split a box off; null keeps the dialog closed. */
  order: PackingOrder | null;
  onClose: () => void;
}

/** The "new packing box" popup (spec 1 section 5): how many of each product move from the first box to a new one. */
export function SplitBoxDialog({ storeId, listId, order, onClose }: SplitBoxDialogProps) {
  const { t } = useTranslation();
  return (
    <AppDialog
      opened={order !== null}
      onClose={onClose}
      title={t('packingUi:split.title', { order: order?.name ?? '' })}
      size="lg"
      testId="split-dialog"
    >
      {/* Keyed by order so every opening starts from zero. */}
      {order ? <SplitBoxForm key={order.id} storeId={storeId} listId={listId} order={order} onClose={onClose} /> : null}
    </AppDialog>
  );
}

function SplitBoxForm({ storeId, listId, order, onClose }: SplitBoxDialogProps & { order: PackingOrder }) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const form = useForm<SplitFormValues, unknown, SplitFormOutput>({
    resolver: zodResolver(splitFormSchema as unknown as z.ZodType<SplitFormOutput, SplitFormValues>),
    defaultValues: { items: splitRowsFor(order) },
  });
  const split = usePackingMutation(storeId, (input: SplitFormOutput) =>
    packingApi.splitBox(storeId, listId, order.id, toSplitInput(input)),
  );
  const rows = form.watch('items');
  const barcodeOf = new Map(order.orderItems.map((i) => [i.orderItemId, i.barcode]));
  // A scanned item moves one more piece from the first box to the new one, never more than the first box holds.
  const onScan = (code: string) =>
    scanOutcome(
      t,
      scanAgainst(
        rows.map((row, index) => ({
          ...row,
          index,
          barcode: barcodeOf.get(row.orderItemId) ?? null,
          count: Number(row.quantity) || 0,
          quantity: row.inFirst,
        })),
        code,
      ),
      (line, count) => {
        form.setValue(`items.${line.index}.quantity`, count, { shouldValidate: true });
        return t('pickingUi:scan.toNewBox', { name: line.name, count, quantity: line.quantity });
      },
      'pickingUi:scan.notInBox',
    );
  const errors = form.formState.errors;
  const formError = errors.items?.message ?? errors.items?.root?.message;

  const onSubmit = form.handleSubmit((value) =>
    split.mutate(value, {
      onSuccess: (list) => {
        const boxes = list?.orders.find((o) => o.id === order.id)?.packs ?? [];
        notifySuccess('packingUi:split.saved', { no: Math.max(0, ...boxes.map((b) => b.boxNo)), order: order.name });
        onClose();
      },
      onError: (error) => {
        const fields = ['items', ...rows.map((_, i) => `items.${i}.quantity`)] as Path<SplitFormValues>[];
        if (!applyFieldIssues(error, form.setError, fields)) notifyApiError(error);
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          {t('packingUi:split.intro')}
        </Text>
        <ScanField
          label={t('pickingUi:scan.label')}
          hint={t('pickingUi:scan.hint')}
          placeholder={t('pickingUi:scan.placeholder')}
          onScan={onScan}
          testId="split-scan"
        />
        <Stack gap="xs">
          {rows.map((row, index) => (
            <Paper key={row.orderItemId} withBorder radius="md" p="sm" data-testid="split-row">
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                <div style={{ minWidth: 0 }}>
                  <Text fw={600} fz="sm">
                    {row.name}
                  </Text>
                  <Text fz="xs" c="dimmed" data-testid="split-in-first">
                    {t('packingUi:split.inFirst', { count: row.inFirst })}
                  </Text>
                </div>
                <Controller
                  control={form.control}
                  name={`items.${index}.quantity`}
                  render={({ field, fieldState }) => (
                    <NumberInput
                      {...field}
                      onChange={(value) => field.onChange(value === '' ? '' : Number(value))}
                      label={t('packingUi:split.quantity')}
                      min={0}
                      max={row.inFirst}
                      clampBehavior="none"
                      allowDecimal={false}
                      allowNegative={false}
                      required
                      w={170}
                      style={{ flex: 'none' }}
                      error={fieldError(fieldState.error?.message)}
                      data-testid="split-quantity"
                    />
                  )}
                />
              </Group>
            </Paper>
          ))}
        </Stack>
        {formError ? (
          <Alert color="red" variant="light" icon={<AlertIcon size={18} />} p="xs" data-testid="split-error">
            {fieldError(formError)}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={split.isPending}>
            {t('packingUi:actions.cancel')}
          </Button>
          <Button type="submit" loading={split.isPending} data-testid="split-save">
            {t('packingUi:split.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
