import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Divider, Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import {
  ADDRESS_LIMITS,
  type RecipientAddress,
  type RecipientAddressInput,
  recipientAddressInputSchema,
} from '@songdee/shared/address-book/address-book.schema';
import { type FormEvent, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../app/navigation/paths';
import { AddressFields, type AddressFieldsHandle, useAddressFieldsBinding } from '../../../components/address-fields';
import { AddressLineInputs } from '../../../components/address-line-inputs';
import { ArrowLeftIcon } from '../../../components/icons';
import { applyFieldIssues, formSchema } from '../../../lib/form-errors';
import { notifyApiError, notifyError, notifySuccess } from '../../../lib/notify';
import { useFieldError } from '../../../lib/use-field-error';
import { useSaveRecipient } from '../api/use-recipients';
import { AddressPreview } from './address-preview';
import { FormSection } from './form-section';

const FIELDS = [
  'fullName',
  'phone',
  'remark',
  'homeAddress',
  'village',
  'building',
  'floor',
  'swine',
  'alley',
  'street',
  'provinceId',
  'borderId',
  'districtId',
  'postcode',
] as const satisfies ReadonlyArray<keyof RecipientAddressInput>;

function defaultsOf(recipient: RecipientAddress | undefined): RecipientAddressInput {
  return {
    fullName: recipient?.fullName ?? '',
    phone: recipient?.phone ?? '',
    remark: recipient?.remark ?? '',
    homeAddress: recipient?.homeAddress ?? '',
    village: recipient?.village ?? '',
    building: recipient?.building ?? '',
    floor: recipient?.floor ?? '',
    swine: recipient?.swine ?? '',
    alley: recipient?.alley ?? '',
    street: recipient?.street ?? '',
    provinceId: recipient?.provinceId ?? 0,
    borderId: recipient?.borderId ?? 0,
    districtId: recipient?.districtId ?? 0,
    postcode: recipient?.postcode ?? '',
  };
}

/** Recipient form (spec 1 section 5): full name required (at most 100), phone optional (50), remark at most 140. */
interface RecipientFormProps {
  storeId: string;
  recipient?: RecipientAddress;
  /** In a dialog (the delivery-manage screen): called with the saved recipient instead of going to the book. */
  onSaved?: (saved: RecipientAddress) => void;
  /** In a dialog: the back button becomes cancel. */
  onCancel?: () => void;
}

export function RecipientForm({ storeId, recipient, onSaved, onCancel }: RecipientFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const fieldError = useFieldError();
  const save = useSaveRecipient(storeId, recipient?.id);
  const addressRef = useRef<AddressFieldsHandle>(null);
  const form = useForm<RecipientAddressInput>({
    resolver: zodResolver(formSchema(recipientAddressInputSchema)),
    defaultValues: defaultsOf(recipient),
  });
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = form;
  const geo = useAddressFieldsBinding(form);

  const onValid = (input: RecipientAddressInput) =>
    save.mutate(input, {
      onSuccess: (saved) => {
        notifySuccess(t('addressBookUi:ship.saved'));
        if (onSaved) onSaved(saved);
        else navigate(paths.recipientList);
      },
      onError: (error) => {
        if (applyFieldIssues(error, setError, FIELDS)) notifyError(t('validation:checkInput'));
        else notifyApiError(error);
      },
    });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // A typed postcode is checked with the outlet lookup first (it may be swapped, or cleared when refused).
    await addressRef.current?.verify();
    await handleSubmit(onValid, () => notifyError(t('validation:formInvalid')))();
  };

  return (
    <form noValidate onSubmit={onSubmit} data-testid="recipient-form">
      <Stack gap="lg">
        <FormSection title={t('addressBookUi:form.contactSection')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            <TextInput
              label={t('addressBookUi:fields.fullName')}
              withAsterisk
              autoComplete="name"
              error={fieldError(errors.fullName?.message)}
              data-testid="field-fullName"
              {...register('fullName')}
            />
            <TextInput
              label={t('addressBookUi:fields.phone')}
              type="tel"
              autoComplete="tel"
              error={fieldError(errors.phone?.message)}
              data-testid="field-phone"
              {...register('phone')}
            />
          </SimpleGrid>
          <Textarea
            label={t('addressBookUi:fields.remark')}
            description={t('addressBookUi:form.remarkHint', { max: ADDRESS_LIMITS.remark })}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            autosize
            minRows={2}
            maxRows={4}
            error={fieldError(errors.remark?.message)}
            data-testid="field-remark"
            {...register('remark')}
          />
        </FormSection>
        <Divider />
        <FormSection title={t('addressBookUi:form.addressSection')} hint={t('addressBookUi:form.addressHint')}>
          <AddressLineInputs form={form} />
          <AddressFields ref={addressRef} {...geo} />
          <AddressPreview values={watch()} />
        </FormSection>
        <Group justify="space-between" gap="sm">
          {onCancel ? (
            <Button variant="default" onClick={onCancel}>
              {t('common:actions.cancel')}
            </Button>
          ) : (
            <Button component={Link} to={paths.recipientList} variant="default" leftSection={<ArrowLeftIcon size={18} />}>
              {t('common:actions.back')}
            </Button>
          )}
          <Button type="submit" loading={save.isPending} data-testid="save-recipient">
            {t('common:actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
