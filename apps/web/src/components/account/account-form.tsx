import { zodResolver } from '@hookform/resolvers/zod';
import { PasswordInput, SimpleGrid, TextInput, type TextInputProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { type DefaultValues, type FieldErrors, type FieldValues, type Mode, type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { applyFieldIssues, formSchema } from '../../lib/form-errors';
import { notifyApiError, notifyError } from '../../lib/notify';
import { type FieldProps, useFieldProps } from '../../lib/use-field-props';

/**
 * A react-hook-form form on a shared account schema (sign-in, sign-up, password recovery and change, personal
 * details): `field(name)` registers an input with its translated error, `submit` toasts the form's own
 * "invalid" message, and `showServerError` puts the server's field issues under their fields (a toast when none).
 */
export function useAuthForm<T extends FieldValues>(schema: z.ZodType<T, unknown>, defaultValues: T, mode?: Mode) {
  const form = useForm<T>({ resolver: zodResolver(formSchema(schema)), defaultValues: defaultValues as DefaultValues<T>, mode });
  const names = Object.keys(defaultValues) as Path<T>[];
  const field = useFieldProps(form);
  const submit = (onValid: (input: T) => void, onInvalid: (errors: FieldErrors<T>) => void = () => notifyError('validation:formInvalid')) =>
    form.handleSubmit(onValid, onInvalid);
  /** True when some issue went under one of the fields (every field of the form unless named). */
  const applyServerIssues = (error: unknown, fields: readonly Path<T>[] = names) => applyFieldIssues(error, form.setError, fields);
  const showServerError = (error: unknown, fields?: readonly Path<T>[]) => {
    if (!applyServerIssues(error, fields)) notifyApiError(error);
  };
  return { form, field, submit, applyServerIssues, showServerError };
}

/** The e-mail box of the account forms. */
export function EmailInput({ field, ...props }: { field: FieldProps } & TextInputProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('auth:fields.email')}
      type="email"
      autoComplete="email"
      placeholder={t('auth:fields.emailPlaceholder')}
      {...props}
      {...field}
    />
  );
}

/** First and last name side by side; the last name is required on sign-up, optional in personal details. */
export function NameInputs(props: { firstName: FieldProps; lastName: FieldProps; lastNameRequired?: boolean; cols?: 'xs' | 'sm' }) {
  const { t } = useTranslation();
  const { cols = 'xs' } = props;
  return (
    <SimpleGrid cols={{ base: 1, [cols]: 2 }} spacing="md">
      <TextInput label={t('auth:fields.firstName')} autoComplete="given-name" withAsterisk {...props.firstName} />
      <TextInput label={t('auth:fields.lastName')} autoComplete="family-name" withAsterisk={props.lastNameRequired} {...props.lastName} />
    </SimpleGrid>
  );
}

/**
 * A new password with its hint and the confirmation that must match it (sign-up, reset, change); labelled "password"
 * with the sign-up's hint unless told.
 */
export function NewPasswordInputs(props: { password: FieldProps; confirmPassword: FieldProps; label?: string; hint?: ReactNode }) {
  const { t } = useTranslation();
  const { label = t('auth:fields.password'), hint = t('auth:fields.passwordHint') } = props;
  return (
    <>
      <PasswordInput label={label} description={hint} autoComplete="new-password" withAsterisk {...props.password} />
      <PasswordInput label={t('auth:fields.confirmPassword')} autoComplete="new-password" withAsterisk {...props.confirmPassword} />
    </>
  );
}
