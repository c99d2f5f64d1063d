import { Button, Divider, Group, Stack, TextInput, type TextInputProps } from '@mantine/core';
import type thAddressBookUi from '@songdee/shared/i18n/locales/th/addressBookUi.json';
import type { ComponentType } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFieldError } from '../../lib/use-field-error';
import { AddressFields } from '../address-fields';
import type { AddressPartValues } from '../address-form-values';
import { AddressLineInputs } from '../address-line-inputs';
import { FormSection } from '../form-section';
import { ArrowLeftIcon } from '../icons';
import { AddressPreview } from './address-preview';
import { type AddressFormOptions, useAddressForm } from './use-address-form';

/** What tells the sender form from the recipient form besides its contact fields. */
export interface AddressFormKind<TInput extends AddressPartValues>
  extends Pick<AddressFormOptions<TInput, unknown>, 'schema' | 'savedMessage' | 'listPath'> {
  testId: string;
  saveTestId: string;
  /** The contact fields, each form its own (spec 1 section 5). */
  Contact: ComponentType<{ form: UseFormReturn<TInput> }>;
}

interface AddressFormProps<TInput extends AddressPartValues, TSaved>
  extends Pick<AddressFormOptions<TInput, TSaved>, 'defaultValues' | 'save' | 'onSaved'> {
  kind: AddressFormKind<TInput>;
  /** In a dialog: the back button becomes cancel. */
  onCancel?: () => void;
}

/** The sender and recipient forms: contact fields, the address section with its preview, back and save. */
export function AddressForm<TInput extends AddressPartValues, TSaved>({
  kind,
  defaultValues,
  save,
  onSaved,
  onCancel,
}: AddressFormProps<TInput, TSaved>) {
  const { t } = useTranslation();
  const { Contact } = kind;
  const { form, geo, addressRef, onSubmit } = useAddressForm({ ...kind, defaultValues, save, onSaved });
  return (
    <form noValidate onSubmit={onSubmit} data-testid={kind.testId}>
      <Stack gap="lg">
        <FormSection title={t('addressBookUi:form.contactSection')}>
          <Contact form={form} />
        </FormSection>
        <Divider />
        <FormSection title={t('addressBookUi:form.addressSection')} hint={t('addressBookUi:form.addressHint')}>
          <AddressLineInputs form={form} />
          <AddressFields ref={addressRef} {...geo} />
          <AddressPreview values={form.watch() as AddressPartValues} />
        </FormSection>
        <Group justify="space-between" gap="sm">
          {onCancel ? (
            <Button variant="default" onClick={onCancel}>
              {t('common:actions.cancel')}
            </Button>
          ) : (
            <Button component={Link} to={kind.listPath} variant="default" leftSection={<ArrowLeftIcon size={18} />}>
              {t('common:actions.back')}
            </Button>
          )}
          <Button type="submit" loading={save.isPending} data-testid={kind.saveTestId}>
            {t('common:actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

type ContactField = keyof (typeof thAddressBookUi)['fields'];

/** A contact text box labelled `addressBookUi:fields.<name>`, with its error and a `field-<name>` test id. */
export function useContactInput<T extends FieldValues>(form: UseFormReturn<T>) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const { register, formState } = form;
  const label = (field: ContactField) => t(`addressBookUi:fields.${field}`);
  return (name: Path<T> & ContactField, props: TextInputProps = {}) => (
    <TextInput
      label={label(name)}
      error={fieldError(formState.errors[name]?.message as string | undefined)}
      data-testid={`field-${name}`}
      {...props}
      {...register(name)}
    />
  );
}
