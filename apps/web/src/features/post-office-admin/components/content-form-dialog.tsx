import { type ReactNode, useRef } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { useAuthForm } from '../../../components/account/account-form';
import { FormActions, FormDialog } from '../../../components/form-parts';
import type { TranslationKey } from '../../../lib/i18n-keys';
import { notifySuccess } from '../../../lib/notify';

type Form<T extends FieldValues> = ReturnType<typeof useAuthForm<T>>;

/**
 * A content record's form in a dialog (news, slider, notice, FAQ): `editing` is the record's values and id (null id
 * adds), or null when closed. Saves through `save`, toasts `savedText`, puts server issues under their fields.
 */
export function ContentFormDialog<T extends FieldValues>(props: {
  editing: { id: string | null; values: T } | null;
  title: string;
  testId: string;
  schema: z.ZodType<T, unknown>;
  save: {
    isPending: boolean;
    mutate: (
      v: { id: string | null; input: T; idempotencyKey: string },
      o: { onSuccess: () => void; onError: (e: unknown) => void },
    ) => void;
  };
  savedText: TranslationKey;
  onClose: () => void;
  children: (form: Form<T>) => ReactNode;
}) {
  return (
    <FormDialog opened={props.editing !== null} onClose={props.onClose} title={props.title} testId={props.testId}>
      {props.editing ? <ContentForm key={props.editing.id ?? 'new'} {...props} editing={props.editing} /> : null}
    </FormDialog>
  );
}

function ContentForm<T extends FieldValues>(
  props: Omit<Parameters<typeof ContentFormDialog<T>>[0], 'editing'> & { editing: { id: string | null; values: T } },
) {
  const form = useAuthForm<T>(props.schema, props.editing.values);
  // One key per opening of the dialog: a double submit of a new record adds it once.
  const idempotencyKey = useRef(crypto.randomUUID()).current;
  const onValid = (input: T) =>
    props.save.mutate(
      { id: props.editing.id, input, idempotencyKey },
      {
        onSuccess: () => {
          notifySuccess(props.savedText);
          props.onClose();
        },
        onError: (error) => form.showServerError(error),
      },
    );
  return (
    <form noValidate onSubmit={form.submit(onValid)} data-testid={`${props.testId}-form`}>
      {props.children(form)}
      <FormActions onCancel={props.onClose} saving={props.save.isPending} saveTestId={`${props.testId}-save`} />
    </form>
  );
}
