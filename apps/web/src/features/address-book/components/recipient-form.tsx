import { SimpleGrid, Textarea } from '@mantine/core';
import {
  ADDRESS_LIMITS,
  type RecipientAddress,
  type RecipientAddressInput,
  recipientAddressInputSchema,
} from '@songdee/shared/address-book/address-book.schema';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/navigation/paths';
import { addressPartValues } from '../../../components/address-form-values';
import { useFieldError } from '../../../lib/use-field-error';
import { useSaveRecipient } from '../api/use-recipients';
import { AddressForm, type AddressFormKind, useContactInput } from './address-form';

/** First name required and surname, 50 each (spec 1 recipient address modal), phone optional (50), remark at most 140. */
function RecipientContact({ form }: { form: UseFormReturn<RecipientAddressInput> }) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const input = useContactInput(form);
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        {input('name', { withAsterisk: true, autoComplete: 'given-name' })}
        {input('surname', { autoComplete: 'family-name' })}
        {input('phone', { type: 'tel', autoComplete: 'tel' })}
      </SimpleGrid>
      <Textarea
        label={t('addressBookUi:fields.remark')}
        description={t('addressBookUi:form.remarkHint', { max: ADDRESS_LIMITS.remark })}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        autosize
        minRows={2}
        maxRows={4}
        error={fieldError(form.formState.errors.remark?.message)}
        data-testid="field-remark"
        {...form.register('remark')}
      />
    </>
  );
}

const RECIPIENT_FORM: AddressFormKind<RecipientAddressInput> = {
  schema: recipientAddressInputSchema,
  savedMessage: 'addressBookUi:ship.saved',
  listPath: paths.recipientList,
  testId: 'recipient-form',
  saveTestId: 'save-recipient',
  Contact: RecipientContact,
};

/** Recipient form (spec 1 section 5): first name and surname (50 each), phone optional (50), remark at most 140. */
interface RecipientFormProps {
  storeId: string;
  recipient?: RecipientAddress;
  /** In a dialog (the delivery-manage screen): called with the saved recipient instead of going to the book. */
  onSaved?: (saved: RecipientAddress) => void;
  /** In a dialog: the back button becomes cancel. */
  onCancel?: () => void;
}

export function RecipientForm({ storeId, recipient, onSaved, onCancel }: RecipientFormProps) {
  const save = useSaveRecipient(storeId, recipient?.id);
  const defaults = {
    name: recipient?.name ?? '',
    surname: recipient?.surname ?? '',
    phone: recipient?.phone ?? '',
    remark: recipient?.remark ?? '',
    ...addressPartValues(recipient),
  };
  return <AddressForm kind={RECIPIENT_FORM} defaultValues={defaults} save={save} onSaved={onSaved} onCancel={onCancel} />;
}
