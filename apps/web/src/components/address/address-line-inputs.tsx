import { SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '../../lib/use-field-error';

interface AddressLineValues {
  homeAddress: string;
  swine: string;
  village: string;
  building: string;
  floor: string;
  alley: string;
  street: string;
}

export const ADDRESS_LINE_NAMES = ['homeAddress', 'swine', 'village', 'building', 'floor', 'alley', 'street'] as const;

/**
 * House number (required) and the optional parts of a Thai address, for the store and receiver address blocks.
 * A "-" or "_" typed where a part does not apply is skipped when the address text is composed (spec 2 section 3).
 */
export function AddressLineInputs<T extends AddressLineValues>({ form }: { form: UseFormReturn<T> }) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const { register, formState } = form as unknown as UseFormReturn<AddressLineValues>;
  const input = (name: keyof AddressLineValues, required = false) => (
    <TextInput
      label={t(`addressBookUi:fields.${name}`)}
      withAsterisk={required}
      error={fieldError(formState.errors[name]?.message)}
      data-testid={`field-${name}`}
      {...register(name)}
    />
  );
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" verticalSpacing="sm">
      {input('homeAddress', true)}
      {input('swine')}
      {input('village')}
      {input('building')}
      {input('floor')}
      {input('alley')}
      {input('street')}
    </SimpleGrid>
  );
}
