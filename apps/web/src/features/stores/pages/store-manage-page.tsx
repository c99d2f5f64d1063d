import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Divider, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { UserInfo } from '@songdee/shared/auth/auth.schema';
import { codFeeSchema } from '@songdee/shared/cod/cod-rules';
import { isHiddenDeliveryOption } from '@songdee/shared/reference/delivery.constants';
import { type Store, type StoreInput, satangSchema, storeInputSchema } from '@songdee/shared/store/store.schema';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../app/navigation/paths';
import { AddressFields, type AddressFieldsHandle } from '../../../components/address/address-fields';
import { ADDRESS_PART_FIELDS, addressPartValues } from '../../../components/address/address-form-values';
import { AddressLineInputs } from '../../../components/address/address-line-inputs';
import { useAddressFieldsBinding } from '../../../components/address/use-address-fields-binding';
import { FieldLabel, GrowingTextarea } from '../../../components/form-parts';
import { FormSection } from '../../../components/form-section';
import { AlertIcon } from '../../../components/icons';
import { PageFrame } from '../../../components/layout/page-frame';
import { PageLoader } from '../../../components/layout/page-loader';
import { formSchema, notifySaveRefused } from '../../../lib/form-errors';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useCurrentUser } from '../../../lib/use-current-user';
import { useFieldError } from '../../../lib/use-field-error';
import { useFieldProps } from '../../../lib/use-field-props';
import { useDeliveryOptions, useOwnStore, useSaveStore } from '../api/use-store-manage';
import { type DeliveryChoice, DeliveryOptionsField } from '../components/delivery-options-field';
import { LogoField } from '../components/logo-field';
import { PaymentAccountFields } from '../components/payment-account-fields';

const FIELDS = [
  'name',
  'uri',
  'phone',
  'line',
  'detail',
  'logo',
  'promptPayId',
  'bankAccount.bankCode',
  'bankAccount.accountNo',
  'bankAccount.accountName',
  ...ADDRESS_PART_FIELDS,
] as const satisfies ReadonlyArray<Path<StoreInput>>;

/** A bank account left blank: the schema reads all-blank parts as no account. */
const NO_BANK_ACCOUNT = { bankCode: '', accountNo: '', accountName: '' } as unknown as NonNullable<StoreInput['bankAccount']>;

/** A uri made from the e-mail for a delivery-only store (spec 2 section 4: name and uri taken from the user). */
function uriFromUser(user: UserInfo): string {
  return (user.email.split('@')[0] ?? '').replace(/[^A-Za-z0-9@._-]/g, '-').slice(0, 50);
}

function defaultsOf(store: Store | null, user: UserInfo): StoreInput {
  return {
    name: store?.name ?? `${user.firstName} ${user.lastName}`.trim(),
    uri: store?.uri ?? uriFromUser(user),
    phone: store?.phone ?? user.phone,
    line: store?.line ?? '',
    detail: store?.detail ?? '',
    logo: undefined,
    ...addressPartValues(store),
    deliveryOnly: false,
    promptPayId: store?.payment?.promptPayId ?? '',
    bankAccount: store?.payment?.bankAccount ?? NO_BANK_ACCOUNT,
    deliveryOptions: [],
  };
}

/** /manageStores/manage?uri&deliveryOnly (spec 2 "Store manage"). */
export function StoreManagePage() {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <PageLoader />;
  if (!user) return null;
  return <StoreManageLoader user={user} />;
}

function StoreManageLoader({ user }: { user: UserInfo }) {
  // Only a user with a store asks for it (asking without one could only answer 404). Decided once, as the page
  // opens: a first save gives the user a store, and the form must stay mounted for the save's follow-up.
  const [hadStore] = useState(() => !!user.storeId);
  const own = useOwnStore(hadStore);
  if (hadStore && own.isPending) return <PageLoader />;
  // Mounted once with the store as loaded: saving refetches it, and a remount would drop the save's follow-up.
  return <StoreForm user={user} store={hadStore ? (own.data ?? null) : null} />;
}

