import { Alert, Badge, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  BARCODE_RANGE_LOW_REMAINING,
  type BarcodeRange,
  type BarcodeRangeInput,
  barcodeRangeInputSchema,
  barcodeRangeListQuerySchema,
} from '@songdee/shared/barcode-range/barcode-range.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddButton } from '../../../components/add-button';
import { AlertIcon } from '../../../components/icons';
import { ListPage } from '../../../components/lists/list-page';
import { RowActions } from '../../../components/row-actions';
import { formatDate, formatNumber } from '../../../lib/format';
import { notifyApiError, notifySuccess } from '../../../lib/notify';
import { useDeliveryOptions } from '../../../lib/use-delivery-reference';
import { useListParams } from '../../../lib/use-list-params';
import { useAddBarcodeRange, useBarcodeRanges, useRetireBarcodeRange } from '../api/use-barcode-ranges';
import { ContentFormDialog } from '../components/content-form-dialog';

const NO_RANGE: BarcodeRangeInput = { deliveryOptionId: '', prefix: '', firstSerial: '', lastSerial: '' };

const rangeText = (r: BarcodeRange) => `${r.prefix} ${r.firstSerial}–${r.lastSerial}`;

/** Active, used up (active but nothing left) or retired. */
function RangeStatus({ range }: { range: BarcodeRange }) {
  const { t } = useTranslation();
  const [color, label] = range.retiredAt
    ? ['gray', t('adminUi:barcodeRanges.retired')]
    : range.remaining === 0
      ? ['red', t('adminUi:barcodeRanges.usedUp')]
      : ['teal', t('adminUi:barcodeRanges.active')];
  return (
    <Badge variant="light" color={color} style={{ whiteSpace: 'nowrap' }} data-testid="range-status">
      {label}
    </Badge>
  );
}

/** What is left, with the "running low" warning under the shared threshold. */
function Remaining({ range }: { range: BarcodeRange }) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="nowrap">
      <Text fz="sm" fw={600} data-testid="range-remaining">
        {t('adminUi:barcodeRanges.remainingCount', { value: formatNumber(range.remaining) })}
      </Text>
      {range.isLow && range.remaining > 0 ? (
        <Badge color="orange" variant="light" leftSection={<AlertIcon size={12} />} data-testid="range-low">
          {t('adminUi:barcodeRanges.low')}
        </Badge>
      ) : null}
    </Group>
  );
}

/** A range's two ends: eight-digit serials, first then last. */
const SERIAL_FIELDS = [
  { name: 'firstSerial', testId: 'range-first' },
  { name: 'lastSerial', testId: 'range-last' },
] as const;

/**
 * /barcoderanges (central admin): the S10 ranges Thailand Post allocated per service, loaded here and never invented;
 * barcodes are issued from the oldest active range of a service. A range is added or retired, never edited or
 * deleted: a retired range's serials stay on record so no new range reuses them.
 */
