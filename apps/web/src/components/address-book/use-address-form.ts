import { zodResolver } from '@hookform/resolvers/zod';
import type { UseMutationResult } from '@tanstack/react-query';
import { type FormEvent, useRef } from 'react';
import { type DefaultValues, type Path, type Resolver, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { formSchema, notifySaveRefused } from '../../lib/form-errors';
import { notifyError, notifySuccess } from '../../lib/notify';
import type { AddressFieldsHandle } from '../address/address-fields';
import type { AddressPartValues } from '../address/address-form-values';
import { useAddressFieldsBinding } from '../address/use-address-fields-binding';

export interface AddressFormOptions<TInput extends AddressPartValues, TSaved> {
  /** An object schema: its keys are the fields the server's issues may name (shown under them, not as a toast). */
  schema: z.ZodType<TInput, unknown> & { shape: object };
  defaultValues: TInput;
  save: UseMutationResult<TSaved, Error, TInput>;
  /** i18n key of the toast after a save. */
  savedMessage: 'addressBookUi:ship.saved' | 'addressBookUi:send.saved';
  /** Where a save goes when the form is not in a dialog. */
  listPath: string;
  /** In a dialog (the delivery-manage screen): called with the saved address instead of going to the book. */
  onSaved?: (saved: TSaved) => void;
}

/**
 * The sender and recipient forms' state (spec 1 section 5): the form with its geography cascade, and a submit
 * that first has a typed postcode checked by the outlet lookup, then saves and puts server issues under fields.
 */
export function useAddressForm<TInput extends AddressPartValues, TSaved>(options: AddressFormOptions<TInput, TSaved>) {
  const { save, savedMessage, listPath, onSaved } = options;
  const navigate = useNavigate();
  const addressRef = useRef<AddressFieldsHandle>(null);
  const form = useForm<TInput>({
    resolver: zodResolver(formSchema(options.schema)) as unknown as Resolver<TInput>,
    defaultValues: options.defaultValues as DefaultValues<TInput>,
  });
  const geo = useAddressFieldsBinding(form);
  const fields = Object.keys(options.schema.shape) as Path<TInput>[];

  const onValid = (input: TInput) =>
    save.mutate(input, {
      onSuccess: (saved) => {
        notifySuccess(savedMessage);
        if (onSaved) onSaved(saved);
        else navigate(listPath);
      },
      onError: (error) => notifySaveRefused(error, form.setError, fields),
    });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // A typed postcode is checked with the outlet lookup first (it may be swapped, or cleared when refused).
    await addressRef.current?.verify();
    await form.handleSubmit(onValid, () => notifyError('validation:formInvalid'))();
  };

  return { form, geo, addressRef, onSubmit };
}