function StoreForm({ user, store }: { user: UserInfo; store: Store | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const fieldError = useFieldError();
  const [params] = useSearchParams();
  // A published shop stays published: the delivery-only mode is for users who only ship (spec 2 section 4).
  const deliveryOnly = params.get('deliveryOnly') === 'true' && store?.type !== 'Publish';
  const options = useDeliveryOptions();
  const save = useSaveStore(store?.id);
  const addressRef = useRef<AddressFieldsHandle>(null);
  const form = useForm<StoreInput>({ resolver: zodResolver(formSchema(storeInputSchema)), defaultValues: defaultsOf(store, user) });
  const {
    handleSubmit,
    setError,
    setValue,
    formState: { errors },
  } = form;
  const field = useFieldProps(form);
  const geo = useAddressFieldsBinding(form);
  const [logoPreview, setLogoPreview] = useState<string | null>(store?.logoImage?.thumbnailFilePath ?? null);
  const [choices, setChoices] = useState<Record<string, DeliveryChoice>>(() =>
    Object.fromEntries(
      (store?.deliveryOptions ?? []).map((o) => [
        o.deliveryOptionId,
        { checked: true, fee: o.fee, codEnabled: o.codEnabled, codFee: o.codFee },
      ]),
    ),
  );
  const [choiceErrors, setChoiceErrors] = useState<{ perOption: Record<string, string | undefined>; all?: string }>({ perOption: {} });
  const offered = useMemo(() => (options.data ?? []).filter((o) => !isHiddenDeliveryOption(o.id)), [options.data]);

  /** Spec 2 section 5: at least one option, and a fee for each ticked one. */
  const checkChoices = (): StoreInput['deliveryOptions'] | null => {
    const ticked = offered.filter((o) => choices[o.id]?.checked);
    const perOption: Record<string, string | undefined> = {};
    // The shared fee rule: missing, negative or not a number is said at the option's fee.
    for (const o of ticked) {
      const fee = satangSchema.safeParse(choices[o.id]?.fee ?? undefined);
      if (!fee.success) perOption[o.id] = fieldError(fee.error.issues[0]?.message);
      const codFee = codFeeSchema().safeParse(choices[o.id]?.codFee ?? 0);
      if (choices[o.id]?.codEnabled && !codFee.success) perOption[`${o.id}.cod`] = fieldError(codFee.error.issues[0]?.message);
    }
    const all = ticked.length === 0 ? t('store:deliveryOptionRequired') : undefined;
    setChoiceErrors({ perOption, all });
    if (all || Object.keys(perOption).length > 0) return null;
    // No licence number on this form: the schema reads a missing one as none.
    return ticked.map(
      (o) =>
        ({
          deliveryOptionId: o.id,
          fee: choices[o.id]?.fee ?? 0,
          codEnabled: choices[o.id]?.codEnabled ?? false,
          codFee: choices[o.id]?.codEnabled ? (choices[o.id]?.codFee ?? 0) : 0,
        }) as StoreInput['deliveryOptions'][number],
    );
  };

  const onValid = (input: StoreInput) =>
    save.mutate(
      { ...input, deliveryOnly },
      {
        onSuccess: (saved) => {
          notifySuccess('storeUi:manage.saved');
          navigate(saved.type === 'Publish' ? paths.storeProducts(saved.uri) : paths.deliveryManage);
        },
        onError: (error) => notifySaveRefused(error, setError, FIELDS),
      },
    );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const chosen = checkChoices();
    setValue('deliveryOptions', chosen ?? []);
    await addressRef.current?.verify();
    await handleSubmit(
      (input) => (chosen ? onValid(input) : notifyError('validation:formInvalid')),
      () => notifyError('validation:formInvalid'),
    )();
  };

  const title = deliveryOnly
    ? t('storeUi:manage.titleDeliveryOnly')
    : store?.type === 'Publish'
      ? t('storeUi:manage.titleEdit')
      : t('storeUi:manage.titleNew');

  return (
    <PageFrame
      size="lg"
      title={title}
      description={t(deliveryOnly ? 'storeUi:manage.subtitleDeliveryOnly' : 'storeUi:manage.subtitle')}
      crumbs={[{ label: title }]}
    >
      {store?.type === 'Draft' && !deliveryOnly ? (
        <Alert color="postBlue" variant="light" icon={<AlertIcon size={18} />} data-testid="publish-hint">
          {t('storeUi:manage.publishHint')}
        </Alert>
      ) : null}
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <form noValidate onSubmit={onSubmit} data-testid="store-form">
          <Stack gap="lg">
            <FormSection title={t('storeUi:manage.infoSection')}>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
                <TextInput label={t('storeUi:fields.name')} withAsterisk data-testid="field-name" {...field('name')} />
                <TextInput
                  label={t('storeUi:fields.uri')}
                  description={t('storeUi:manage.uriHint')}
                  inputWrapperOrder={['label', 'input', 'description', 'error']}
                  withAsterisk
                  leftSection={
                    <Text fz="xs" c="dimmed">
                      /stores/
                    </Text>
                  }
                  leftSectionWidth={64}
                  data-testid="field-uri"
                  {...field('uri')}
                />
                <TextInput label={t('storeUi:fields.phone')} type="tel" withAsterisk data-testid="field-phone" {...field('phone')} />
                <TextInput label={t('storeUi:fields.line')} data-testid="field-line" {...field('line')} />
              </SimpleGrid>
              {deliveryOnly ? null : (
                <>
                  <GrowingTextarea label={t('storeUi:fields.detail')} data-testid="field-detail" {...field('detail')} />
                  <FieldLabel label={t('storeUi:fields.logo')}>
                    <LogoField
                      previewKey={logoPreview}
                      onUploaded={(logo, thumbnail) => {
                        setValue('logo', logo);
                        setLogoPreview(thumbnail);
                      }}
                      onRemove={() => {
                        setValue('logo', null);
                        setLogoPreview(null);
                      }}
                    />
                    {errors.logo ? (
                      <Text c="red" fz="sm">
                        {fieldError(errors.logo.message)}
                      </Text>
                    ) : null}
                  </FieldLabel>
                </>
              )}
            </FormSection>
            <Divider />
            <FormSection title={t('storeUi:manage.addressSection')} hint={t('storeUi:manage.addressHint')}>
              <AddressLineInputs form={form} />
              <AddressFields ref={addressRef} {...geo} />
            </FormSection>
            {deliveryOnly ? null : (
              <>
                <Divider />
                <FormSection title={t('storeUi:payment.section')} hint={t('storeUi:payment.hint')}>
                  <PaymentAccountFields form={form} />
                </FormSection>
              </>
            )}
            <Divider />
            <FormSection title={t('storeUi:manage.deliverySection')} hint={t('storeUi:manage.deliveryHint')}>
              {options.isPending ? (
                <PageLoader />
              ) : (
                <DeliveryOptionsField
                  options={offered}
                  value={choices}
                  onChange={(next) => {
                    setChoices(next);
                    if (choiceErrors.all || Object.keys(choiceErrors.perOption).length) setChoiceErrors({ perOption: {} });
                  }}
                  errors={choiceErrors.perOption}
                  error={choiceErrors.all}
                />
              )}
            </FormSection>
            <Group justify="flex-end">
              <Button type="submit" size="md" loading={save.isPending} data-testid="save-store">
                {deliveryOnly ? t('storeUi:manage.saveDeliveryOnly') : t('storeUi:manage.savePublish')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </PageFrame>
  );
}
