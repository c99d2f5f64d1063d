import { ActionIcon, Alert, Badge, Button, Group, Paper, Stack, Table, Text, Tooltip } from '@mantine/core';
import type { RecipientAddress } from '@songdee/shared/address-book/address-book.schema';
import { MAX_MAILINGS } from '@songdee/shared/reference/delivery.constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddressFormDialog } from '../../../components/address-book/address-form-dialog';
import { RECIPIENT_FORM } from '../../../components/address-book/recipient-form';
import { AlertIcon, CheckIcon, EditIcon, PlusIcon, TrashIcon } from '../../../components/icons';
import { TableHead } from '../../../components/lists/table-head';
import { formatBaht } from '../../../lib/format';
import { useWideScreen } from '../../../lib/use-wide-screen';
import { BoxHeader, ChooseFromBookButton } from './box-header';
import type { BatchRow } from './delivery-form';
import { EmptyList } from './mailing-page';
import { RecipientPickerDialog } from './recipient-picker-dialog';

interface RecipientBoxProps {
  storeId: string;
  rows: BatchRow[];
  onAdd: (recipients: RecipientAddress[]) => void;
  onUpdate: (recipient: RecipientAddress) => void;
  onRemove: (id: string) => void;
  /** Satang per parcel; only when the chosen service prices parcels (the price column shows then). */
  priceOf?: (recipient: RecipientAddress) => number | undefined;
  error?: string;
}

/**
 * The recipient box (spec 1 section 2): choose from the book, add a new one, edit or take a row off the
 * batch, a "done" mark with the barcode once its mailing exists, the price column, and the N / 100 counter.
 */
