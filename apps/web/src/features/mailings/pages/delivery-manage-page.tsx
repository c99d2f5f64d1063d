import { Alert, Button, Divider, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { RecipientAddress, SenderAddress } from '@songdee/shared/address-book/address-book.schema';
import type { Mailing, PublishFailure, PublishMailingsRequest } from '@songdee/shared/mailing/mailing.schema';
import { requiredInputOf } from '@songdee/shared/mailing/parcel-rules';
import type { Order } from '@songdee/shared/order/order.schema';
import { MAX_MAILINGS } from '@songdee/shared/reference/delivery.constants';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../app/navigation/paths';
import { AlertIcon, ArrowLeftIcon } from '../../../components/icons';
import { api, isApiError } from '../../../lib/api-client';
import { messageText } from '../../../lib/i18n-keys';
import { notifyApiError, notifyError, notifySuccess } from '../../../lib/notify';
import { useShippingStore } from '../../../lib/shipping-store';
import { useSenders } from '../../address-book/api/use-senders';
import { labelUrls } from '../api/mailings-api';
import { useDeliveryOptions, useDeliveryZones } from '../api/use-delivery-reference';
import { useBarcodeStock, usePublishMailings } from '../api/use-mailings';
import { boxCodeOf, checkDraft, type DraftProblem, formatBaht, priceOf } from '../components/delivery-rules';
import { useLabelPrint } from '../components/label-print-dialog';
import { MailingPage } from '../components/mailing-page';
import { OrderRecipientBox } from '../components/order-recipient-box';
import { PublishedDialog, PublishFailuresDialog } from '../components/publish-dialogs';
import { type BatchRow, RecipientBox } from '../components/recipient-box';
import { SenderBox } from '../components/sender-box';
import { ServiceChoice } from '../components/service-choice';

type Field = DraftProblem['field'];
type FieldErrors = Partial<Record<Field, string>>;

/** Server issue paths and error codes, to the box of the screen that shows them. */
const ISSUE_FIELDS: Record<string, Field> = {
  optionId: 'option',
  senderId: 'sender',
  recipients: 'recipients',
  orders: 'recipients',
  sizeId: 'size',
  zoneId: 'zone',
  weight: 'weight',
};
const CODE_FIELDS: Partial<Record<string, Field>> = {
  SENDER_NOT_FOUND: 'sender',
  BARCODE_STOCK_INSUFFICIENT: 'size',
  NO_PENDING_RECIPIENTS: 'recipients',
};

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
    queryFn: () => api.get<Order>(`/api/stores/${encodeURIComponent(storeId)}/orders/${encodeURIComponent(orderId ?? '')}`),
    enabled: !!orderId && !!storeId,
  });
  const [batchId] = useState(newBatchId);
  const options = useDeliveryOptions();
  const [optionId, setOptionId] = useState<string | null>(null);
  const option = options.data?.find((o) => o.id === optionId);
  const inputs = requiredInputOf(option);
  const [weights, setWeights] = useState<Record<string, number | null>>({});
  const [sizeId, setSizeId] = useState<number | null>(null);
  const [zoneId, setZoneId] = useState<number | null>(null);
  const zones = useDeliveryZones(inputs.needsZone ? (optionId ?? null) : null);
  const stock = useBarcodeStock(storeId, inputs.needsSize);
  const senders = useSenders(storeId, { page: 1, size: 10, searchString: '' });
  const defaultSender = senders.data?.contents.find((s) => s.isDefault);
  const [pickedSender, setPickedSender] = useState<SenderAddress | undefined>();
  const sender = pickedSender ?? defaultSender;
  const [rows, setRows] = useState<BatchRow[]>([]);
  useEffect(() => {
    if (order.data) setRows([orderRow(order.data)]);
  }, [order.data]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failures, setFailures] = useState<PublishFailure[]>([]);
  const [published, setPublished] = useState<Mailing[] | null>(null);
  const publish = usePublishMailings(storeId);
  const labels = useLabelPrint();

  const weight = optionId ? (weights[optionId] ?? null) : null;
  const zone = zones.data?.find((z) => z.id === zoneId);
  const senderArea = sender ? { provinceId: sender.provinceId, postcode: sender.postcode } : undefined;
  const priceFor = (r: RecipientAddress) =>
    priceOf({
      option,
      weight: inputs.showsWeight ? weight : null,
      sizeId,
      zone,
      sender: senderArea,
      recipient: { provinceId: r.provinceId, postcode: r.postcode },
    });
  const total = rows.filter((r) => !r.barcode).reduce((sum, r) => sum + (priceFor(r.recipient) ?? 0), 0);
  const remainingBoxes = stock.data?.find((s) => s.deliveryTypeSizeId === sizeId)?.remainBarcode;
  const boxCode = boxCodeOf(sizeId);

  const clearError = (field: Field) => setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));

  const addRecipients = (picked: RecipientAddress[]) => {
    setRows((current) => {
      const fresh = picked.filter((r) => !current.some((c) => c.recipient.id === r.id));
      return [...current, ...fresh.map((recipient) => ({ recipient, barcode: null }))].slice(0, MAX_MAILINGS);
    });
    clearError('recipients');
  };

  const markDone = (mailings: Mailing[]) =>
    setRows((current) =>
      current.map((row) => {
        const made = mailings.find((m) => (orderId ? m.orderId : m.shipAddressId) === row.recipient.id);
        return made ? { ...row, barcode: made.barcode } : row;
      }),
    );

  const showProblems = (problems: DraftProblem[]) => {
    const next: FieldErrors = {};
    for (const p of problems) next[p.field] ??= messageText(t, p.key, p.values);
    setErrors(next);
    const first = problems[0];
    if (first) notifyError(messageText(t, first.key, first.values) ?? first.key);
  };

  const confirm = () => {
    const { problems, unpriced } = checkDraft({
      option,
      hasSender: !!sender,
      recipients: rows.map((r) => ({
        id: r.recipient.id,
        fullName: r.recipient.fullName,
        isDone: !!r.barcode,
        price: priceFor(r.recipient),
      })),
      sizeId,
      zoneId,
      weight: inputs.showsWeight ? weight : null,
      remainingBoxes,
      boxSizeName: boxCode ? t(`reference:boxSizes.${boxCode}`) : '',
    });
    if (problems.length > 0) return showProblems(problems);
    if (unpriced.length > 0) {
      setErrors({});
      return setFailures(unpriced.map((r) => ({ shipAddressId: r.id, recipientName: r.fullName, message: t('mailing:priceNotFound') })));
    }
    setErrors({});
    const input: PublishMailingsRequest = {
      batchId,
      optionId: option?.id ?? '',
      senderId: sender?.id,
      ...(orderId
        ? { orders: rows.map((r) => ({ orderId: r.recipient.id })) }
        : { recipients: rows.map((r) => ({ shipAddressId: r.recipient.id })) }),
      ...(inputs.needsSize && sizeId !== null ? { sizeId } : {}),
      ...(inputs.needsZone && zoneId !== null ? { zoneId } : {}),
      ...(inputs.showsWeight && weight !== null ? { weight } : {}),
    };
    publish.mutate(input, {
      onSuccess: (result) => {
        markDone([...result.alreadyCreated, ...result.created]);
        notifySuccess(t('mailingUi:publish.created', { count: result.created.length }));
        setPublished(result.created);
      },
      onError: (error) => {
        if (isApiError(error, 'MAILING_RECIPIENTS_FAILED')) {
          setFailures((error.params?.failures as PublishFailure[] | undefined) ?? []);
          return;
        }
        if (isApiError(error) && error.issues.length > 0) {
          const next: FieldErrors = {};
          for (const issue of error.issues) {
            const field = ISSUE_FIELDS[issue.path.split('.')[0] ?? ''];
            if (field) next[field] ??= issue.message;
          }
          setErrors(next);
          notifyError(error.issues[0]?.message ?? error.message);
          return;
        }
        const field = isApiError(error) ? CODE_FIELDS[error.code] : undefined;
        if (field) setErrors({ [field]: (error as Error).message });
        notifyApiError(error);
      },
    });
  };

  const printCreated = (mailings: Mailing[]) =>
    labels.open({
      count: mailings.length,
      urlFor: (labelOption) =>
        labelUrls.byBarcodes(
          storeId,
          mailings.map((m) => m.barcode),
          labelOption,
        ),
      doneAlert: (close) => (
        <Stack align="center" gap="sm" py="sm" ta="center" data-testid="print-done">
          <Text fw={700} fz="lg">
            {t('mailingUi:labels.doneTitle')}
          </Text>
          <Text fz="sm" c="dimmed">
            {t('mailingUi:labels.doneMessage', { count: mailings.length })}
          </Text>
          <Group gap="sm">
            <Button variant="default" onClick={close}>
              {t('mailingUi:labels.doneClose')}
            </Button>
            <Button onClick={() => navigate(paths.deliveryTrack)} data-testid="print-done-track">
              {t('mailingUi:publish.toTrack')}
            </Button>
          </Group>
        </Stack>
      ),
    });

  return (
    <MailingPage title={t('mailingUi:manage.title')} description={t('mailingUi:manage.description')}>
      <Stack gap="xl">
        <Stack gap="sm">
          <Title order={2} fz="lg">
            {t('mailingUi:service.title')}
          </Title>
          {options.isPending ? (
            <Skeleton h={160} radius="md" />
          ) : (
            <ServiceChoice
              options={options.data ?? []}
              optionId={optionId}
              onOptionChange={(id) => {
                setOptionId(id);
                setErrors({});
              }}
              weights={weights}
              onWeightChange={(id, grams) => {
                setWeights((w) => ({ ...w, [id]: grams }));
                clearError('weight');
              }}
              sizeId={sizeId}
              onSizeChange={(id) => {
                setSizeId(id);
                clearError('size');
              }}
              stock={stock.data}
              zones={zones.data}
              zoneId={zoneId}
              onZoneChange={(id) => {
                setZoneId(id);
                clearError('zone');
              }}
              errors={errors}
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
            setPickedSender(s);
            clearError('sender');
          }}
          error={errors.sender}
        />
        <Divider />
        {orderId ? (
          <OrderRecipientBox order={order.data} isLoading={order.isPending} barcode={rows[0]?.barcode ?? null} error={errors.recipients} />
        ) : (
          <RecipientBox
            storeId={storeId}
            rows={rows}
            onAdd={addRecipients}
            onUpdate={(updated) =>
              setRows((current) => current.map((r) => (r.recipient.id === updated.id ? { ...r, recipient: updated } : r)))
            }
            onRemove={(id) => setRows((current) => current.filter((r) => r.recipient.id !== id))}
            priceOf={option ? priceFor : undefined}
            error={errors.recipients}
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
                {t('mailingUi:manage.summary', { count: rows.filter((r) => !r.barcode).length, maximum: MAX_MAILINGS })}
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
        {Object.values(errors).some(Boolean) ? (
          <Alert color="red" variant="light" mt="sm" p="xs" icon={<AlertIcon size={16} />} data-testid="manage-errors">
            {Object.values(errors).filter(Boolean).join(' · ')}
          </Alert>
        ) : null}
      </Paper>

      <PublishFailuresDialog failures={failures} onClose={() => setFailures([])} />
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
