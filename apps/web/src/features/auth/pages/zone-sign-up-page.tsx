import { Alert, Anchor, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { type ZoneSignUpInput, zoneSignUpInputSchema } from '@songdee/shared/auth/zone.schema';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../app/navigation/paths';
import { EmailInput, NameInputs, NewPasswordInputs, useAuthForm } from '../../../components/account/account-form';
import { AuthCard, AuthSubmit } from '../../../components/account/auth-card';
import { AlertIcon, CheckIcon, UserIcon } from '../../../components/icons';
import { useRecordId } from '../../../lib/use-record-id';
import { useZoneSignUp, useZoneStaff } from '../api/zone-api';

/**
 * /signup-zone?staff={officer} (spec 2 sections 2 and 5): the origin outlet and the outside-deposit officer read-only,
 * e-mail, first name, last name, phone, password and its confirmation; success says to wait for the staff's
 * confirmation. A link naming no officer says so and offers no form.
 */
export function ZoneSignUpPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const staffId = useRecordId('staff') ?? '';
  const staff = useZoneStaff(staffId);
  const signUp = useZoneSignUp();
  const { form, field, submit, showServerError } = useAuthForm<ZoneSignUpInput>(
    zoneSignUpInputSchema,
    { staffId, email: '', firstName: '', lastName: '', phoneNumber: '', password: '', confirmPassword: '' },
    'onTouched',
  );

  const onValid = (input: ZoneSignUpInput) => signUp.mutate(input, { onError: (error) => showServerError(error) });
  const officer = staff.data;

  return (
    <AuthCard size={600} title={t('signupUi:zone.title')} description={t('signupUi:zone.description')} icon={<UserIcon size={28} />}>
      {staff.isError || staffId === '' ? (
        <Alert color="red" icon={<AlertIcon size={20} />} role="alert" data-testid="zone-unknown-officer">
          {t('signupUi:zone.unknownOfficer')}
        </Alert>
      ) : (
        <form noValidate onSubmit={submit(onValid)}>
          <Stack gap="md">
            <SimpleGrid cols={1} spacing="md">
              <TextInput
                label={t('signupUi:zone.outlet')}
                value={officer ? `${officer.outlet.name} (${officer.outlet.code})` : ''}
                readOnly
                variant="filled"
                data-testid="zone-outlet"
              />
              <TextInput
                label={t('signupUi:zone.officer')}
                value={officer ? `${officer.firstName} ${officer.lastName}`.trim() : ''}
                readOnly
                variant="filled"
                data-testid="zone-officer"
              />
            </SimpleGrid>
            <EmailInput field={field('email')} withAsterisk />
            <NameInputs firstName={field('firstName')} lastName={field('lastName')} lastNameRequired />
            <TextInput label={t('auth:fields.phone')} type="tel" autoComplete="tel" withAsterisk {...field('phoneNumber')} />
            <NewPasswordInputs password={field('password', { deps: ['confirmPassword'] })} confirmPassword={field('confirmPassword')} />
            <AuthSubmit loading={signUp.isPending} disabled={!officer || signUp.isSuccess || !form.formState.isValid}>
              {t('signupUi:zone.submit')}
            </AuthSubmit>
          </Stack>
        </form>
      )}
      <Modal
        opened={signUp.isSuccess}
        onClose={() => navigate(paths.signIn)}
        title={<Text fw={700}>{t('signupUi:zone.doneTitle')}</Text>}
        centered
      >
        <Stack gap="md">
          <Alert color="teal" icon={<CheckIcon size={20} />} data-testid="zone-signup-done">
            {t('signupUi:zone.doneMessage')}
          </Alert>
          <Anchor component={Link} to={paths.signIn} ta="center">
            {t('signupUi:social.backToSignIn')}
          </Anchor>
        </Stack>
      </Modal>
    </AuthCard>
  );
}
