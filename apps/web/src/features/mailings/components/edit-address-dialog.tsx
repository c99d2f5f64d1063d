import { ActionIcon } from '@mantine/core';
import type { Mailing } from '@songdee/shared/mailing/mailing.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tooltip } from '../../../components/deferred-tooltip';
import { EditIcon } from '../../../components/icons';
import { lazyDialog } from '../../../components/lazy-dialog';
import { addressEditReason } from './mailing-actions';

// The dialog and its form (edit-address-form.tsx) load when first wanted, not with the mailing list.
const dialog = lazyDialog(() => import('./edit-address-form').then((module) => module.EditAddressDialog));

/**
 * The mailing list's "edit address" action (spec 1 section 2): enabled when the server allows it
 * (`canEditAddress`), otherwise disabled with the reason (regional box, or no longer waiting).
 */
export function EditAddressButton({ mailing, onEdit }: { mailing: Mailing; onEdit: (mailing: Mailing) => void }) {
  const { t } = useTranslation();
  const reason = addressEditReason(mailing);
  return (
    <Tooltip label={reason ? t(reason) : t('mailingUi:actions.editAddress')} multiline maw={280}>
      {/* A disabled button fires no mouse events: the span keeps the reason's tooltip working. */}
      <span>
        <ActionIcon
          variant="subtle"
          color="postBlue"
          disabled={!!reason}
          onClick={() => onEdit(mailing)}
          {...dialog.preloadOn}
          aria-label={`${t('mailingUi:actions.editAddress')} ${mailing.barcode}`}
          data-testid="mailing-edit"
        >
          <EditIcon size={18} />
        </ActionIcon>
      </span>
    </Tooltip>
  );
}

/** One edit-address dialog for a page: `open(mailing)` shows it with the recipient form. */
export function useEditAddress(storeId: string) {
  const [mailing, setMailing] = useState<Mailing | null>(null);
  return {
    open: setMailing,
    dialog: <dialog.Dialog opened={mailing !== null} storeId={storeId} mailing={mailing} onClose={() => setMailing(null)} />,
  };
}
