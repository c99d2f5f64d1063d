import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { THAI_BANK_CODES } from '@songdee/shared/store/payment-account.schema';
import type { StoreInput } from '@songdee/shared/store/store.schema';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '../../../lib/use-field-error';
import { useFieldProps } from '../../../lib/use-field-props';

/** The store form's payment fields: the PromptPay ID and an optional bank account (bank, number, name). */
export function PaymentAccountFields({ form }: { form: UseFormReturn<StoreInput> }) {
  const { t } = useTranslation();
  const field = useFieldProps(form);
  const fieldError = useFieldError();
  const banks = THAI_BANK_CODES.map((code) => ({ value: code, label: t(`store:banks.${code}`) }));
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
      <TextInput
        label={t('storeUi:payment.promptPayId')}
        description={t('storeUi:payment.promptPayHint')}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        inputMode="numeric"
        autoComplete="off"
        data-testid="field-promptPayId"
        {...field('promptPayId')}
      />
      <Controller
        control={form.control}
        name="bankAccount.bankCode"
        render={({ field: bank, fieldState }) => (
          <Select
            label={t('storeUi:payment.bank')}
            placeholder={t('storeUi:payment.chooseBank')}
            data={banks}
            searchable
            clearable
            value={bank.value || null}
            onChange={(v) => bank.onChange(v ?? '')}
            onBlur={bank.onBlur}
            error={fieldError(fieldState.error?.message)}
            comboboxProps={{ withinPortal: true }}
            data-testid="field-bankCode"
          />
        )}
      />
      <TextInput
        label={t('storeUi:payment.accountNo')}
        inputMode="numeric"
        autoComplete="off"
        data-testid="field-bankAccountNo"
        {...field('bankAccount.accountNo')}
      />
      <TextInput label={t('storeUi:payment.accountName')} data-testid="field-bankAccountName" {...field('bankAccount.accountName')} />
    </SimpleGrid>
  );
}
