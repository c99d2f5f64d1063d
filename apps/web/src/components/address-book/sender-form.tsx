import { SimpleGrid } from '@mantine/core';
import type { SenderAddressInput } from '@songdee/shared/address-book/address-book.schema';
import type { UseFormReturn } from 'react-hook-form';
import { type AddressFormKind, useContactInput } from './address-form';

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

/** Sender form (spec 1 section 5): name, surname and phone required, each at most 50; address parts required. */
export const SENDER_FORM: AddressFormKind<'send'> = { book: 'send', Contact: SenderContact, fields: ['name', 'surname', 'phone'] };
