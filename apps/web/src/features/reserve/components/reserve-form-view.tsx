import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Checkbox, Group, NumberInput, Paper, Select, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { Controller, type Path, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/navigation/paths';
import { ChoiceError } from '../../../components/form-parts';
import { FormSection } from '../../../components/form-section';
import { MapPinIcon, TrashIcon } from '../../../components/icons';
import { confirmDelete, deleteTexts } from '../../../components/row-actions';
import { isApiError } from '../../../lib/api-client';
import { issueMessage } from '../../../lib/form-errors';
import { apiErrorMessage, notifyApiError, notifyError, notifySuccess } from '../../../lib/notify';
import { useFieldError } from '../../../lib/use-field-error';
import type { Outlet, Reserve } from '../api/reserves-api';
import { useDeleteReserve, useSaveReserve } from '../api/use-reserves';
import {
  type BoxChoice,
  boxesOf,
  formFieldOfIssue,
  formValuesOf,
  type ReserveFormValues,
  reserveFormSchema,
  reserveFormTotal,
  setsNumber,
  toReserveInput,
} from './reserve-form';
import { useReserveFormat } from './use-reserve-format';

interface ReserveFormViewProps {
  storeId: string;
  reserve: Reserve | null;
  boxes: BoxChoice[];
  outlets: Outlet[];
}

/**
 * The reservation form (spec 2 section 5): a post office must be chosen; each ticked size needs a positive whole
 * number of sets; at least one size; save stays disabled while anything is invalid. The rules and messages are
 * the API schema's (reserve-form.ts); the total follows every keystroke.
 */
export function ReserveFormView({ storeId, reserve, boxes, outlets }: ReserveFormViewProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const fieldError = useFieldError();
  const { baht, perBox, sizeName } = useReserveFormat();
  const save = useSaveReserve(storeId);
  const remove = useDeleteReserve(storeId);
  // One key per submission: a retried create after a lost answer makes one reservation.
  const idempotencyKey = useRef(crypto.randomUUID());
  // A refusal that is no field's (an edit over the amount paid, an outlet no longer offering boxes) stays in view.
  const [saveError, setSaveError] = useState<unknown>(null);
  const form = useForm<ReserveFormValues>({
    mode: 'onChange',
    resolver: zodResolver(reserveFormSchema),
    defaultValues: formValuesOf(reserve, boxes),
  });
  const { control, handleSubmit, setError, trigger, setFocus, getValues, formState } = form;
  const values = useWatch({ control }) as ReserveFormValues;
  const total = reserveFormTotal(values, boxes);
  const noneTicked = !values.sizes.some((s) => s.checked);
  const errorOf = (name: Path<ReserveFormValues>) => fieldError(form.getFieldState(name, formState).error?.message);

  const onValid = (formValues: ReserveFormValues) => {
    setSaveError(null);
    save.mutate(
      { reserveId: reserve?.id ?? null, input: toReserveInput(formValues), idempotencyKey: idempotencyKey.current },
      {
        onSuccess: (saved) => {
          idempotencyKey.current = crypto.randomUUID();
          notifySuccess('reserveUi:manage.saved', { code: saved.code });
          navigate(paths.reserveView(saved.id), { replace: !reserve });
        },
        onError: (error) => {
          // Field issues go to their fields (the server's words); anything else is a toast (spec 2 section 8).
          const placed = isApiError(error)
            ? error.issues.filter((issue) => {
                const field = formFieldOfIssue(issue.path, getValues());
                if (field) setError(field as Path<ReserveFormValues>, { type: 'server', message: issueMessage(issue) });
                return field !== null;
              })
            : [];
          if (placed.length > 0) return notifyError('validation:checkInput');
          setSaveError(error);
          notifyApiError(error);
        },
      },
    );
  };

  const askDelete = (target: Reserve) =>
    confirmDelete({
      mutation: remove,
      variables: target.id,
      ...deleteTexts('reserveUi:list', { code: target.code }),
      onDeleted: () => navigate(paths.reserve, { replace: true }),
    });

  const outletData = outlets.map((o) => ({ value: o.id, label: `${o.outletName} (${o.outletCode})` }));

  return (
    <form onSubmit={handleSubmit(onValid)} noValidate data-testid="reserve-form">
      <Stack gap="lg">
        <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
          <Stack gap="lg">
            <Controller
              control={control}
              name="outletId"
              render={({ field }) => (
                <Select
                  label={t('reserveUi:manage.outlet')}
                  placeholder={t('reserveUi:manage.outletPlaceholder')}
                  data={outletData}
                  value={field.value || null}
                  onChange={(next) => field.onChange(next ?? '')}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  searchable
                  withAsterisk
                  nothingFoundMessage={t('reserveUi:manage.outletNone')}
                  leftSection={<MapPinIcon size={16} />}
                  comboboxProps={{ withinPortal: true }}
                  error={errorOf('outletId')}
                  data-testid="reserve-outlet"
                />
              )}
            />

            <FormSection title={t('reserveUi:manage.sizes')} hint={t('reserveUi:manage.sizesHint')}>
              {boxes.length === 0 ? (
                <Text c="dimmed" fz="sm" data-testid="no-sizes">
                  {t('reserveUi:manage.noSizes')}
                </Text>
              ) : (
                <Stack gap="xs" data-testid="reserve-sizes">
                  {boxes.map((box, index) => {
                    const size = values.sizes[index];
                    const name = sizeName(box.code);
                    const sets = size?.checked ? setsNumber(size.sets) : undefined;
                    const wholeSets = sets !== undefined && Number.isInteger(sets) && sets > 0 ? sets : 0;
                    return (
                      <Paper
                        key={box.boxSizeId}
                        withBorder
                        radius="md"
                        p="sm"
                        bg={size?.checked ? 'postBlue.0' : undefined}
                        data-testid={`reserve-size-${box.code}`}
                      >
                        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
                          <Controller
                            control={control}
                            name={`sizes.${index}.checked`}
                            render={({ field }) => (
                              <Checkbox
                                checked={field.value}
                                onChange={(event) => {
                                  const checked = event.currentTarget.checked;
                                  field.onChange(checked);
                                  if (checked) setTimeout(() => setFocus(`sizes.${index}.sets`), 0);
                                  else void trigger(`sizes.${index}.sets`);
                                }}
                                ref={field.ref}
                                label={
                                  <Text fw={600} fz="sm">
                                    {name}
                                  </Text>
                                }
                                description={perBox(box.price)}
                                data-testid="size-check"
                              />
                            )}
                          />
                          <Stack gap={2} align="flex-end">
                            <Controller
                              control={control}
                              name={`sizes.${index}.sets`}
                              render={({ field }) => (
                                <NumberInput
                                  w={170}
                                  size="sm"
                                  aria-label={t('reserveUi:manage.setsFor', { name })}
                                  placeholder={t('reserveUi:manage.setsPlaceholder')}
                                  rightSection={
                                    <Text fz="xs" c="dimmed">
                                      {t('reserveUi:manage.setUnit')}
                                    </Text>
                                  }
                                  rightSectionWidth={40}
                                  hideControls
                                  disabled={!size?.checked}
                                  value={field.value}
                                  onChange={(next) => field.onChange(next)}
                                  onBlur={field.onBlur}
                                  ref={field.ref}
                                  error={size?.checked ? errorOf(`sizes.${index}.sets`) : undefined}
                                  data-testid="size-sets"
                                />
                              )}
                            />
                            {wholeSets > 0 ? (
                              <Text fz="xs" c="dimmed" data-testid="size-boxes">
                                {t('reserveUi:manage.boxCount', { value: boxesOf(wholeSets) })} · {baht(box.price * boxesOf(wholeSets))}
                              </Text>
                            ) : null}
                          </Stack>
                        </Group>
                      </Paper>
                    );
                  })}
                </Stack>
              )}
              {noneTicked && (formState.isDirty || formState.isSubmitted) ? (
                <ChoiceError message={fieldError('reserve.sizeRequired')} testId="sizes-error" />
              ) : (
                <ChoiceError message={errorOf('sizes')} testId="sizes-error" />
              )}
            </FormSection>
          </Stack>
        </Paper>

        <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }} bg="gray.0">
          <Stack gap="sm">
            <Group justify="space-between" align="flex-end">
              <div>
                <Text fw={700}>{t('reserveUi:manage.total')}</Text>
                <Text fz="xs" c="dimmed">
                  {t('reserveUi:manage.totalHint')}
                </Text>
              </div>
              <Text fw={800} fz={24} c="postRed.7" data-testid="reserve-total">
                {baht(total)}
              </Text>
            </Group>
            <Text fz="sm" c="dimmed">
              {t('reserveUi:manage.pickUp')}
            </Text>
            {saveError ? (
              <Alert color="red" data-testid="save-error" withCloseButton onClose={() => setSaveError(null)}>
                {apiErrorMessage(saveError)}
              </Alert>
            ) : null}
            <Group justify="flex-end" gap="sm">
              {reserve?.actions.canDelete ? (
                <Button
                  variant="light"
                  color="red"
                  leftSection={<TrashIcon size={16} />}
                  onClick={() => askDelete(reserve)}
                  loading={remove.isPending}
                  data-testid="delete-reserve"
                >
                  {t('common:actions.delete')}
                </Button>
              ) : null}
              <Button type="submit" disabled={!formState.isValid} loading={save.isPending} data-testid="save-reserve">
                {t('reserveUi:manage.save')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      </Stack>
    </form>
  );
}
