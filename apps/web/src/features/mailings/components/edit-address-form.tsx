import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Paper, Stack, Text } from '@mantine/core';
import {
  type Mailing,
  type MailingAddress,
  type MailingAddressInput,
  mailingAddressInputSchema,
} from '@songdee/shared/mailing/mailing.schema';
import { type FormEvent, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AddressFieldsHandle } from '../../../components/address/address-fields';
import { SHIP_ADDRESS_FIELDS, ShipAddressFields } from '../../../components/address/ship-address-fields';
import { AppDialog } from '../../../components/app-dialog';
import { FormActions } from '../../../components/form-parts';
import { AlertIcon } from '../../../components/icons';
import { formSchema, notifySaveRefused } from '../../../lib/form-errors';
import { apiErrorMessage, notifyError, notifySuccess } from '../../../lib/notify';
import { useMailingAddress, useUpdateMailingAddress } from '../api/use-mailings';
import { ListLoading } from './mailing-page';

/** The form's values: geography not known yet (an older mailing) starts unchosen. */
function valuesOf(address: MailingAddress): MailingAddressInput {
  const { labelAddress: _text, source: _source, provinceId, borderId, districtId, ...lines } = address;
  return { ...lines, provinceId: provinceId ?? 0, borderId: borderId ?? 0, districtId: districtId ?? 0, shipAddressId: null };
}

interface FormProps {
  storeId: string;
  mailing: Mailing;
  onClose: () => void;
}

/** The receiver block of checkout and order manage, filled with what the label prints now. */
function AddressForm({ storeId, mailing, address, onClose }: FormProps & { address: MailingAddress }) {
  const { t } = useTranslation();
  const save = useUpdateMailingAddress(storeId, mailing.id);
  const addressRef = useRef<AddressFieldsHandle>(null);
  const form = useForm<MailingAddressInput>({
    resolver: zodResolver(formSchema(mailingAddressInputSchema)),
    defaultValues: valuesOf(address),
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // A typed postcode is checked with the outlet lookup first (it may be swapped, or cleared when refused).
    await addressRef.current?.verify();
    await form.handleSubmit(
      (input) =>
        save.mutate(input, {
          onSuccess: (saved) => {
            notifySuccess('mailingUi:editAddress.saved', { barcode: saved.barcode, name: saved.shipAddress.name });
            onClose();
          },
          onError: (error) => notifySaveRefused(error, form.setError, SHIP_ADDRESS_FIELDS),
        }),
      () => notifyError('validation:formInvalid'),
    )();
  };

  return (
    <form noValidate onSubmit={onSubmit} data-testid="mailing-address-form">
      <Stack gap="md">
        <Paper withBorder radius="md" p="sm" bg="gray.0">
          <Text fz="xs" c="dimmed">
            {t('mailingUi:editAddress.current')}
          </Text>
          <Text fz="sm" data-testid="mailing-label-address">
            {address.fullName} · {address.labelAddress} {address.postcode}
          </Text>
        </Paper>
        {address.source === 'label' ? (
          <Alert color="yellow" variant="light" icon={<AlertIcon size={18} />}>
            {t('mailingUi:editAddress.fromLabel')}
          </Alert>
        ) : null}
        <ShipAddressFields form={form} addressRef={addressRef} />
        <Text fz="xs" c="dimmed">
          {t('mailingUi:editAddress.keeps')}
          {mailing.orderId ? ` ${t('mailingUi:editAddress.orderFollows')}` : ''}
        </Text>
        <FormActions onCancel={onClose} saving={save.isPending} saveTestId="save-mailing-address" gap="sm" />
      </Stack>
    </form>
  );
}

function EditAddressBody({ storeId, mailing, onClose }: FormProps) {
  const address = useMailingAddress(storeId, mailing.id);
  if (address.isPending) return <ListLoading />;
  if (!address.data)
    return (
      <Alert color="red" variant="light" icon={<AlertIcon size={18} />}>
        {address.error ? apiErrorMessage(address.error) : null}
      </Alert>
    );
  return <AddressForm storeId={storeId} mailing={mailing} address={address.data} onClose={onClose} />;
}

/** The edit-address dialog (edit-address-dialog.tsx loads it when first wanted), with the recipient form. */
export function EditAddressDialog({
  opened,
  storeId,
  mailing,
  onClose,
}: {
  opened: boolean;
  storeId: string;
  mailing: Mailing | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <AppDialog
      opened={opened}
      onClose={onClose}
      title={t('mailingUi:editAddress.title', { barcode: mailing?.barcode ?? '' })}
      size="xl"
      testId="mailing-address-dialog"
    >
      {mailing ? <EditAddressBody key={mailing.id} storeId={storeId} mailing={mailing} onClose={onClose} /> : null}
    </AppDialog>
  );
}