export function BarcodeRangesPage() {
  const { t } = useTranslation();
  const list = useListParams(barcodeRangeListQuerySchema, { names: { searchString: 'q' } });
  const ranges = useBarcodeRanges(list.params);
  const add = useAddBarcodeRange();
  const retire = useRetireBarcodeRange();
  const options = useDeliveryOptions();
  const [adding, setAdding] = useState(false);

  const actions = (range: BarcodeRange) => (
    <RowActions
      subject={rangeText(range)}
      actions={[
        {
          label: t('adminUi:barcodeRanges.retire'),
          icon: null,
          button: { variant: 'light', color: 'red' },
          testId: 'retire-range',
          hidden: range.retiredAt !== null,
          loading: retire.isPending && retire.variables === range.id,
          confirm: {
            title: t('adminUi:barcodeRanges.retireTitle'),
            message: t('adminUi:barcodeRanges.retireMessage', { range: rangeText(range) }),
            confirmLabel: t('adminUi:barcodeRanges.retire'),
          },
          onClick: () =>
            retire.mutate(range.id, { onSuccess: () => notifySuccess('adminUi:barcodeRanges.retiredDone'), onError: notifyApiError }),
        },
      ]}
    />
  );

  return (
    <ListPage
      texts="adminUi:barcodeRanges"
      description={t('adminUi:barcodeRanges.description', { threshold: formatNumber(BARCODE_RANGE_LOW_REMAINING) })}
      actions={<AddButton label={t('adminUi:barcodeRanges.add')} onClick={() => setAdding(true)} testId="add-range" />}
      query={ranges}
      paging={list}
      search={{ testId: 'list-search' }}
      rows={{
        minWidth: 860,
        striped: true,
        testIds: 'ranges',
        rowProps: (r) => ({ 'data-prefix': r.prefix, 'data-first': r.firstSerial }),
        columns: [
          { key: 'service', header: t('adminUi:barcodeRanges.service'), td: { fw: 600 }, cell: (r) => r.deliveryName },
          { key: 'range', header: t('adminUi:barcodeRanges.range'), cell: (r) => <Text ff="monospace">{rangeText(r)}</Text> },
          { key: 'next', header: t('adminUi:barcodeRanges.next'), cell: (r) => <Text ff="monospace">{r.nextSerial}</Text> },
          { key: 'remaining', header: t('adminUi:barcodeRanges.remaining'), cell: (r) => <Remaining range={r} /> },
          { key: 'status', header: t('adminUi:fields.status'), cell: (r) => <RangeStatus range={r} /> },
          { key: 'date', header: t('adminUi:fields.createdAt'), cell: (r) => formatDate(r.createdAt) },
          { key: 'actions', cell: actions },
        ],
        card: (r) => (
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <div>
                <Text fw={700}>{r.deliveryName}</Text>
                <Text ff="monospace" fz="sm">
                  {rangeText(r)}
                </Text>
              </div>
              <RangeStatus range={r} />
            </Group>
            <Remaining range={r} />
            <Group justify="space-between">
              <Text fz="sm" c="dimmed">
                {t('adminUi:barcodeRanges.next')} {r.nextSerial} · {formatDate(r.createdAt)}
              </Text>
              {actions(r)}
            </Group>
          </Stack>
        ),
      }}
      after={
        <ContentFormDialog
          editing={adding ? { id: null, values: NO_RANGE } : null}
          title={t('adminUi:barcodeRanges.addTitle')}
          testId="range-dialog"
          schema={barcodeRangeInputSchema}
          save={add}
          savedText="adminUi:barcodeRanges.saved"
          onClose={() => setAdding(false)}
        >
          {({ field, form }) => {
            const letter = options.data?.find((o) => o.id === form.watch('deliveryOptionId'))?.s10Prefix;
            return (
              <Stack gap="md" mb="md">
                <Alert color="blue" variant="light" p="sm">
                  <Text fz="sm">{t('adminUi:barcodeRanges.rangeNote')}</Text>
                </Alert>
                <NativeSelect
                  label={t('adminUi:barcodeRanges.service')}
                  withAsterisk
                  data={[
                    { value: '', label: t('adminUi:barcodeRanges.chooseService'), disabled: true },
                    ...(options.data ?? []).map((o) => ({ value: o.id, label: o.name })),
                  ]}
                  data-testid="range-service"
                  {...field('deliveryOptionId')}
                />
                <TextInput
                  label={t('adminUi:barcodeRanges.prefix')}
                  description={letter ? t('adminUi:barcodeRanges.prefixHint', { letter }) : t('adminUi:barcodeRanges.prefixHintAny')}
                  maxLength={2}
                  autoCapitalize="characters"
                  styles={{ input: { textTransform: 'uppercase' } }}
                  withAsterisk
                  data-testid="range-prefix"
                  {...field('prefix')}
                />
                <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
                  {SERIAL_FIELDS.map(({ name, testId }) => (
                    <TextInput
                      key={name}
                      label={t(`adminUi:barcodeRanges.${name}`)}
                      description={t('adminUi:barcodeRanges.serialHint')}
                      inputMode="numeric"
                      maxLength={8}
                      withAsterisk
                      data-testid={testId}
                      {...field(name)}
                    />
                  ))}
                </SimpleGrid>
              </Stack>
            );
          }}
        </ContentFormDialog>
      }
    />
  );
}
