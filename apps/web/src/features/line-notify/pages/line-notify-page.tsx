import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Badge, Button, Checkbox, Divider, Group, Paper, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import {
  LINE_NOTIFY_EVENTS,
  type LineConnection,
  type LineConnectionInput,
  lineConnectionInputSchema,
} from '@songdee/shared/line-notify/line-notify.schema';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LoadedRecord } from '../../../components/empty-state';
import { FormSection } from '../../../components/form-section';
import { AlertIcon } from '../../../components/icons';
import { PageFrame } from '../../../components/layout/page-frame';
import { formSchema, notifySaveRefused } from '../../../lib/form-errors';
import { formatDateTime } from '../../../lib/format';
import { notifyApiError, notifyError, notifySuccess } from '../../../lib/notify';
import { useSellerStore } from '../../../lib/seller-store';
import { useFieldError } from '../../../lib/use-field-error';
import { useFieldProps } from '../../../lib/use-field-props';
import { useLineConnection, useRemoveLineConnection, useSaveLineConnection, useTestLinePush } from '../api/use-line-notify';

const FIELDS = ['channelAccessToken', 'targetId', 'events'] as const;

function StatusBadge({ connection }: { connection: LineConnection }) {
  const { t } = useTranslation();
  const color = connection.status === 'connected' ? 'teal' : connection.status === 'broken' ? 'red' : 'gray';
  return (
    <Badge color={color} variant="light" size="lg" tt="none" data-testid="line-status">
      {t(`storeUi:lineNotify.status.${connection.status}`)}
    </Badge>
  );
}

/** The store's LINE Official Account: connect with a channel access token, choose the events, test, disconnect. */
export function LineNotifyPage() {
  const { t } = useTranslation();
  const { storeId } = useSellerStore();
  const connection = useLineConnection(storeId);
  const save = useSaveLineConnection(storeId);
  const remove = useRemoveLineConnection(storeId);
  const test = useTestLinePush(storeId);
  const fieldError = useFieldError();
  const form = useForm<LineConnectionInput>({
    resolver: zodResolver(formSchema(lineConnectionInputSchema)),
    defaultValues: { channelAccessToken: '', targetId: '', events: [...LINE_NOTIFY_EVENTS] },
  });
  const field = useFieldProps(form);
  const current = connection.data;
  useEffect(() => {
    if (current && current.status !== 'none')
      form.reset({ channelAccessToken: '', targetId: current.targetId ?? '', events: current.events });
  }, [current, form]);

  const onSubmit = form.handleSubmit(
    (input) =>
      save.mutate(input, {
        onSuccess: () => {
          notifySuccess('storeUi:lineNotify.saved');
          form.setValue('channelAccessToken', '');
        },
        onError: (error) => notifySaveRefused(error, form.setError, FIELDS),
      }),
    () => notifyError('validation:formInvalid'),
  );
  const title = t('storeUi:lineNotify.title');

  return (
    <PageFrame size="md" title={title} description={t('storeUi:lineNotify.subtitle')} crumbs={[{ label: title }]}>
      <LoadedRecord query={connection} errorTestId="line-load-error">
        {(state) => (
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
            <Stack gap="lg">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Group gap="sm">
                  <Text fw={600}>{t('storeUi:lineNotify.statusLabel')}</Text>
                  <StatusBadge connection={state} />
                </Group>
                {state.botName ? (
                  <Text c="dimmed" fz="sm" data-testid="line-bot-name">
                    {t('storeUi:lineNotify.botName', { name: state.botName })}
                  </Text>
                ) : null}
              </Group>
              {state.status === 'broken' ? (
                <Alert color="red" variant="light" icon={<AlertIcon size={18} />} data-testid="line-broken">
                  {t('storeUi:lineNotify.brokenHint', { date: state.brokenAt ? formatDateTime(state.brokenAt) : '' })}
                </Alert>
              ) : null}
              <form noValidate onSubmit={onSubmit} data-testid="line-form">
                <Stack gap="lg">
                  <FormSection title={t('storeUi:lineNotify.accountSection')} hint={t('storeUi:lineNotify.accountHint')}>
                    <PasswordInput
                      label={t('storeUi:lineNotify.token')}
                      description={state.status === 'none' ? undefined : t('storeUi:lineNotify.tokenAgain')}
                      inputWrapperOrder={['label', 'input', 'description', 'error']}
                      withAsterisk
                      autoComplete="off"
                      data-testid="field-token"
                      {...field('channelAccessToken')}
                    />
                    <TextInput
                      label={t('storeUi:lineNotify.targetId')}
                      description={t('storeUi:lineNotify.targetHint')}
                      inputWrapperOrder={['label', 'input', 'description', 'error']}
                      withAsterisk
                      placeholder="U1234567890abcdef1234567890abcdef"
                      data-testid="field-target"
                      {...field('targetId')}
                    />
                  </FormSection>
                  <Divider />
                  <FormSection title={t('storeUi:lineNotify.eventsSection')}>
                    <Controller
                      control={form.control}
                      name="events"
                      render={({ field: events, fieldState }) => (
                        <Checkbox.Group
                          value={events.value}
                          onChange={(v) => events.onChange(v)}
                          error={fieldError(fieldState.error?.message)}
                        >
                          <Stack gap="xs">
                            {LINE_NOTIFY_EVENTS.map((event) => (
                              <Checkbox
                                key={event}
                                value={event}
                                label={t(`storeUi:lineNotify.events.${event}`)}
                                data-testid={`event-${event}`}
                              />
                            ))}
                          </Stack>
                        </Checkbox.Group>
                      )}
                    />
                  </FormSection>
                  <Group justify="space-between" wrap="wrap-reverse" gap="sm">
                    <Group gap="sm">
                      {state.status !== 'none' ? (
                        <Button
                          variant="subtle"
                          color="red"
                          loading={remove.isPending}
                          onClick={() =>
                            remove.mutate(undefined, {
                              onSuccess: () => notifySuccess('storeUi:lineNotify.removed'),
                              onError: notifyApiError,
                            })
                          }
                          data-testid="line-disconnect"
                        >
                          {t('storeUi:lineNotify.disconnect')}
                        </Button>
                      ) : null}
                      {state.status === 'connected' ? (
                        <Button
                          variant="default"
                          loading={test.isPending}
                          onClick={() =>
                            test.mutate(undefined, { onSuccess: () => notifySuccess('storeUi:lineNotify.tested'), onError: notifyApiError })
                          }
                          data-testid="line-test"
                        >
                          {t('storeUi:lineNotify.test')}
                        </Button>
                      ) : null}
                    </Group>
                    <Button type="submit" loading={save.isPending} data-testid="line-save">
                      {t(state.status === 'none' ? 'storeUi:lineNotify.connect' : 'storeUi:lineNotify.save')}
                    </Button>
                  </Group>
                </Stack>
              </form>
            </Stack>
          </Paper>
        )}
      </LoadedRecord>
    </PageFrame>
  );
}
