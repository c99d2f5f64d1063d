import { Button, Group, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  type AdminUser,
  type AdminUserUpdate,
  adminUserUpdateSchema,
  type ThpRegister,
  thpRegisterInputSchema,
} from '@songdee/shared/admin/admin-user.schema';
import { POST_OFFICE_ROLES } from '@songdee/shared/constants/app.constants';
import { useTranslation } from 'react-i18next';
import { EmailInput, NameInputs, NewPasswordInputs, useAuthForm } from '../../../components/account/account-form';
import type { FieldProps } from '../../../lib/use-field-props';

/** Role and post office code (spec 2 section 5): the code is hidden for role Admin, fixed to 000000 by the rule. */
function RoleAndOutlet({ role, roleField, outletField }: { role: string; roleField: FieldProps; outletField: FieldProps }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
      <NativeSelect
        label={t('adminUi:fields.role')}
        withAsterisk
        data={POST_OFFICE_ROLES.map((value) => ({ value, label: t(`admin:roles.${value}`) }))}
        data-testid="admin-user-role"
        {...roleField}
      />
      {role === 'Admin' ? (
        <TextInput label={t('adminUi:fields.outletCode')} value="000000" description={t('adminUi:users.centralOutlet')} disabled readOnly />
      ) : (
        <TextInput
          label={t('adminUi:fields.outletCode')}
          description={t('adminUi:fields.outletCodeHint')}
          inputMode="numeric"
          maxLength={6}
          withAsterisk
          data-testid="admin-user-outlet"
          {...outletField}
        />
      )}
    </SimpleGrid>
  );
}

/**
 * The pages hand the form's error callback straight to a mutation's `onError`, which calls it with the mutation's
 * variables as a second argument: only the error goes on, or the variables would be read as the fields to apply.
 */
const errorOnly =
  (show: (error: unknown) => void) =>
  (error: unknown): void =>
    show(error);

function Actions({ saving, onCancel }: { saving: boolean; onCancel?: () => void }) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end">
      {onCancel ? (
        <Button variant="default" onClick={onCancel}>
          {t('common:actions.cancel')}
        </Button>
      ) : null}
      <Button type="submit" loading={saving} data-testid="admin-user-save">
        {t('common:actions.save')}
      </Button>
    </Group>
  );
}

const EMPTY_USER: ThpRegister = {
  role: 'AdminOutlet',
  outletCode: '',
  email: '',
  password: '',
  confirmPassword: '',
  firstName: '',
  lastName: '',
  phone: '',
};

/** The add form (ThpRegister): role, outlet, e-mail, password 6-100 and its confirmation, names and phone. */
export function AdminUserAddForm(props: {
  saving: boolean;
  onSave: (input: ThpRegister, showServerError: (error: unknown) => void) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { form, field, submit, showServerError } = useAuthForm<ThpRegister>(thpRegisterInputSchema, EMPTY_USER, 'onTouched');
  const role = form.watch('role');
  return (
    <form noValidate onSubmit={submit((input) => props.onSave(input, errorOnly(showServerError)))} data-testid="admin-user-add-form">
      <Stack gap="md">
        <RoleAndOutlet role={role} roleField={field('role', { deps: ['outletCode'] })} outletField={field('outletCode')} />
        <EmailInput field={field('email')} withAsterisk autoComplete="off" />
        <NewPasswordInputs password={field('password', { deps: ['confirmPassword'] })} confirmPassword={field('confirmPassword')} />
        <NameInputs firstName={field('firstName')} lastName={field('lastName')} />
        <TextInput label={t('auth:fields.phone')} type="tel" withAsterisk {...field('phone')} />
        <Actions saving={props.saving} onCancel={props.onCancel} />
      </Stack>
    </form>
  );
}

/** The edit form: the e-mail is shown locked; first name and phone required, the outlet code digits only. */
export function AdminUserEditForm(props: {
  user: AdminUser;
  saving: boolean;
  onSave: (input: AdminUserUpdate, showServerError: (error: unknown) => void) => void;
}) {
  const { t } = useTranslation();
  const { user } = props;
  const { form, field, submit, showServerError } = useAuthForm<AdminUserUpdate>(adminUserUpdateSchema, {
    role: user.role,
    outletCode: user.role === 'Admin' ? '' : user.outletCode,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
  });
  const role = form.watch('role');
  return (
    <form noValidate onSubmit={submit((input) => props.onSave(input, errorOnly(showServerError)))} data-testid="admin-user-edit-form">
      <Stack gap="md">
        <TextInput
          label={t('auth:fields.email')}
          value={user.email}
          description={t('adminUi:users.emailLocked')}
          readOnly
          disabled
          data-testid="admin-user-email"
        />
        <RoleAndOutlet role={role} roleField={field('role', { deps: ['outletCode'] })} outletField={field('outletCode')} />
        <NameInputs firstName={field('firstName')} lastName={field('lastName')} />
        <TextInput label={t('auth:fields.phone')} type="tel" withAsterisk {...field('phone')} />
        <Actions saving={props.saving} />
      </Stack>
    </form>
  );
}
