import { Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../../components/app-dialog';

interface PasswordConfirmModalProps {
  opened: boolean;
  email: string;
  sending: boolean;
  /** The server's refusal of the password (wrong, too many tries), shown under the field. */
  error: string | null;
  onClose: () => void;
  onConfirm: (password: string) => void;
}

/** The sign-in confirm popup (spec 2 "Post job form"): the signed-in e-mail, read-only, and the password. */
export function PasswordConfirmModal({ opened, email, sending, error, onClose, onConfirm }: PasswordConfirmModalProps) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [required, setRequired] = useState(false);
  useEffect(() => {
    if (opened) {
      setPassword('');
      setRequired(false);
    }
  }, [opened]);
  return (
    <AppDialog opened={opened} onClose={onClose} title={t('shippingListUi:postJob.signInTitle')}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!password) return setRequired(true);
          onConfirm(password);
        }}
        data-testid="password-confirm"
      >
        <Stack gap="sm">
          <Text fz="sm" c="dimmed">
            {t('shippingListUi:postJob.signInMessage')}
          </Text>
          <TextInput label={t('shippingListUi:postJob.email')} value={email} readOnly data-testid="confirm-email" />
          <PasswordInput
            label={t('shippingListUi:postJob.password')}
            value={password}
            onChange={(event) => {
              setPassword(event.currentTarget.value);
              setRequired(false);
            }}
            error={required ? t('validation:required') : error}
            autoComplete="current-password"
            data-autofocus
            data-testid="confirm-password"
          />
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={onClose}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" loading={sending} data-testid="confirm-send">
              {t('shippingListUi:postJob.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppDialog>
  );
}
