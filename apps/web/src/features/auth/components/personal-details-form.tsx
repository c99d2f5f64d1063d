import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type UpdateAccountInput, type UserInfo, updateAccountInputSchema } from '@songdee/shared/auth/auth.schema';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyFieldIssues } from '../../../lib/form-errors';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useFieldError } from '../../../lib/use-field-error';
import { useUpdateAccount } from '../api/use-auth-mutations';

/** First name and phone required, last name optional, e-mail read-only (spec 2 section 5). */
export function PersonalDetailsForm({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const update = useUpdateAccount();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty },
  } = useForm({
    resolver: zodResolver(updateAccountInputSchema),
    defaultValues: { firstName: user.firstName, lastName: user.lastName, phone: user.phone },
  });

  const onValid = (input: UpdateAccountInput) =>
    update.mutate(input, {
      onSuccess: (saved) => {
        reset({ firstName: saved.firstName, lastName: saved.lastName, phone: saved.phone });
        notifySuccess(t('account:updated'));
      },
      onError: (error) => {
        applyFieldIssues(error, setError, ['firstName', 'lastName', 'phone']);
        notifyError(t('account:updateFailed'));
      },
    });

  return (
    <form noValidate onSubmit={handleSubmit(onValid, () => notifyError(t('validation:formInvalid')))} data-testid="personal-details-form">
      <Stack gap="md">
        <TextInput label={t('auth:fields.email')} value={user.email} readOnly variant="filled" />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('auth:fields.firstName')}
            autoComplete="given-name"
            withAsterisk
            error={fieldError(errors.firstName?.message)}
            {...register('firstName')}
          />
          <TextInput
            label={t('auth:fields.lastName')}
            autoComplete="family-name"
            error={fieldError(errors.lastName?.message)}
            {...register('lastName')}
          />
        </SimpleGrid>
        <TextInput
          label={t('auth:fields.phone')}
          type="tel"
          autoComplete="tel"
          withAsterisk
          error={fieldError(errors.phone?.message)}
          {...register('phone')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending} disabled={!isDirty}>
            {t('common:actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
