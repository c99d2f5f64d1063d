import { Button, Divider, Group, Stack, TextInput, type TextInputProps } from '@mantine/core';
import type thAddressBookUi from '@songdee/shared/i18n/locales/th/addressBookUi.json';
import type { ComponentType } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../app/navigation/paths';
import { type AddressBookKind, type BookAddress, type BookInput, bookInputSchemas } from '../../lib/address-book-api';
import { useSaveAddress } from '../../lib/use-address-book';
import { useFieldError } from '../../lib/use-field-error';
import { AddressFields } from '../address/address-fields';
import { type AddressPartValues, addressPartValues } from '../address/address-form-values';
import { AddressLineInputs } from '../address/address-line-inputs';
import { fillFromPaste, PasteAddressBox } from '../address/paste-address-box';
import { FormSection } from '../form-section';
import { ArrowLeftIcon } from '../icons';
import { AddressPreview } from './address-preview';
import { useAddressForm } from './use-address-form';

/** What tells the sender form from the recipient form: its book and its contact fields (spec 1 section 5). */
export interface AddressFormKind<K extends AddressBookKind> {
  book: K;
  Contact: ComponentType<{ form: UseFormReturn<BookInput[K]> }>;
  /** The contact fields' names: their values start from the saved address, or empty. */
  fields: readonly (keyof BookInput[K] & keyof BookAddress[K] & string)[];
}

/** The test ids' names: `{name}-form`, `save-{name}`. */
const TEST_NAMES = { send: 'sender', ship: 'recipient' } as const;

/** The form's values: the saved address's contact fields and parts, or empty ones for a new address. */
function defaultsOf<K extends AddressBookKind>(kind: AddressFormKind<K>, saved: BookAddress[K] | undefined): BookInput[K] {
  const contact = Object.fromEntries(kind.fields.map((field) => [field, (saved?.[field] as string | null | undefined) ?? '']));
  return { ...contact, ...addressPartValues(saved) } as BookInput[K];
}

export interface AddressFormProps<K extends AddressBookKind> {
  storeId: string;
  /** The address edited; none creates. */
  saved?: BookAddress[K];
  /** In a dialog (the delivery-manage screen): called with the saved address instead of going to the book. */
  onSaved?: (saved: BookAddress[K]) => void;
  /** In a dialog: the back button becomes cancel. */
  onCancel?: () => void;
}

/** The sender and recipient forms: contact fields, the address section with its preview, back and save. */
export function AddressForm<K extends AddressBookKind>({
  kind,
  storeId,
  saved,
  onSaved,
  onCancel,
}: AddressFormProps<K> & { kind: AddressFormKind<K> }) {
  const { t } = useTranslation();
  const { Contact, book } = kind;
  const save = useSaveAddress(book, storeId, saved?.id);
  const listPath = book === 'send' ? paths.senderList : paths.recipientList;
  const { form, geo, addressRef, onSubmit } = useAddressForm<BookInput[K], BookAddress[K]>({
    schema: bookInputSchemas[book],
    defaultValues: defaultsOf(kind, saved),
    save,
    savedMessage: `addressBookUi:${book}.saved`,
    listPath,
    onSaved,
  });
  return (
    <form noValidate onSubmit={onSubmit} data-testid={`${TEST_NAMES[book]}-form`}>
      <Stack gap="lg">
        <PasteAddressBox onRead={(parsed) => fillFromPaste(form as never, geo, 'nameParts', parsed)} />
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
            <Button component={Link} to={listPath} variant="default" leftSection={<ArrowLeftIcon size={18} />}>
              {t('common:actions.back')}
            </Button>
          )}
          <Button type="submit" loading={save.isPending} data-testid={`save-${TEST_NAMES[book]}`}>
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
