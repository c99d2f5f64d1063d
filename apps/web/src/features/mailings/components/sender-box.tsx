import { Alert, Badge, Button, Group, Modal, Paper, ScrollArea, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { SenderAddress } from '@songdee/shared/address-book/address-book.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertIcon, EditIcon, ListIcon, PlusIcon, UserIcon } from '../../../components/icons';
import { SenderForm } from '../../address-book/components/sender-form';
import { SenderPickerDialog } from './sender-picker-dialog';

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
      <Group justify="space-between" gap="xs">
        <Title order={2} fz="lg">
          {t('mailingUi:sender.title')}
        </Title>
        <Group gap="xs">
          <Button
            size="xs"
            variant="light"
            color="postBlue"
            leftSection={<ListIcon size={16} />}
            onClick={() => setPicking(true)}
            data-testid="sender-choose"
          >
            {t('mailingUi:sender.choose')}
          </Button>
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
        </Group>
      </Group>
      {isLoading ? (
        <Skeleton h={72} radius="md" />
      ) : sender ? (
        <Paper withBorder radius="md" p="sm" bg="gray.0" data-testid="sender-card">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <UserIcon size={22} style={{ flex: 'none', marginTop: 2, color: 'var(--mantine-color-postBlue-6)' }} />
            <div style={{ minWidth: 0 }}>
              <Group gap={6}>
                <Text fw={700} data-testid="sender-name">
                  {sender.name} {sender.surname}
                </Text>
                {sender.isDefault ? (
                  <Badge size="sm" variant="light" color="teal" tt="none">
                    {t('mailingUi:sender.default')}
                  </Badge>
                ) : null}
              </Group>
              <Text fz="sm">{sender.address}</Text>
              <Text fz="sm" c="dimmed">
                {t('mailingUi:sender.phone', { phone: sender.phone })}
              </Text>
            </div>
          </Group>
        </Paper>
      ) : (
        <Alert color="orange" variant="light" icon={<AlertIcon size={18} />} data-testid="sender-missing">
          {t('mailingUi:sender.missing')}
        </Alert>
      )}
      {error ? (
        <Text fz="sm" c="red" data-testid="sender-error">
          {error}
        </Text>
      ) : null}

      <SenderPickerDialog storeId={storeId} opened={picking} onClose={() => setPicking(false)} selectedId={sender?.id} onPick={onChange} />
      <Modal
        opened={form !== null}
        onClose={() => setForm(null)}
        title={<Text fw={700}>{t(form === 'edit' ? 'mailingUi:sender.editTitle' : 'mailingUi:sender.addTitle')}</Text>}
        size="xl"
        radius="lg"
        centered
        scrollAreaComponent={ScrollArea.Autosize}
        data-testid="sender-form-dialog"
      >
        {form ? (
          <SenderForm
            storeId={storeId}
            sender={form === 'edit' ? sender : undefined}
            onSaved={(saved) => {
              onChange(saved);
              setForm(null);
            }}
            onCancel={() => setForm(null)}
          />
        ) : null}
      </Modal>
    </Stack>
  );
}
