import { Group, Paper } from '@mantine/core';
import type { SenderAddress } from '@songdee/shared/address-book/address-book.schema';
import { useTranslation } from 'react-i18next';
import { useAddresses } from '../../lib/use-address-book';
import { ChooseButton, PickerDialog, usePickerList } from '../picker-dialog';
import { SenderLines } from './sender-lines';

interface SenderPickerProps {
  storeId: string;
  opened: boolean;
  onClose: () => void;
  selectedId: string | undefined;
  onPick: (sender: SenderAddress) => void;
}

/** Choose the sender of this batch from the book (search by name, 10 a page). */
export function SenderPickerDialog({ storeId, selectedId, onPick, ...dialog }: SenderPickerProps) {
  const { t } = useTranslation();
  const list = usePickerList();
  const senders = useAddresses('send', storeId, list.params);
  const { onClose } = dialog;
  return (
    <PickerDialog {...dialog} texts="mailingUi:sender.picker" size="lg" testId="sender-picker" list={list} query={senders}>
      {(rows) =>
        rows.map((s) => (
          <Paper
            key={s.id}
            withBorder
            radius="md"
            p="sm"
            bg={s.id === selectedId ? 'postBlue.0' : undefined}
            data-testid="sender-picker-row"
          >
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <SenderLines sender={s} phone={s.phone} />
              <ChooseButton
                label={t('mailingUi:picker.choose')}
                selected={s.id === selectedId}
                onChoose={() => onPick(s)}
                onClose={onClose}
                testId="sender-picker-choose"
              />
            </Group>
          </Paper>
        ))
      }
    </PickerDialog>
  );
}
