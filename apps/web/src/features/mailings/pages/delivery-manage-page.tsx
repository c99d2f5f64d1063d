import { Alert, Button, Divider, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { RecipientAddress } from '@songdee/shared/address-book/address-book.schema';
import type { Mailing, PublishFailure } from '@songdee/shared/mailing/mailing.schema';
import { requiredInputOf } from '@songdee/shared/mailing/parcel-rules';
import { orderCalls } from '@songdee/shared/order/order.calls';
import type { Order } from '@songdee/shared/order/order.schema';
import { MAX_MAILINGS } from '@songdee/shared/reference/delivery.constants';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../app/navigation/paths';
import { DoneMessage } from '../../../components/app-dialog';
import { AlertIcon, ArrowLeftIcon } from '../../../components/icons';
import { useLabelPrint } from '../../../components/labels/label-print-dialog';
import { callApi, isApiError } from '../../../lib/api-client';
import { issueMessage } from '../../../lib/form-errors';
import { formatBaht } from '../../../lib/format';
import { codedFieldMessage, isCodedMessageKey, messageText } from '../../../lib/i18n-keys';
import { notifyApiError, notifyError, notifySuccess } from '../../../lib/notify';
import { useShippingStore } from '../../../lib/shipping-store';
import { useAddresses } from '../../../lib/use-address-book';
import { useDeliveryOptions, useDeliveryZones } from '../../../lib/use-delivery-reference';
import { labelUrls } from '../api/mailings-api';
import { useBarcodeStock, usePublishMailings } from '../api/use-mailings';
import {
  type BatchRow,
  boxCodeOf,
  DELIVERY_FIELDS,
  type DeliveryFacts,
  type DeliveryField,
  type DeliveryFormValues,
  type DeliveryIssue,
  deliveryIssues,
  emptyDeliveryForm,
  fieldOfPath,
  priceOf,
  toPublishRequest,
  weightOf,
} from '../components/delivery-form';
import { MailingPage } from '../components/mailing-page';
import { OrderRecipientBox } from '../components/order-recipient-box';
import { PublishedDialog, PublishFailuresDialog } from '../components/publish-dialogs';
import { RecipientBox } from '../components/recipient-box';
import { SenderBox } from '../components/sender-box';
import { ServiceChoice } from '../components/service-choice';

/** Error codes of the server that belong to one box of the screen. */
const CODE_FIELDS: Partial<Record<string, DeliveryField>> = {
  SENDER_NOT_FOUND: 'pickedSender',
  BARCODE_STOCK_INSUFFICIENT: 'sizeId',
  NO_PENDING_RECIPIENTS: 'rows',
};

/** An error's message (a record field's error is typed as if it could hold nested errors). */
const textOf = (message: unknown) => (typeof message === 'string' ? message : undefined);

/** A v4 UUID without relying on crypto.randomUUID (only on secure origins). */
function newBatchId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** An order's receiver as a batch row, keyed by the order id (the publish call names the order, not a book entry). */
function orderRow(order: Order): BatchRow {
  const a = order.shipAddress;
  const [name = '', ...rest] = a.fullName.trim().split(/\s+/);
  return {
    recipient: { ...a, id: order.id, storeId: order.storeId, name, surname: rest.join(' '), remark: '' },
    barcode: order.barcode ?? null,
  };
}

/**
 * Delivery manage (spec 1 sections 2 and 5 "Create mailing"): a service, a sender, up to 100 recipients, then
 * confirm. One batch id lives as long as the screen: confirming again after a failure or after adding rows
 * creates only the rows not yet done, and the done rows keep their barcode.
 */
export function DeliveryManagePage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { storeId } = useShippingStore();
  // "Make label" on the order list opens this screen with ?orderId: the parcel goes to that order's receiver.
  const [params] = useSearchParams();
  const orderId = params.get('orderId');
  const order = useQuery({
    queryKey: ['orders', storeId, 'detail', orderId],
    queryFn: () => callApi(orderCalls.get, { params: { storeId, orderId: orderId ?? '' } }),
    enabled: !!orderId && !!storeId,
  });
  const [batchId] = useState(newBatchId);
  const options = useDeliveryOptions();
  const senders = useAddresses('send', storeId, { page: 1, size: 10, searchString: '' });
  const defaultSender = senders.data?.contents.find((s) => s.isDefault);
  const form = useForm<DeliveryFormValues>({
    defaultValues: emptyDeliveryForm(),
    // The shared publish contract plus the screen's own checks (`facts` of the latest render), each message under its box.
    resolver: async (formValues) => {
      const issues = deliveryIssues(formValues, facts);
      if (issues.length === 0) return { values: formValues, errors: {} };
      // Kept as keys with their values: worded where shown, so they follow a language switch.
      const message = (i: DeliveryIssue) => (isCodedMessageKey(i.message) ? codedFieldMessage(i.message, i.values) : i.message);
      return { values: {}, errors: Object.fromEntries(issues.map((i) => [i.field, { type: 'validate', message: message(i) }])) };
    },
  });
  const values = form.watch();
  const option = options.data?.find((o) => o.id === values.optionId);
  const inputs = requiredInputOf(option);
  const zones = useDeliveryZones(inputs.needsZone ? values.optionId : null);
  const stock = useBarcodeStock(storeId, inputs.needsSize);
  const sender = values.pickedSender ?? defaultSender;
  const { rows, sizeId } = values;
  useEffect(() => {
    if (order.data) form.setValue('rows', [orderRow(order.data)]);
  }, [order.data, form]);
  // "Make label" starts from the service the buyer paid for (once; the seller may change it, with a warning).
  const paidOptionId = order.data?.storeDeliveryOption.deliveryOptionId;
  const paidOptionOffered = !!paidOptionId && !!options.data?.some((o) => o.id === paidOptionId);
  useEffect(() => {
    if (paidOptionId && paidOptionOffered && !form.getValues('optionId')) form.setValue('optionId', paidOptionId);
  }, [paidOptionId, paidOptionOffered, form]);
  const [failures, setFailures] = useState<PublishFailure[]>([]);
  const [published, setPublished] = useState<Mailing[] | null>(null);
  const publish = usePublishMailings(storeId);
  const labels = useLabelPrint();

  const weight = weightOf(values, option);
  const zone = zones.data?.find((z) => z.id === values.zoneId);
  const senderArea = sender ? { provinceId: sender.provinceId, postcode: sender.postcode } : undefined;
  const priceFor = (r: RecipientAddress) =>
    priceOf({ option, weight, sizeId, zone, sender: senderArea, recipient: { provinceId: r.provinceId, postcode: r.postcode } });
  const pending = rows.filter((r) => !r.barcode);
  const total = pending.reduce((sum, r) => sum + (priceFor(r.recipient) ?? 0), 0);
  const boxCode = boxCodeOf(sizeId);
  const facts: DeliveryFacts = {
    batchId,
    option,
    sender,
    orderId,
    remainingBoxes: stock.data?.find((s) => s.deliveryTypeSizeId === sizeId)?.remainBarcode,
    boxSizeName: boxCode ? t(`reference:boxSizes.${boxCode}`) : '',
  };

  /** Who failed, by the screen's own row (the server knows only the id of a recipient deleted meanwhile). */
  const namedFailures = failures.map((f) => {
    const row = rows.find((r) => r.recipient.id === (f.shipAddressId ?? f.orderId));
    return row ? { ...f, recipientName: row.recipient.fullName } : f;
  });
  const clearError = (field: DeliveryField) => form.clearErrors(field);
  const setRows = (next: (current: BatchRow[]) => BatchRow[]) => form.setValue('rows', next(form.getValues('rows')));

  const addRecipients = (picked: RecipientAddress[]) => {
    setRows((current) => {
      const fresh = picked.filter((r) => !current.some((c) => c.recipient.id === r.id));
      return [...current, ...fresh.map((recipient) => ({ recipient, barcode: null }))].slice(0, MAX_MAILINGS);
    });
    clearError('rows');
  };

  const markDone = (mailings: Mailing[]) =>
    setRows((current) =>
      current.map((row) => {
        const made = mailings.find((m) => (orderId ? m.orderId : m.shipAddressId) === row.recipient.id);
        return made ? { ...row, barcode: made.barcode } : row;
      }),
    );

  /** The server's field issues and coded refusals under their boxes; a toast says the first or the rest. */
  const showPublishError = (error: unknown) => {
    if (isApiError(error, 'MAILING_RECIPIENTS_FAILED')) {
      setFailures((error.params?.failures as PublishFailure[] | undefined) ?? []);
      return;
    }
    if (isApiError(error) && error.issues.length > 0) {
      for (const issue of error.issues) {
        const field = fieldOfPath(issue.path);
        if (field && !form.getFieldState(field).error) form.setError(field, { type: 'server', message: issueMessage(issue) });
      }
      const first = error.issues[0];
      notifyError(first ? { fieldMessage: issueMessage(first) } : { error });
      return;
    }
    const field = isApiError(error) ? CODE_FIELDS[error.code] : undefined;
    if (field && isApiError(error)) form.setError(field, { type: 'server', message: `errors.${error.code}` });
    notifyApiError(error);
  };

  const confirm = form.handleSubmit(
    (formValues) => {
      // Prices only mean something once the service's own inputs are complete; each unpriced row is told apart.
      const unpriced = pending.filter((r) => priceFor(r.recipient) === undefined);
      if (unpriced.length > 0) {
        setFailures(
          unpriced.map((r) => ({
            shipAddressId: r.recipient.id,
            recipientName: r.recipient.fullName,
            message: { code: 'PRICE_NOT_FOUND', params: {} },
          })),
        );
        return;
      }
      publish.mutate(toPublishRequest(formValues, facts), {
        onSuccess: (result) => {
          markDone([...result.alreadyCreated, ...result.created]);
          notifySuccess('mailingUi:publish.created', { count: result.created.length });
          setPublished(result.created);
        },
        onError: showPublishError,
      });
    },
    () => {
      const first = DELIVERY_FIELDS.map((f) => textOf(form.getFieldState(f).error?.message)).find(Boolean);
      if (first) notifyError({ fieldMessage: first });
    },
  );
  const errorOf = (field: DeliveryField) => messageText(t, textOf(form.getFieldState(field, form.formState).error?.message));
  const shownErrors = DELIVERY_FIELDS.map(errorOf).filter(Boolean);

  const printCreated = (mailings: Mailing[]) =>
    labels.open({
      count: mailings.length,
      urlFor: (choice) =>
        labelUrls.byBarcodes(
          storeId,
          mailings.map((m) => m.barcode),
          choice,
        ),
      doneAlert: (close) => (
        <DoneMessage
          title={t('mailingUi:labels.doneTitle')}
          message={t('mailingUi:labels.doneMessage', { count: mailings.length })}
          testId="print-done"
        >
          <Group gap="sm">
            <Button variant="default" onClick={close}>
              {t('mailingUi:labels.doneClose')}
            </Button>
            <Button onClick={() => navigate(paths.deliveryTrack)} data-testid="print-done-track">
              {t('mailingUi:publish.toTrack')}
            </Button>
          </Group>
        </DoneMessage>
      ),
    });

  return (
    <MailingPage title={t('mailingUi:manage.title')} description={t('mailingUi:manage.description')}>
      <Stack gap="xl">
        <Stack gap="sm">
          <Title order={2} fz="lg">
            {t('mailingUi:service.title')}
          </Title>
          {order.data ? (
            <Alert
              color={values.optionId && values.optionId !== paidOptionId ? 'orange' : 'postBlue'}
              variant="light"
              p="xs"
              icon={<AlertIcon size={16} />}
              data-testid={values.optionId && values.optionId !== paidOptionId ? 'order-service-differs' : 'order-service'}
            >
              {t(
                values.optionId && values.optionId !== paidOptionId
                  ? 'mailingUi:service.orderServiceDiffers'
                  : 'mailingUi:service.orderService',
                {
                  service: t(`reference:deliveryOptions.${order.data.storeDeliveryOption.deliveryOptionId}.name`, {
                    defaultValue: order.data.storeDeliveryOption.name,
                  }),
                  fee: formatBaht(order.data.deliveryFee, i18n.language),
                },
              )}
            </Alert>
          ) : null}
          {options.isPending ? (
            <Skeleton h={160} radius="md" />
          ) : (
            <ServiceChoice
              options={options.data ?? []}
              optionId={values.optionId || null}
              onOptionChange={(id) => {
                form.setValue('optionId', id);
                form.clearErrors();
              }}
              weights={values.weights}
              onWeightChange={(id, grams) => {
                form.setValue('weights', { ...form.getValues('weights'), [id]: grams });
                clearError('weights');
              }}
              sizeId={sizeId}
              onSizeChange={(id) => {
                form.setValue('sizeId', id);
                clearError('sizeId');
              }}
              stock={stock.data}
              zones={zones.data}
              zoneId={values.zoneId}
              onZoneChange={(id) => {
                form.setValue('zoneId', id);
                clearError('zoneId');
              }}
              errors={{ option: errorOf('optionId'), weight: errorOf('weights'), size: errorOf('sizeId'), zone: errorOf('zoneId') }}
            />
          )}
        </Stack>
        <Divider />
        <SenderBox
          storeId={storeId}
          sender={sender}
          hasDefault={!!defaultSender}
          isLoading={senders.isPending}
          onChange={(s) => {
            form.setValue('pickedSender', s);
            clearError('pickedSender');
          }}
          error={errorOf('pickedSender')}
        />
        <Divider />
        {orderId ? (
          <OrderRecipientBox order={order.data} isLoading={order.isPending} barcode={rows[0]?.barcode ?? null} error={errorOf('rows')} />
        ) : (
          <RecipientBox
            storeId={storeId}
            rows={rows}
            onAdd={addRecipients}
            onUpdate={(updated) =>
              setRows((current) => current.map((r) => (r.recipient.id === updated.id ? { ...r, recipient: updated } : r)))
            }
            onRemove={(id) => setRows((current) => current.filter((r) => r.barcode || r.recipient.id !== id))}
            priceOf={option ? priceFor : undefined}
            error={errorOf('rows')}
          />
        )}
      </Stack>

      <Paper withBorder radius="md" p="md" mt="xl" bg="gray.0">
        <Group justify="space-between" gap="md">
          <Button
            variant="default"
            leftSection={<ArrowLeftIcon size={18} />}
            onClick={() => navigate(paths.mailings)}
            data-testid="manage-back"
          >
            {t('common:actions.back')}
          </Button>
          <Group gap="lg">
            <div style={{ textAlign: 'right' }}>
              <Text fz="sm" c="dimmed">
                {t('mailingUi:manage.summary', { count: pending.length, maximum: MAX_MAILINGS })}
              </Text>
              {option && total > 0 ? (
                <Text fw={700} data-testid="manage-total">
                  {t('mailingUi:manage.total', { amount: formatBaht(total, i18n.language) })}
                </Text>
              ) : null}
            </div>
            <Button size="md" onClick={confirm} loading={publish.isPending} data-testid="manage-confirm">
              {t('mailingUi:manage.confirm')}
            </Button>
          </Group>
        </Group>
        {shownErrors.length > 0 ? (
          <Alert color="red" variant="light" mt="sm" p="xs" icon={<AlertIcon size={16} />} data-testid="manage-errors">
            {t('mailingUi:manage.fixAbove', { count: shownErrors.length })}
          </Alert>
        ) : null}
      </Paper>

      <PublishFailuresDialog failures={namedFailures} onClose={() => setFailures([])} />
      <PublishedDialog
        count={published?.length ?? 0}
        opened={!!published}
        onClose={() => setPublished(null)}
        onTrack={() => navigate(paths.deliveryTrack)}
        onPrint={() => {
          const made = published ?? [];
          setPublished(null);
          printCreated(made);
        }}
      />
      {labels.dialog}
    </MailingPage>
  );
}
