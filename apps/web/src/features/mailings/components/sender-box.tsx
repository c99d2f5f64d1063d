import { Alert, Button, Group, Paper, Skeleton, Stack } from '@mantine/core';
import type { SenderAddress } from '@songdee/shared/address-book/address-book.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddressFormDialog } from '../../../components/address-book/address-form-dialog';
import { SENDER_FORM } from '../../../components/address-book/sender-form';
import { SenderLines } from '../../../components/address-book/sender-lines';
import { SenderPickerDialog } from '../../../components/address-book/sender-picker-dialog';
import { ChoiceError } from '../../../components/form-parts';
import { AlertIcon, EditIcon, PlusIcon, UserIcon } from '../../../components/icons';
import { BoxHeader, ChooseFromBookButton } from './box-header';

interface SenderBoxProps {
  storeId: string;
  sender: SenderAddress | undefined;
  hasDefault: boolean;
  isLoading: boolean;
  onChange: (sender: SenderAddress) => void;
  error?: string;
}

/**
 * The sender box (spec 1 section 2): choose from the book, and add a sender when the store has no default
 * one yet, otherwise edit the one shown. Forms are the address book's own, in a dialog.
 */
export function SenderBox({ storeId, sender, hasDefault, isLoading, onChange, error }: SenderBoxProps) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState(false);
  const [form, setForm] = useState<'add' | 'edit' | null>(null);
  const canEdit = hasDefault && !!sender;

  return (
    <Stack gap="sm">
      <BoxHeader title={t('mailingUi:sender.title')}>
        <ChooseFromBookButton label={t('mailingUi:sender.choose')} onClick={() => setPicking(true)} testId="sender-choose" />
        {canEdit ? (
          <Button
            size="xs"
            variant="default"
            leftSection={<EditIcon size={16} />}
            onClick={() => setForm('edit')}
            data-testid="sender-edit"
          >
            {t('mailingUi:sender.edit')}
          </Button>
        ) : (
          <Button size="xs" leftSection={<PlusIcon size={16} />} onClick={() => setForm('add')} data-testid="sender-add">
            {t('mailingUi:sender.add')}
          </Button>
        )}
      </BoxHeader>
      {isLoading ? (
        <Skeleton h={72} radius="md" />
      ) : sender ? (
        <Paper withBorder radius="md" p="sm" bg="gray.0" data-testid="sender-card">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <UserIcon size={22} style={{ flex: 'none', marginTop: 2, color: 'var(--mantine-color-postBlue-6)' }} />
            <SenderLines sender={sender} phone={t('mailingUi:sender.phone', { phone: sender.phone })} nameTestId="sender-name" />
          </Group>
        </Paper>
      ) : (
        <Alert color="orange" variant="light" icon={<AlertIcon size={18} />} data-testid="sender-missing">
          {t('mailingUi:sender.missing')}
        </Alert>
      )}
      <ChoiceError message={error} testId="sender-error" />

      <SenderPickerDialog storeId={storeId} opened={picking} onClose={() => setPicking(false)} selectedId={sender?.id} onPick={onChange} />
      <AddressFormDialog
        kind={SENDER_FORM}
        storeId={storeId}
        editing={form === null ? null : form === 'edit' && sender ? sender : 'new'}
        title={t(form === 'edit' ? 'mailingUi:sender.editTitle' : 'mailingUi:sender.addTitle')}
        testId="sender-form-dialog"
        onSaved={onChange}
        onClose={() => setForm(null)}
      />
    </Stack>
  );
}
