import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  List,
  Modal,
  Paper,
  ScrollArea,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { ADDRESS_LIMITS } from '@songdee/shared/address-book/address-book.schema';
import { DEFAULT_PAGE_SIZE } from '@songdee/shared/constants/app.constants';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertIcon, CheckIcon } from '../../../components/icons';
import { DataPagination } from '../../../components/lists/data-pagination';
import type { AddressBookKind } from '../../../lib/address-book-api';
import { isApiError } from '../../../lib/api-client';
import { notifyApiError, notifyError, notifySuccess } from '../../../lib/notify';
import { useFieldError } from '../../../lib/use-field-error';
import { useWideScreen } from '../../../lib/use-wide-screen';
import { useSaveImportedRows } from '../api/use-address-import';
import { applyRowIssues, type EditableImportRow, editRow, hasErrors, type ImportField, rowErrors } from './import-rows';

/** How many error lines the summary lists before "and N more" (the rows stay highlighted in the table). */
const LISTED_ERRORS = 50;

interface ImportDialogProps {
  kind: AddressBookKind;
  storeId: string;
  fileName: string;
  initialRows: EditableImportRow[];
  onClose: () => void;
}

/**
 * The Excel import check (spec 1 section 2): every row editable, rows with problems highlighted and listed as
 * "item N is invalid: reason", re-checked as they are edited; nothing is saved until Save, which sends all
 * rows at once (the server saves all or none and names any failing row).
 */
