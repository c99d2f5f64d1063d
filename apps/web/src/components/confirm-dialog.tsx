import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import i18n from 'i18next';
import { dialogHostReady } from '../lib/dialog-host';

interface ConfirmOptions {
  title: string;
  message: string;
  confirmLabel?: string;
  /** Red confirm button for deletions. */
  danger?: boolean;
  onConfirm: () => void;
}

/** Asks before acting (spec 1 section 5: delete actions ask for confirmation). */
export function confirmAction({ title, message, confirmLabel, danger = true, onConfirm }: ConfirmOptions): void {
  void dialogHostReady().then(() =>
    modals.openConfirmModal({
      title: <Text fw={700}>{title}</Text>,
      children: <Text fz="sm">{message}</Text>,
      labels: { confirm: confirmLabel ?? i18n.t('common:actions.confirm'), cancel: i18n.t('common:actions.cancel') },
      confirmProps: { color: danger ? 'red' : 'postRed', 'data-testid': 'confirm-dialog-confirm' } as Record<string, unknown>,
      cancelProps: { variant: 'default', 'data-testid': 'confirm-dialog-cancel' } as Record<string, unknown>,
      centered: true,
      radius: 'lg',
      onConfirm,
    }),
  );
}