export function RecipientBox({ storeId, rows, onAdd, onUpdate, onRemove, priceOf, error }: RecipientBoxProps) {
  const { t, i18n } = useTranslation();
  const isWide = useWideScreen();
  const [picking, setPicking] = useState(false);
  const [editing, setEditing] = useState<RecipientAddress | 'new' | null>(null);
  const room = MAX_MAILINGS - rows.length;
  const full = room <= 0;
  const price = (r: RecipientAddress) => {
    const value = priceOf?.(r);
    return value === undefined ? '-' : t('mailingUi:money.baht', { amount: formatBaht(value, i18n.language) });
  };
  const doneBadge = (row: BatchRow) =>
    row.barcode ? (
      <Tooltip label={row.barcode}>
        <Badge
          color="teal"
          variant="light"
          tt="none"
          leftSection={<CheckIcon size={14} />}
          styles={{ root: { overflow: 'visible' }, label: { overflow: 'visible' } }}
          data-testid="row-done"
        >
          {t('mailingUi:recipients.done')}
        </Badge>
      </Tooltip>
    ) : (
      <Badge color="gray" variant="light" tt="none" styles={{ label: { overflow: 'visible' } }} data-testid="row-pending">
        {t('mailingUi:recipients.pending')}
      </Badge>
    );
  const actions = (row: BatchRow) => (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Tooltip label={row.barcode ? t('mailingUi:recipients.doneNoEdit') : t('common:actions.edit')}>
        <ActionIcon
          variant="subtle"
          color="gray"
          disabled={!!row.barcode}
          onClick={() => setEditing(row.recipient)}
          aria-label={`${t('common:actions.edit')} ${row.recipient.fullName}`}
          data-testid="row-edit"
        >
          <EditIcon size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={row.barcode ? t('mailingUi:recipients.doneNoRemove') : t('mailingUi:recipients.remove')}>
        <ActionIcon
          variant="subtle"
          color="red"
          disabled={!!row.barcode}
          onClick={() => onRemove(row.recipient.id)}
          aria-label={`${t('mailingUi:recipients.remove')} ${row.recipient.fullName}`}
          data-testid="row-remove"
        >
          <TrashIcon size={18} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );

  return (
    <Stack gap="sm">
      <BoxHeader
        title={t('mailingUi:recipients.title')}
        badge={
          <Badge
            size="lg"
            variant={full ? 'filled' : 'light'}
            color={rows.length > MAX_MAILINGS ? 'red' : 'postBlue'}
            tt="none"
            data-testid="recipient-counter"
          >
            {rows.length} / {MAX_MAILINGS}
          </Badge>
        }
      >
        <ChooseFromBookButton
          label={t('mailingUi:recipients.choose')}
          onClick={() => setPicking(true)}
          disabled={full}
          testId="recipients-choose"
        />
        <Button
          size="xs"
          leftSection={<PlusIcon size={16} />}
          disabled={full}
          onClick={() => setEditing('new')}
          data-testid="recipients-add"
        >
          {t('mailingUi:recipients.add')}
        </Button>
      </BoxHeader>

      {rows.length === 0 ? (
        <EmptyList text={t('mailingUi:recipients.empty')} />
      ) : isWide ? (
        <Table.ScrollContainer minWidth={720}>
          <Table striped verticalSpacing="sm" data-testid="batch-table">
            <TableHead
              cells={[
                { label: t('mailingUi:columns.no'), w: 64, style: { whiteSpace: 'nowrap' } },
                t('mailingUi:columns.recipient'),
                t('mailingUi:columns.address'),
                priceOf && { label: t('mailingUi:columns.price'), ta: 'right' },
                t('mailingUi:columns.state'),
                { label: t('mailingUi:columns.actions'), ta: 'right' },
              ]}
            />
            <Table.Tbody>
              {rows.map((row, i) => (
                <Table.Tr key={row.recipient.id} data-testid="batch-row" data-done={row.barcode ? 'true' : undefined}>
                  <Table.Td c="dimmed">{i + 1}</Table.Td>
                  <Table.Td>
                    <Text fz="sm" fw={600}>
                      {row.recipient.fullName}
                    </Text>
                    <Text fz="xs" c="dimmed">
                      {row.recipient.phone || '-'}
                    </Text>
                  </Table.Td>
                  <Table.Td maw={380}>
                    <Text fz="sm" lineClamp={2}>
                      {row.recipient.address}
                    </Text>
                  </Table.Td>
                  {priceOf ? (
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} data-testid="row-price">
                      {price(row.recipient)}
                    </Table.Td>
                  ) : null}
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {doneBadge(row)}
                    {row.barcode ? (
                      <Text fz="xs" c="dimmed" ff="monospace" mt={2} style={{ whiteSpace: 'nowrap' }} data-testid="row-barcode">
                        {row.barcode}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>{actions(row)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : (
        <Stack gap="xs" data-testid="batch-cards">
          {rows.map((row, i) => (
            <Paper key={row.recipient.id} withBorder radius="md" p="sm" data-testid="batch-row">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Text fw={700}>
                  {i + 1}. {row.recipient.fullName}
                </Text>
                {doneBadge(row)}
              </Group>
              <Text fz="sm" mt={2}>
                {row.recipient.address}
              </Text>
              <Group justify="space-between" mt={4}>
                <Text fz="sm" c="dimmed">
                  {priceOf ? `${t('mailingUi:columns.price')} ${price(row.recipient)}` : row.recipient.phone}
                </Text>
                {actions(row)}
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      {error ? (
        <Alert color="red" variant="light" p="xs" icon={<AlertIcon size={16} />} data-testid="recipients-error">
          {error}
        </Alert>
      ) : null}

      <RecipientPickerDialog
        storeId={storeId}
        opened={picking}
        onClose={() => setPicking(false)}
        chosenIds={new Set(rows.map((r) => r.recipient.id))}
        room={room}
        onPick={onAdd}
      />
      <AddressFormDialog
        kind={RECIPIENT_FORM}
        storeId={storeId}
        editing={editing}
        title={t(editing === 'new' ? 'mailingUi:recipients.addTitle' : 'mailingUi:recipients.editTitle')}
        testId="recipient-form-dialog"
        onSaved={(saved, added) => (added ? onAdd([saved]) : onUpdate(saved))}
        onClose={() => setEditing(null)}
      />
    </Stack>
  );
}