export function ImportDialog({ kind, storeId, fileName, initialRows, onClose }: ImportDialogProps) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const isWide = useWideScreen();
  const save = useSaveImportedRows(storeId, kind);
  const [rows, setRows] = useState(initialRows);
  const [onlyErrors, setOnlyErrors] = useState(false);
  const [page, setPage] = useState(1);
  const withRemark = kind === 'ship';

  const invalid = useMemo(() => rows.flatMap((row, index) => (hasErrors(row) ? [index] : [])), [rows]);
  const visible = onlyErrors ? invalid : rows.map((_, index) => index);
  const pageRows = visible.slice((page - 1) * DEFAULT_PAGE_SIZE, page * DEFAULT_PAGE_SIZE);

  const describe = (index: number) => {
    const row = rows[index];
    const reasons = row ? Object.values(rowErrors(row)).map((m) => fieldError(m)) : [];
    return `${t('addressBook:itemInvalid', { n: index + 1 })}: ${reasons.join(', ')}`;
  };

  const showRow = (index: number) => {
    const position = visible.indexOf(index);
    setPage(Math.floor((position >= 0 ? position : index) / DEFAULT_PAGE_SIZE) + 1);
  };

  const onEdit = (index: number, field: ImportField, text: string) =>
    setRows((current) => current.map((row, i) => (i === index ? editRow(row, field, text) : row)));

  const onSave = () => {
    if (invalid.length > 0) {
      notifyError('addressBookUi:import.fixFirst');
      return;
    }
    save.mutate(
      rows.map((row) => row.values),
      {
        onSuccess: ({ saved }) => {
          notifySuccess('addressBookUi:import.saved', { count: saved });
          onClose();
        },
        onError: (error) => {
          const result = isApiError(error) ? applyRowIssues(rows, error.issues) : { rows, applied: false };
          if (!result.applied) return notifyApiError(error);
          setRows(result.rows);
          notifyError('addressBookUi:import.fixFirst');
        },
      },
    );
  };

  const cell = (index: number, field: ImportField, label: string, max?: number) => {
    const row = rows[index];
    if (!row) return null;
    const props = {
      'aria-label': `${label} ${index + 1}`,
      size: 'xs' as const,
      value: row.values[field],
      maxLength: max,
      error: fieldError(rowErrors(row)[field]),
      onChange: (event: { currentTarget: { value: string } }) => onEdit(index, field, event.currentTarget.value),
      'data-testid': `import-${field}-${index}`,
    };
    return field === 'address' || field === 'remark' ? <Textarea {...props} autosize minRows={1} maxRows={4} /> : <TextInput {...props} />;
  };

  const labels = {
    name: t('addressBookUi:columns.name'),
    telephone: t('addressBookUi:columns.phone'),
    address: t('addressBookUi:columns.address'),
    postcode: t('addressBookUi:columns.postcode'),
    remark: t('addressBookUi:columns.remark'),
  };
  const fields: Array<{ field: ImportField; max?: number; width: string }> = [
    { field: 'name', width: '18%' },
    { field: 'telephone', width: '13%' },
    { field: 'address', width: withRemark ? '33%' : '48%' },
    { field: 'postcode', max: ADDRESS_LIMITS.importPostcode, width: '11%' },
    ...(withRemark ? [{ field: 'remark' as const, max: ADDRESS_LIMITS.importRemark, width: '17%' }] : []),
  ];

  return (
    <Modal
      opened
      onClose={onClose}
      size="min(1180px, 96vw)"
      fullScreen={!isWide}
      radius="lg"
      closeOnClickOutside={false}
      title={
        <Stack gap={0}>
          <Text fw={700} fz="lg">
            {t(`addressBookUi:import.title.${kind}`)}
          </Text>
          <Text fz="sm" c="dimmed">
            {fileName}
          </Text>
        </Stack>
      }
    >
      <Stack gap="md" data-testid="import-dialog">
        <Group justify="space-between" gap="sm">
          <Group gap="xs">
            <Badge variant="light" color="gray" size="lg">
              {t('addressBookUi:import.total', { count: rows.length })}
            </Badge>
            <Badge variant="light" color="teal" size="lg">
              {t('addressBookUi:import.valid', { count: rows.length - invalid.length })}
            </Badge>
            <Badge variant="light" color={invalid.length ? 'red' : 'gray'} size="lg" data-testid="import-invalid-count">
              {t('addressBookUi:import.invalid', { count: invalid.length })}
            </Badge>
          </Group>
          <Switch
            label={t('addressBookUi:import.onlyErrors')}
            checked={onlyErrors}
            disabled={invalid.length === 0 && !onlyErrors}
            onChange={(event) => {
              setOnlyErrors(event.currentTarget.checked);
              setPage(1);
            }}
          />
        </Group>

        {invalid.length > 0 ? (
          <Alert
            color="red"
            variant="light"
            icon={<AlertIcon size={18} />}
            title={t('addressBookUi:import.errorsTitle')}
            data-testid="import-errors"
          >
            <ScrollArea.Autosize mah={120} type="auto">
              <List size="sm" spacing={2}>
                {invalid.slice(0, LISTED_ERRORS).map((index) => (
                  <List.Item key={index}>
                    <Anchor component="button" type="button" fz="sm" c="red.9" onClick={() => showRow(index)}>
                      {describe(index)}
                    </Anchor>
                  </List.Item>
                ))}
              </List>
              {invalid.length > LISTED_ERRORS ? (
                <Text fz="sm" c="red.9">
                  {t('addressBookUi:import.moreErrors', { count: invalid.length - LISTED_ERRORS })}
                </Text>
              ) : null}
            </ScrollArea.Autosize>
          </Alert>
        ) : (
          <Alert color="teal" variant="light" icon={<CheckIcon size={18} />} data-testid="import-all-valid">
            {t('addressBookUi:import.allValid')}
          </Alert>
        )}

        {isWide ? (
          <Table.ScrollContainer minWidth={820}>
            <Table verticalSpacing={6} horizontalSpacing="xs" layout="fixed" data-testid="import-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={48}>{t('addressBookUi:columns.no')}</Table.Th>
                  {fields.map(({ field, width }) => (
                    <Table.Th key={field} w={width}>
                      {labels[field]}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {pageRows.map((index) => {
                  const isInvalid = invalid.includes(index);
                  return (
                    <Table.Tr
                      key={index}
                      bg={isInvalid ? 'red.0' : undefined}
                      style={isInvalid ? { boxShadow: 'inset 3px 0 0 var(--mantine-color-red-6)' } : undefined}
                      data-testid={`import-row-${index}`}
                      data-invalid={isInvalid || undefined}
                    >
                      <Table.Td valign="top" pt={12}>
                        <Text fz="sm" fw={600} c={isInvalid ? 'red.8' : 'dimmed'}>
                          {index + 1}
                        </Text>
                      </Table.Td>
                      {fields.map(({ field, max }) => (
                        <Table.Td key={field} valign="top">
                          {cell(index, field, labels[field], max)}
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : (
          <Stack gap="sm">
            {pageRows.map((index) => {
              const isInvalid = invalid.includes(index);
              return (
                <Paper
                  key={index}
                  withBorder
                  p="sm"
                  radius="md"
                  bg={isInvalid ? 'red.0' : undefined}
                  style={isInvalid ? { borderColor: 'var(--mantine-color-red-4)' } : undefined}
                  data-testid={`import-row-${index}`}
                  data-invalid={isInvalid || undefined}
                >
                  <Text fz="sm" fw={700} mb={4} c={isInvalid ? 'red.8' : undefined}>
                    {t('addressBookUi:import.item', { n: index + 1 })}
                  </Text>
                  <SimpleGrid cols={1} spacing={6}>
                    {fields.map(({ field, max }) => (
                      <div key={field}>
                        <Text fz="xs" c="dimmed">
                          {labels[field]}
                        </Text>
                        {cell(index, field, labels[field], max)}
                      </div>
                    ))}
                  </SimpleGrid>
                </Paper>
              );
            })}
          </Stack>
        )}

        <DataPagination page={page} size={DEFAULT_PAGE_SIZE} totalCount={visible.length} onPageChange={setPage} />

        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={save.isPending} data-testid="import-cancel">
            {t('common:actions.cancel')}
          </Button>
          <Button onClick={onSave} loading={save.isPending} data-testid="import-save">
            {t('addressBookUi:import.save', { count: rows.length })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
