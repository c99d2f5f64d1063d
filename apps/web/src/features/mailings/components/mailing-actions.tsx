import { ActionIcon } from '@mantine/core';
import type { Mailing } from '@songdee/shared/mailing/mailing.schema';
import { type MailingRuleFacts, mailingAddressEditBlock, mailingDeleteBlock } from '@songdee/shared/mailing/mailing-rules';
import { useTranslation } from 'react-i18next';
import { Tooltip } from '../../../components/deferred-tooltip';
import { PrinterIcon, TrashIcon } from '../../../components/icons';
import type { LabelPrint } from '../../../components/labels/label-print-dialog';
import { confirmDelete, deleteTexts } from '../../../components/row-actions';
import { labelUrls } from '../api/mailings-api';
import { useDeleteMailing } from '../api/use-mailings';

const factsOf = (m: Mailing): MailingRuleFacts => ({
  deliveryOptionId: m.storeDeliveryOption.id,
  statusKey: m.status.referenceKey,
  trackStatusCode: m.trackTraceStatus?.code ?? null,
});

/**
 * Why a mailing cannot be deleted, or null when it can: only while waiting for delivery and not yet scanned
 * by the post, and never a ready-to-send box (spec 1: "Delete is disabled for the blue-box option").
 */
function undeletableReason(m: Mailing): 'errors:MAILING_BOX_NOT_DELETABLE' | 'mailingUi:actions.notDeletable' | null {
  const block = mailingDeleteBlock(factsOf(m));
  if (block === 'MAILING_BOX_NOT_DELETABLE') return 'errors:MAILING_BOX_NOT_DELETABLE';
  return block ? 'mailingUi:actions.notDeletable' : null;
}

/**
 * Why the recipient address cannot be changed, or null when it can. The server's `canEditAddress` decides;
 * the shared rule only picks the words (spec 1: "Edit of a mailing is disabled for the zone option").
 */
export function addressEditReason(m: Mailing): 'errors:MAILING_ZONE_NOT_EDITABLE' | 'mailingUi:actions.notEditable' | null {
  if (m.canEditAddress) return null;
  return mailingAddressEditBlock(factsOf(m)) === 'MAILING_ZONE_NOT_EDITABLE'
    ? 'errors:MAILING_ZONE_NOT_EDITABLE'
    : 'mailingUi:actions.notEditable';
}

/** Delete (cancel) after confirmation; disabled with the reason when the rule forbids it. */
function DeleteMailingButton({ storeId, mailing }: { storeId: string; mailing: Mailing }) {
  const { t } = useTranslation();
  const remove = useDeleteMailing(storeId);
  const reason = undeletableReason(mailing);
  return (
    <Tooltip label={reason ? t(reason) : t('common:actions.delete')} multiline maw={260}>
      <ActionIcon
        variant="subtle"
        color="red"
        disabled={!!reason}
        loading={remove.isPending}
        aria-label={`${t('common:actions.delete')} ${mailing.barcode}`}
        onClick={() =>
          confirmDelete({
            mutation: remove,
            variables: mailing.id,
            ...deleteTexts('mailingUi:actions', { barcode: mailing.barcode, name: mailing.shipAddress.name }),
          })
        }
        data-testid="mailing-delete"
      >
        <TrashIcon size={18} />
      </ActionIcon>
    </Tooltip>
  );
}

/** The mailing lists' print (the row's own label, through the label-size dialog) and delete. */
export function PrintDeleteButtons({ storeId, mailing, labels }: { storeId: string; mailing: Mailing; labels: LabelPrint }) {
  return (
    <>
      <PrintMailingButton
        mailing={mailing}
        preloadOn={labels.preloadOn}
        onPrint={() => labels.open({ count: 1, urlFor: (choice) => labelUrls.byBarcodes(storeId, [mailing.barcode], choice) })}
      />
      <DeleteMailingButton storeId={storeId} mailing={mailing} />
    </>
  );
}

function PrintMailingButton({
  mailing,
  onPrint,
  preloadOn,
}: {
  mailing: Mailing;
  onPrint: () => void;
  preloadOn: LabelPrint['preloadOn'];
}) {
  const { t } = useTranslation();
  return (
    <Tooltip label={t('mailingUi:actions.print')}>
      <ActionIcon
        variant="subtle"
        color="postBlue"
        onClick={onPrint}
        {...preloadOn}
        aria-label={`${t('mailingUi:actions.print')} ${mailing.barcode}`}
        data-testid="mailing-print"
      >
        <PrinterIcon size={18} />
      </ActionIcon>
    </Tooltip>
  );
}
