import { Button, Group, Stack, TextInput } from '@mantine/core';
import { type UpdateAccountInput, type UserInfo, updateAccountInputSchema } from '@songdee/shared/auth/auth.schema';
import { useTranslation } from 'react-i18next';
import { NameInputs, useAuthForm } from '../../../components/account/account-form';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useUpdateAccount } from '../api/use-auth-mutations';

/** First name and phone required, last name optional, e-mail read-only (spec 2 section 5). */
export function PersonalDetailsForm({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const update = useUpdateAccount();
  const { form, field, submit, applyServerIssues } = useAuthForm(updateAccountInputSchema, {
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
  });

  const onValid = (input: UpdateAccountInput) =>
    update.mutate(input, {
      onSuccess: (saved) => {
        form.reset({ firstName: saved.firstName, lastName: saved.lastName, phone: saved.phone });
        notifySuccess('account:updated');
      },
      onError: (error) => {
        applyServerIssues(error);
        notifyError('account:updateFailed');
      },
    });

  return (
    <form noValidate onSubmit={submit(onValid)} data-testid="personal-details-form">
      <Stack gap="md">
        <TextInput label={t('auth:fields.email')} value={user.email} readOnly variant="filled" />
        <NameInputs firstName={field('firstName')} lastName={field('lastName')} cols="sm" />
        <TextInput label={t('auth:fields.phone')} type="tel" autoComplete="tel" withAsterisk {...field('phone')} />
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending} disabled={!form.formState.isDirty}>
            {t('common:actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
