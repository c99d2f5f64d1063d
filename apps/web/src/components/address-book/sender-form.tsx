import { SimpleGrid } from '@mantine/core';
import { type SenderAddress, type SenderAddressInput, senderAddressInputSchema } from '@songdee/shared/address-book/address-book.schema';
import type { UseFormReturn } from 'react-hook-form';
import { paths } from '../../app/navigation/paths';
import { useSaveSender } from '../../lib/use-senders';
import { addressPartValues } from '../address-form-values';
import { AddressForm, type AddressFormKind, useContactInput } from './address-form';

/** Name and surname at most 50 each, phone at most 50; all three required (spec 1 section 5). */
function SenderContact({ form }: { form: UseFormReturn<SenderAddressInput> }) {
  const input = useContactInput(form);
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" verticalSpacing="sm">
      {input('name', { withAsterisk: true, autoComplete: 'given-name' })}
      {input('surname', { withAsterisk: true, autoComplete: 'family-name' })}
      {input('phone', { withAsterisk: true, type: 'tel', autoComplete: 'tel' })}
    </SimpleGrid>
  );
}

const SENDER_FORM: AddressFormKind<SenderAddressInput> = {
  schema: senderAddressInputSchema,
  savedMessage: 'addressBookUi:send.saved',
  listPath: paths.senderList,
  testId: 'sender-form',
  saveTestId: 'save-sender',
  Contact: SenderContact,
};

/** Sender form (spec 1 section 5): name, surname and phone required, each at most 50; address parts required. */
interface SenderFormProps {
  storeId: string;
  sender?: SenderAddress;
  /** In a dialog (the delivery-manage screen): called with the saved sender instead of going to the book. */
  onSaved?: (saved: SenderAddress) => void;
  /** In a dialog: the back button becomes cancel. */
  onCancel?: () => void;
}

export function SenderForm({ storeId, sender, onSaved, onCancel }: SenderFormProps) {
  const save = useSaveSender(storeId, sender?.id);
  const defaults = { name: sender?.name ?? '', surname: sender?.surname ?? '', phone: sender?.phone ?? '', ...addressPartValues(sender) };
  return <AddressForm kind={SENDER_FORM} defaultValues={defaults} save={save} onSaved={onSaved} onCancel={onCancel} />;
}
