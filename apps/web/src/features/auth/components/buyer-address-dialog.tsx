import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { BuyerAddress } from '@songdee/shared/address-book/buyer-address.schema';
import { type ShipAddressInput, shipAddressInputSchema } from '@songdee/shared/order/order.schema';
import { type FormEvent, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AddressFieldsHandle } from '../../../components/address/address-fields';
import {
  emptyShipAddress,
  SHIP_ADDRESS_FIELDS,
  ShipAddressFields,
  shipAddressFromBuyerBook,
} from '../../../components/address/ship-address-fields';
import { formSchema, notifySaveRefused } from '../../../lib/form-errors';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { toBuyerAddressInput, useCreateBuyerAddress, useUpdateBuyerAddress } from '../../../lib/use-buyer-addresses';

/** Adds (no `address`) or edits one address of the buyer's book: checkout's receiver fields, checked the same way. */
export function BuyerAddressDialog({ address, onClose }: { address: BuyerAddress | null; onClose: () => void }) {
  const { t } = useTranslation();
  const create = useCreateBuyerAddress();
  const update = useUpdateBuyerAddress();
  const idempotencyKey = useRef(crypto.randomUUID());
  const addressRef = useRef<AddressFieldsHandle>(null);
  const form = useForm<ShipAddressInput>({
    resolver: zodResolver(formSchema(shipAddressInputSchema)),
    defaultValues: address ? shipAddressFromBuyerBook(address) : emptyShipAddress(),
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    await addressRef.current?.verify();
    await form.handleSubmit(
      (values) => {
        const input = toBuyerAddressInput(values);
        const handlers = {
          onSuccess: () => {
            notifySuccess('auth:addresses.saved');
            onClose();
          },
          onError: (error: unknown) => {
            notifySaveRefused(error, form.setError, SHIP_ADDRESS_FIELDS);
          },
        };
        if (address) update.mutate({ id: address.id, input }, handlers);
        else create.mutate({ input, idempotencyKey: idempotencyKey.current }, handlers);
      },
      () => notifyError('validation:formInvalid'),
    )();
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={<Text fw={700}>{t(address ? 'auth:addresses.editTitle' : 'auth:addresses.addTitle')}</Text>}
      size="xl"
      radius="lg"
      centered
      data-testid="buyer-address-dialog"
    >
      <form noValidate onSubmit={onSubmit}>
        <Stack gap="md">
          <ShipAddressFields form={form} addressRef={addressRef} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending || update.isPending} data-testid="buyer-address-save">
              {t('common:actions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
