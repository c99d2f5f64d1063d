import { Alert, Badge, Button, Group, Paper, Radio, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { isFreePickUp, pickUpMinimumBlock } from '@songdee/shared/shipping-list/post-job-rules';
import { POST_JOB_CALLBACK_MINUTES, POST_JOB_SLOTS } from '@songdee/shared/shipping-list/shipping-list.schema';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/navigation/paths';
import { LoadedRecord } from '../../../components/empty-state';
import { EraDatePicker } from '../../../components/era-date-picker';
import { ArrowLeftIcon, CheckIcon, TruckIcon } from '../../../components/icons';
import { PageFrame } from '../../../components/layout/page-frame';
import { LinkButton } from '../../../components/link-button';
import { useShippingStore } from '../../../lib/shipping-store';
import { useFieldError } from '../../../lib/use-field-error';
import { useFieldProps } from '../../../lib/use-field-props';
import { useRecordId } from '../../../lib/use-record-id';
import type { PostJobView } from '../api/shipping-lists-api';
import { useHolidays, usePostJob } from '../api/use-shipping-lists';
import { PasswordConfirmModal } from '../components/password-confirm-modal';
import { isDayBlocked, POST_JOB_STATE_COLOR, postJobState } from '../components/post-job-view';
import { usePostJobForm } from '../components/use-post-job-form';
import { useShippingFormat } from '../components/use-shipping-format';

/**
 * /stores/shippinglists/postjob?shippinglistId (spec 2 "Post job form"): sender, pick-up address, origin post
 * office, a working day after today and a slot, a note; a sign-in confirm popup before sending. Once the
 * service answered, the fields are read-only and Confirm is hidden. Back goes to the shipping lists.
 */
export function PostJobPage() {
  const { t } = useTranslation();
  const { storeId } = useShippingStore();
  const id = useRecordId('shippinglistId');
  const view = usePostJob(id);
  const holidays = useHolidays();
  const title = t('shippingListUi:postJob.title');

  return (
    <PageFrame
      size="md"
      title={title}
      description={view.data ? t('shippingListUi:postJob.description', { code: view.data.shippingListCode }) : undefined}
      crumbs={[{ label: t('shippingListUi:list.title'), to: paths.shippingLists }, { label: title }]}
    >
      {!id ? (
        <Alert color="red">{t('errors:SHIPPING_LIST_NOT_FOUND')}</Alert>
      ) : (
        <LoadedRecord
          query={{ isPending: view.isPending || holidays.isPending, error: view.error, data: view.data }}
          errorTestId="post-job-load-error"
        >
          {(loaded) => <PostJobForm storeId={storeId} view={loaded} holidays={holidays.data ?? new Set()} />}
        </LoadedRecord>
      )}
      <Group>
        <LinkButton to={paths.shippingLists} variant="default" icon={<ArrowLeftIcon size={16} />} testId="back">
          {t('shippingListUi:postJob.back')}
        </LinkButton>
      </Group>
    </PageFrame>
  );
}

function PostJobForm({ storeId, view, holidays }: { storeId: string; view: PostJobView; holidays: ReadonlySet<string> }) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const { baht } = useShippingFormat();
  const { form, submit, popup, failure, sent } = usePostJobForm(storeId, view, holidays);
  const errors = form.formState.errors;
  const state = postJobState(view.job, new Date());
  // Read-only once the service took the booking (spec 2 section 4), or when the list cannot be booked (unpaid,
  // handed over); after a full queue the server offers booking again, for another day.
  const readOnly = !view.canBook;
  const now = new Date();
  // The free pick-up rule, as the server applies it: under it nothing is booked, and the form is not offered.
  const free = isFreePickUp(view.postageSatang, view.prepaidBoxes);
  const below = view.job ? null : pickUpMinimumBlock(view.postageSatang, view.prepaidBoxes);
  const field = useFieldProps(form);
  /** A required sender field: its label, registration, message and `post-job-{name}`. */
  const senderField = (name: 'name' | 'surname' | 'phone' | 'postcode' | 'address') => ({
    label: t(`shippingListUi:postJob.${name}`),
    withAsterisk: true,
    readOnly,
    ...field(name),
    'data-testid': `post-job-${name}`,
  });

  return (
    <Stack gap="lg">
      {sent ? (
        <Alert color="teal" icon={<CheckIcon size={18} />} title={t('shippingListUi:postJob.successTitle')} data-testid="post-job-success">
          {t('shippingListUi:postJob.successMessage', { minutes: POST_JOB_CALLBACK_MINUTES })}
        </Alert>
      ) : null}
      {failure ? (
        <Alert color="red" data-testid="post-job-failure">
          {failure}
        </Alert>
      ) : null}
      <Paper withBorder radius="lg" p="md" data-testid="post-job-status" data-state={state}>
        <Group justify="space-between">
          <Text fw={700}>{t('shippingListUi:postJob.statusTitle')}</Text>
          <Badge color={POST_JOB_STATE_COLOR[state]} variant="light" tt="none" size="lg" data-testid="post-job-state">
            {t(`shippingListUi:postJob.status.${state}`)}
          </Badge>
        </Group>
        {view.job?.reason ? (
          <Text fz="sm" c="red" mt={6} data-testid="post-job-reason">
            {t('shippingListUi:postJob.reason', { reason: view.job.reason })}
          </Text>
        ) : null}
        {!view.canBook && !view.job && !below ? (
          <Text fz="sm" c="dimmed" mt={6}>
            {t('shippingListUi:postJob.notAllowed')}
          </Text>
        ) : null}
      </Paper>
      <Alert color={free ? 'teal' : below ? 'orange' : 'blue'} icon={<TruckIcon size={18} />} data-testid="free-pick-up" data-free={free}>
        <Text fz="sm">{t('shippingListUi:postJob.freeRule')}</Text>
        {free ? (
          <Text fz="sm" fw={600} mt={4}>
            {t('shippingListUi:postJob.free', { amount: baht(view.postageSatang) })}
          </Text>
        ) : null}
        {below ? (
          <Text fz="sm" fw={600} mt={4} data-testid="pick-up-below-minimum">
            {t('shippingListUi:postJob.belowMinimum', below.params)}
          </Text>
        ) : null}
      </Alert>
      <form onSubmit={submit} noValidate data-testid="post-job-form" hidden={below !== null}>
        <Stack gap="lg">
          <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
            <Stack gap="sm">
              <Text fw={700}>{t('shippingListUi:postJob.sender')}</Text>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <TextInput {...senderField('name')} />
                <TextInput {...senderField('surname')} />
                <TextInput {...senderField('phone')} inputMode="tel" />
                <TextInput {...senderField('postcode')} inputMode="numeric" maxLength={5} />
              </SimpleGrid>
              <Textarea {...senderField('address')} autosize minRows={2} />
            </Stack>
          </Paper>
          <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
            <Stack gap="sm">
              <Text fw={700}>{t('shippingListUi:postJob.appointment')}</Text>
              <Controller
                control={form.control}
                name="appointDate"
                render={({ field }) => (
                  <EraDatePicker
                    label={t('shippingListUi:postJob.date')}
                    description={t('shippingListUi:postJob.dateHint')}
                    placeholder={t('shippingListUi:postJob.datePlaceholder')}
                    withAsterisk
                    readOnly={readOnly}
                    value={field.value || null}
                    onChange={(value) => field.onChange(value ?? '')}
                    excludeDate={(day) => isDayBlocked(day, now, holidays)}
                    error={fieldError(errors.appointDate?.message)}
                    data-testid="post-job-date"
                  />
                )}
              />
              <Controller
                control={form.control}
                name="slot"
                render={({ field }) => (
                  <Radio.Group
                    label={t('shippingListUi:postJob.slot')}
                    withAsterisk
                    value={field.value ? String(field.value) : ''}
                    onChange={(value) => !readOnly && field.onChange(Number(value))}
                    error={fieldError(errors.slot?.message)}
                    data-testid="post-job-slot"
                  >
                    <Group mt={6}>
                      {POST_JOB_SLOTS.map((slot) => (
                        <Radio
                          key={slot.id}
                          value={String(slot.id)}
                          label={t(`shippingListUi:postJob.slot${slot.id}`)}
                          disabled={readOnly}
                          data-testid={`post-job-slot-${slot.id}`}
                        />
                      ))}
                    </Group>
                  </Radio.Group>
                )}
              />
              <Textarea
                label={t('shippingListUi:postJob.note')}
                readOnly={readOnly}
                autosize
                minRows={2}
                {...field('description')}
                data-testid="post-job-note"
              />
            </Stack>
          </Paper>
          {readOnly ? null : (
            <Group justify="flex-end">
              <Button type="submit" leftSection={<TruckIcon size={16} />} data-testid="post-job-confirm">
                {t('shippingListUi:postJob.confirm')}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
      <PasswordConfirmModal email={view.defaults.email} {...popup} />
    </Stack>
  );
}
