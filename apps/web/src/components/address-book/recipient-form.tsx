import { SimpleGrid, Textarea } from '@mantine/core';
import { ADDRESS_LIMITS, type RecipientAddressInput } from '@songdee/shared/address-book/address-book.schema';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '../../lib/use-field-error';
import { type AddressFormKind, useContactInput } from './address-form';

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

/** Recipient form (spec 1 section 5): first name and surname (50 each), phone optional (50), remark at most 140. */
export const RECIPIENT_FORM: AddressFormKind<'ship'> = {
  book: 'ship',
  Contact: RecipientContact,
  fields: ['name', 'surname', 'phone', 'remark'],
};
