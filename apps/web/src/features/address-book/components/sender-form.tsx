import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Divider, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type SenderAddress, type SenderAddressInput, senderAddressInputSchema } from '@songdee/shared/address-book/address-book.schema';
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
import { useSaveSender } from '../api/use-senders';
import { AddressPreview } from './address-preview';
import { FormSection } from './form-section';

const FIELDS = [
  'name',
  'surname',
  'phone',
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
] as const satisfies ReadonlyArray<keyof SenderAddressInput>;

function defaultsOf(sender: SenderAddress | undefined): SenderAddressInput {
  return {
    name: sender?.name ?? '',
    surname: sender?.surname ?? '',
    phone: sender?.phone ?? '',
    homeAddress: sender?.homeAddress ?? '',
    village: sender?.village ?? '',
    building: sender?.building ?? '',
    floor: sender?.floor ?? '',
    swine: sender?.swine ?? '',
    alley: sender?.alley ?? '',
    street: sender?.street ?? '',
    provinceId: sender?.provinceId ?? 0,
    borderId: sender?.borderId ?? 0,
    districtId: sender?.districtId ?? 0,
    postcode: sender?.postcode ?? '',
  };
}

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
  const { t } = useTranslation();
  const navigate = useNavigate();
  const fieldError = useFieldError();
  const save = useSaveSender(storeId, sender?.id);
  const addressRef = useRef<AddressFieldsHandle>(null);
  const form = useForm<SenderAddressInput>({
    resolver: zodResolver(formSchema(senderAddressInputSchema)),
    defaultValues: defaultsOf(sender),
  });
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = form;
  const geo = useAddressFieldsBinding(form);

  const onValid = (input: SenderAddressInput) =>
    save.mutate(input, {
      onSuccess: (saved) => {
        notifySuccess(t('addressBookUi:send.saved'));
        if (onSaved) onSaved(saved);
        else navigate(paths.senderList);
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
    <form noValidate onSubmit={onSubmit} data-testid="sender-form">
      <Stack gap="lg">
        <FormSection title={t('addressBookUi:form.contactSection')}>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" verticalSpacing="sm">
            <TextInput
              label={t('addressBookUi:fields.name')}
              withAsterisk
              autoComplete="given-name"
              error={fieldError(errors.name?.message)}
              data-testid="field-name"
              {...register('name')}
            />
            <TextInput
              label={t('addressBookUi:fields.surname')}
              withAsterisk
              autoComplete="family-name"
              error={fieldError(errors.surname?.message)}
              data-testid="field-surname"
              {...register('surname')}
            />
            <TextInput
              label={t('addressBookUi:fields.phone')}
              withAsterisk
              type="tel"
              autoComplete="tel"
              error={fieldError(errors.phone?.message)}
              data-testid="field-phone"
              {...register('phone')}
            />
          </SimpleGrid>
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
            <Button component={Link} to={paths.senderList} variant="default" leftSection={<ArrowLeftIcon size={18} />}>
              {t('common:actions.back')}
            </Button>
          )}
          <Button type="submit" loading={save.isPending} data-testid="save-sender">
            {t('common:actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
