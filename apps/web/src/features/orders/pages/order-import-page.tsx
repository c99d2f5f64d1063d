import { Alert, Anchor, Button, Checkbox, Fieldset, FileInput, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  ORDER_IMPORT_FIELD_KEYS,
  ORDER_IMPORT_FIELDS,
  ORDER_IMPORT_LIMITS,
  type OrderImportColumns,
  type OrderImportField,
  type OrderImportResult,
  type OrderImportUpload,
} from '@songdee/shared/order-import/order-import.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/navigation/paths';
import { PageFrame } from '../../../components/layout/page-frame';
import { isApiError } from '../../../lib/api-client';
import { notifyApiError, notifyError, notifySuccess } from '../../../lib/notify';
import { useSellerStore } from '../../../lib/seller-store';
import { useOrderImport } from '../api/order-import-api';
import { useOrderDeliveryOptions } from '../api/use-orders';
import { OrderImportPreviewRows } from '../components/order-import-preview';

type Columns = Partial<Record<OrderImportField, string>>;
const normalise = (s: string) => s.trim().toLowerCase();

/** Each step's frame: a fieldset whose parts stand apart. */
const STEP = {
  radius: 'lg',
  style: { display: 'flex', flexDirection: 'column', gap: 'var(--mantine-spacing-md)' },
  styles: { legend: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)', paddingInline: 6 } },
} as const;

/**
 * Orders from a spreadsheet: choose a file (read by the server), map its columns to order fields (a saved mapping
 * that fits is chosen for the user), check every row, then save all of them or none.
 */
