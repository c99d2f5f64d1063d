import { Stack, TextInput, Title } from '@mantine/core';
import { type ExternalSignUpFields, externalSignUpFieldsSchema } from '@songdee/shared/auth/social.schema';
import { type FormEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailInput, NameInputs, useAuthForm } from '../../../components/account/account-form';
import { AuthCard, AuthSubmit } from '../../../components/account/auth-card';
import { AddressFields, type AddressFieldsHandle } from '../../../components/address/address-fields';
import { addressPartValues } from '../../../components/address/address-form-values';
import { AddressLineInputs } from '../../../components/address/address-line-inputs';
import { useAddressFieldsBinding } from '../../../components/address/use-address-fields-binding';
import { UserIcon } from '../../../components/icons';
import { notifyError } from '../../../lib/notify';
import { useRegisterExternal } from '../api/social-api';
import { SocialRefused } from '../components/social-refused';
import { usePendingSignIn } from '../components/use-pending-sign-in';

/**
 * /external-signup?id: a new social identity completes its account (spec 2 sections 2 and 5): e-mail (the provider's,
 * read-only, when it gave one), first name, last name, phone and the address with the cascading geography and the
 * postcode; then signed in.
 */
export function ExternalSignUpPage() {
  const { t } = useTranslation();
  const { id, pending, land } = usePendingSignIn();
  const registration = useRegisterExternal();
  const addressRef = useRef<AddressFieldsHandle>(null);
  const { form, field, submit, showServerError } = useAuthForm<ExternalSignUpFields>(externalSignUpFieldsSchema, {
    email: '',
    firstName: '',
    lastName: '',
    phone: '',
    ...addressPartValues(null),
  });
  const geo = useAddressFieldsBinding(form);
  const identity = pending.data;

  useEffect(() => {
    if (identity) form.reset({ ...form.getValues(), email: identity.email, firstName: identity.firstName, lastName: identity.lastName });
  }, [identity, form]);

  if (pending.isError || id === '') return <SocialRefused />;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    await addressRef.current?.verify();
    await submit(
      (values) => registration.mutate({ ...values, id }, { onSuccess: land, onError: (error) => showServerError(error) }),
      () => notifyError('validation:formInvalid'),
    )(event);
  };

  const name = identity?.providerName ?? '';
  return (
    <AuthCard
      size={720}
      title={t('signupUi:external.title', { name })}
      description={t('signupUi:external.description')}
      icon={<UserIcon size={28} />}
    >
      <form noValidate onSubmit={onSubmit}>
        <Stack gap="md">
          <EmailInput
            field={field('email')}
            withAsterisk
            readOnly={Boolean(identity?.email)}
            variant={identity?.email ? 'filled' : 'default'}
            description={identity?.email ? t('signupUi:external.emailFromProvider', { name }) : undefined}
          />
          <NameInputs firstName={field('firstName')} lastName={field('lastName')} cols="sm" />
          <TextInput
            label={t('auth:fields.phone')}
            type="tel"
            autoComplete="tel"
            withAsterisk
            data-testid="field-phone"
            {...field('phone')}
          />
          <Title order={2} fz="lg" mt="xs">
            {t('signupUi:external.addressTitle')}
          </Title>
          <AddressLineInputs form={form} />
          <AddressFields ref={addressRef} {...geo} />
          <AuthSubmit loading={registration.isPending} disabled={!identity || registration.isSuccess}>
            {t('signupUi:external.submit')}
          </AuthSubmit>
        </Stack>
      </form>
    </AuthCard>
  );
}
