import { SimpleGrid, Stack, TextInput, type TitleOrder } from '@mantine/core';
import type { RecipientAddress } from '@songdee/shared/address-book/address-book.schema';
import type { BuyerAddress } from '@songdee/shared/address-book/buyer-address.schema';
import type { ShipAddressInput } from '@songdee/shared/order/order.schema';
import type { ReactNode, Ref } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '../../lib/use-field-error';
import { PickButton } from '../form-parts';
import { MapPinIcon } from '../icons';
import { SectionCard } from '../section-card';
import { AddressFields, type AddressFieldsHandle } from './address-fields';
import { ADDRESS_PART_FIELDS, addressPartValues } from './address-form-values';
import { AddressLineInputs } from './address-line-inputs';
import { fillFromPaste, PasteAddressBox } from './paste-address-box';
import { useAddressFieldsBinding } from './use-address-fields-binding';

export const SHIP_ADDRESS_FIELDS = ['fullName', 'phone', ...ADDRESS_PART_FIELDS] as const satisfies ReadonlyArray<keyof ShipAddressInput>;

export const emptyShipAddress = (): ShipAddressInput => ({ fullName: '', phone: '', ...addressPartValues(null), shipAddressId: null });

/** A saved address (the address book) as the receiver form's values. */
export function shipAddressFromSaved(saved: RecipientAddress): ShipAddressInput {
  return { fullName: saved.fullName, phone: saved.phone, ...addressPartValues(saved), shipAddressId: saved.id };
}

/** An address of the buyer's own book as the receiver form's values (no store recipient behind it). */
export function shipAddressFromBuyerBook(saved: BuyerAddress): ShipAddressInput {
  return { fullName: saved.fullName, phone: saved.phone, ...addressPartValues(saved), shipAddressId: null };
}

/**
 * The receiver address block of checkout and order manage (spec 2 section 5): name, phone, address lines and the
 * cascading geography with postcode verification. The parent calls `addressRef.verify()` before submitting.
 */
export function ShipAddressFields({
  form,
  addressRef,
  fieldsKey,
}: {
  form: UseFormReturn<ShipAddressInput>;
  addressRef: Ref<AddressFieldsHandle>;
  /** Changes when a saved address is picked, so the geography fields start verified again. */
  fieldsKey?: string;
}) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const geo = useAddressFieldsBinding(form);
  const { register, formState } = form;
  return (
    <Stack gap="sm">
      <PasteAddressBox onRead={(parsed) => fillFromPaste(form as never, geo, 'fullName', parsed)} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <TextInput
          label={t('addressBookUi:fields.fullName')}
          withAsterisk
          autoComplete="name"
          error={fieldError(formState.errors.fullName?.message)}
          data-testid="field-fullName"
          {...register('fullName')}
        />
        <TextInput
          label={t('addressBookUi:fields.phone')}
          type="tel"
          autoComplete="tel"
          error={fieldError(formState.errors.phone?.message)}
          data-testid="field-phone"
          {...register('phone')}
        />
      </SimpleGrid>
      <AddressLineInputs form={form} />
      <AddressFields key={fieldsKey} ref={addressRef} {...geo} />
    </Stack>
  );
}

/**
 * The receiver block of checkout and order manage: the fields, with a button that fills them from a saved
 * address (the caller opens its picker).
 */
export function ReceiverCard(props: {
  title: string;
  titleOrder?: TitleOrder;
  onPick: () => void;
  pickDisabled?: boolean;
  pickTestId: string;
  form: UseFormReturn<ShipAddressInput>;
  addressRef: Ref<AddressFieldsHandle>;
  fieldsKey?: string;
  /** Under the fields (checkout's "save this address"). */
  footer?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <SectionCard
      title={props.title}
      titleOrder={props.titleOrder}
      action={
        <PickButton
          label={t('common:savedAddress.open')}
          icon={<MapPinIcon size={14} />}
          onClick={props.onPick}
          disabled={props.pickDisabled}
          testId={props.pickTestId}
        />
      }
    >
      <ShipAddressFields form={props.form} addressRef={props.addressRef} fieldsKey={props.fieldsKey} />
      {props.footer}
    </SectionCard>
  );
}
