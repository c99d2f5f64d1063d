import { Group, Stack } from '@mantine/core';
import { type ComponentProps, type ReactNode, useState } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { useAuthForm } from '../../../components/account/account-form';
import { AddButton } from '../../../components/add-button';
import { EmptyState, ListSkeleton } from '../../../components/empty-state';
import { type ListColumn, ListRows } from '../../../components/lists/list-page';
import { type DeleteOptions, deleteAction, editAction, RowActions } from '../../../components/row-actions';
import { useFieldError } from '../../../lib/use-field-error';
import { ContentFormDialog } from './content-form-dialog';
import { ContentImageField } from './content-image-field';

export type Editing<T> = { id: string | null; values: T } | null;

/** The image field bound to a form's `imagePath`. */
export function ImageInput<T extends FieldValues>({ form, optional }: { form: UseFormReturn<T>; optional?: boolean }) {
  const name = 'imagePath' as Path<T>;
  const fieldError = useFieldError();
  return (
    <ContentImageField
      value={(form.watch(name) as string | null) ?? null}
      onChange={(path) => form.setValue(name, path as PathValue<T, Path<T>>, { shouldValidate: true, shouldDirty: true })}
      error={fieldError(form.getFieldState(name, form.formState).error?.message)}
      optional={optional}
    />
  );
}

export type SaveMutation<I> = ComponentProps<typeof ContentFormDialog<I & FieldValues>>['save'];

/**
 * One kind of landing content (sliders, notices, FAQs): its records as rows with edit and delete, an add button, and
 * the form in a dialog. `name` makes the test ids (`add-{name}`, `{name}-row`, `{name}-dialog`, `edit-{name}`...).
 */
export function ContentTab<T extends { id: string }, I extends FieldValues>(props: {
  name: 'slider' | 'notice' | 'faq';
  query: { isPending: boolean; data?: T[] | null };
  empty: string;
  title: string;
  schema: z.ZodType<I, unknown>;
  save: SaveMutation<I>;
  remove: DeleteOptions<string, unknown>['mutation'];
  blank: (rows: T[]) => I;
  toInput: (row: T) => I;
  columns: (actions: (row: T) => ReactNode) => ListColumn<T>[];
  card: (row: T, actions: ReactNode) => ReactNode;
  fields: (form: ReturnType<typeof useAuthForm<I>>) => ReactNode;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Editing<I>>(null);
  const rows = props.query.data ?? [];
  const actions = (row: T) => (
    <RowActions
      actions={[
        editAction({ onClick: () => setEditing({ id: row.id, values: props.toInput(row) }), testId: `edit-${props.name}` }),
        deleteAction({
          mutation: props.remove,
          variables: row.id,
          title: t('adminUi:content.deleteTitle'),
          message: t('adminUi:content.deleteMessage'),
          done: 'adminUi:content.deleted',
          testId: `delete-${props.name}`,
        }),
      ]}
    />
  );
  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <AddButton
          label={t('adminUi:content.add')}
          onClick={() => setEditing({ id: null, values: props.blank(rows) })}
          testId={`add-${props.name}`}
        />
      </Group>
      {props.query.isPending ? (
        <ListSkeleton />
      ) : rows.length === 0 ? (
        <EmptyState text={props.empty} />
      ) : (
        <ListRows
          rows={rows}
          minWidth={640}
          testIds={props.name}
          columns={props.columns(actions)}
          card={(row) => props.card(row, actions(row))}
        />
      )}
      <ContentFormDialog
        editing={editing}
        title={props.title}
        testId={`${props.name}-dialog`}
        schema={props.schema}
        save={props.save}
        savedText="adminUi:content.saved"
        onClose={() => setEditing(null)}
      >
        {(form) => (
          <Stack gap="md" mb="md">
            {props.fields(form)}
          </Stack>
        )}
      </ContentFormDialog>
    </Stack>
  );
}