export function OrderImportPage() {
  const { t } = useTranslation();
  const { storeId } = useSellerStore();
  const options = useOrderDeliveryOptions(storeId);
  const { mappings, uploadFile, check, save } = useOrderImport(storeId);
  const [upload, setUpload] = useState<OrderImportUpload | null>(null);
  const [mappingId, setMappingId] = useState<string | null>(null);
  const [columns, setColumns] = useState<Columns>({});
  const [columnErrors, setColumnErrors] = useState<Record<string, string>>({});
  const [deliveryOptionId, setDeliveryOptionId] = useState<string | null>(null);
  const [paid, setPaid] = useState(true);
  const [mappingName, setMappingName] = useState('');
  const [result, setResult] = useState<OrderImportResult | null>(null);
  const preview = check.data;
  const ready = preview?.rows.filter((r) => r.state === 'ready').length ?? 0;
  const hasProblems = preview?.rows.some((r) => r.state === 'problem') ?? false;

  const fieldLabel = (field: OrderImportField) => t(`orderUi:import.fields.${field}`);
  const changed = () => check.reset();

  const chooseMapping = (id: string | null) => {
    setMappingId(id);
    const mapping = mappings.data?.find((m) => m.id === id);
    if (mapping) {
      setColumns(mapping.columns as Columns);
      setMappingName(mapping.name);
    }
    changed();
  };

  const onFile = (file: File | null) => {
    setUpload(null);
    setResult(null);
    check.reset();
    if (!file) return;
    uploadFile.mutate(file, {
      onSuccess: (answer) => {
        setUpload(answer);
        setColumnErrors({});
        const fitting = mappings.data?.find((m) => m.id === answer.mappingId);
        if (fitting) return chooseMapping(fitting.id);
        // No saved mapping fits: the columns chosen for the last file stay where this file has them, and a field
        // still unmapped takes the column named as the field.
        const headers = new Map(answer.headers.map((h) => [normalise(h), h]));
        const named = (f: OrderImportField) => headers.get(normalise(fieldLabel(f)));
        setMappingId(null);
        setColumns((current) =>
          Object.fromEntries(
            ORDER_IMPORT_FIELD_KEYS.flatMap((f) => {
              const header = (current[f] && headers.get(normalise(current[f]))) || named(f);
              return header ? [[f, header]] : [];
            }),
          ),
        );
      },
      onError: notifyApiError,
    });
  };

  const input = () => ({
    uploadId: upload?.uploadId ?? '',
    columns: columns as OrderImportColumns,
    deliveryOptionId: deliveryOptionId ?? '',
    paid,
  });
  const showIssues = (error: unknown) => {
    const issues = isApiError(error) ? error.issues.filter((i) => i.path.startsWith('columns.') || i.path === 'deliveryOptionId') : [];
    setColumnErrors(Object.fromEntries(issues.map((i) => [i.path.replace('columns.', ''), i.message])));
    if (issues.length === 0) notifyApiError(error);
  };
  const onCheck = () => {
    setColumnErrors({});
    check.mutate(input(), { onError: showIssues });
  };
  const onSave = () =>
    save.mutate(
      { ...input(), mappingName: mappingName.trim() },
      {
        onSuccess: (answer) => {
          setResult(answer);
          notifySuccess('orderUi:import.saved', { count: answer.created });
          void mappings.refetch();
        },
        onError: (error) =>
          isApiError(error, 'VALIDATION_FAILED') && error.issues.some((i) => i.path.startsWith('rows.'))
            ? notifyError('orderUi:import.fixFirst')
            : showIssues(error),
      },
    );

  const headerChoices = (upload?.headers ?? []).filter(Boolean).map((h) => ({ value: h, label: h }));

  return (
    <PageFrame
      title={t('orderUi:import.title')}
      description={t('orderUi:import.description')}
      crumbs={[{ label: t('orderUi:list.title'), to: paths.storeOrders }, { label: t('orderUi:import.title') }]}
    >
      <Fieldset legend={t('orderUi:import.fileStep')} {...STEP}>
        <FileInput
          label={t('orderUi:import.file')}
          placeholder={t('orderUi:import.filePlaceholder')}
          description={t('orderUi:import.fileHint')}
          accept=".xlsx,.xls,.csv"
          onChange={onFile}
          clearable
          disabled={uploadFile.isPending}
          data-testid="import-file"
        />
        {upload && (
          <Text fz="sm" data-testid="import-file-read">
            {t('orderUi:import.fileRead', { name: upload.fileName, count: upload.rowCount })}
          </Text>
        )}
      </Fieldset>

      {upload && !result && (
        <Fieldset legend={t('orderUi:import.mapStep')} {...STEP}>
          <Select
            label={t('orderUi:import.savedMapping')}
            placeholder={t('orderUi:import.savedMappingNone')}
            data={(mappings.data ?? []).map((m) => ({ value: m.id, label: m.name }))}
            value={mappingId}
            onChange={chooseMapping}
            clearable
            data-testid="import-mapping"
          />
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
            {ORDER_IMPORT_FIELD_KEYS.map((field) => (
              <Select
                key={field}
                label={fieldLabel(field)}
                withAsterisk={ORDER_IMPORT_FIELDS[field].required}
                placeholder={t('orderUi:import.notInFile')}
                data={headerChoices}
                value={columns[field] ?? null}
                onChange={(v) => {
                  setColumns((c) => ({ ...c, [field]: v ?? undefined }));
                  changed();
                }}
                error={columnErrors[field]}
                clearable
                searchable
                data-testid={`map-${field}`}
              />
            ))}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Select
              label={t('orderUi:import.deliveryOption')}
              withAsterisk
              data={(options.data ?? []).map((o) => ({ value: o.id, label: o.name }))}
              value={deliveryOptionId}
              onChange={(v) => {
                setDeliveryOptionId(v);
                changed();
              }}
              error={columnErrors.deliveryOptionId}
              data-testid="import-delivery"
            />
            <TextInput
              label={t('orderUi:import.mappingName')}
              description={t('orderUi:import.mappingNameHint')}
              value={mappingName}
              maxLength={ORDER_IMPORT_LIMITS.mappingNameLength}
              onChange={(e) => setMappingName(e.currentTarget.value)}
              data-testid="import-mapping-name"
            />
          </SimpleGrid>
          <Checkbox
            label={t('orderUi:import.paid')}
            checked={paid}
            onChange={(e) => setPaid(e.currentTarget.checked)}
            data-testid="import-paid"
          />
          <Group>
            <Button onClick={onCheck} loading={check.isPending} data-testid="import-check">
              {t('orderUi:import.check')}
            </Button>
          </Group>
        </Fieldset>
      )}

      {preview && !result && (
        <Fieldset legend={t('orderUi:import.previewStep')} {...STEP}>
          <OrderImportPreviewRows key={upload?.uploadId} preview={preview} />
          {hasProblems && <Alert color="red">{t('orderUi:import.fixFirst')}</Alert>}
          <Group>
            <Button onClick={onSave} loading={save.isPending} disabled={hasProblems || ready === 0} data-testid="import-save">
              {t('orderUi:import.save', { count: ready })}
            </Button>
          </Group>
        </Fieldset>
      )}

      {result && (
        <Alert color="green" title={t('orderUi:import.saved', { count: result.created })} data-testid="import-result">
          <Stack gap="xs">
            {result.skipped.length > 0 && (
              <Text fz="sm" data-testid="import-result-skipped">
                {t('orderUi:import.skippedList', {
                  count: result.skipped.length,
                  ids: result.skipped.map((s) => s.externalOrderId).join(', '),
                })}
              </Text>
            )}
            <Group gap="lg">
              {/* Imported as paid, they wait to be packed: the list's "make label" is on each of them. */}
              <Anchor component={Link} to={`${paths.storeOrders}?statuses=PENDING_TO_BE_PACKED`} data-testid="import-to-labels">
                {t('orderUi:import.toLabels')}
              </Anchor>
              <Anchor component={Link} to={paths.storeOrders} data-testid="import-to-orders">
                {t('orderUi:import.toOrders')}
              </Anchor>
            </Group>
          </Stack>
        </Alert>
      )}
    </PageFrame>
  );
}
