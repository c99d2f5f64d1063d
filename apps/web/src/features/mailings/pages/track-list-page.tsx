import { Select } from '@mantine/core';
import { mailingListQuerySchema } from '@songdee/shared/mailing/mailing.schema';
import { MAILING_STATUS_KEYS, type MailingStatusKey } from '@songdee/shared/reference/status-keys';
import { useTranslation } from 'react-i18next';
import { useLabelPrint } from '../../../components/labels/label-print-dialog';
import { ListPage } from '../../../components/lists/list-page';
import { useShippingStore } from '../../../lib/shipping-store';
import { useListParams } from '../../../lib/use-list-params';
import { useMailings } from '../api/use-mailings';
import { PrintDeleteButtons } from '../components/mailing-actions';
import { emptyMailingList, MAILING_LIST_PARAMS } from '../components/mailing-page';
import { MailingTable } from '../components/mailing-table';
import { TrackingHoldNotice } from '../components/tracking-hold-notice';

/**
 * Track list (spec 1 section 2): search by barcode, filter by status, 10 a page; print a label (label-size
 * dialog, then the print-done alert) and delete while the rule allows it. A notice says when the postal service's
 * daily quota (or its back-off) holds tracking back.
 */
export function TrackListPage() {
  const { t } = useTranslation();
  const { storeId } = useShippingStore();
  const list = useListParams(mailingListQuerySchema, MAILING_LIST_PARAMS);
  const mailings = useMailings(storeId, list.params);
  const labels = useLabelPrint();

  return (
    <ListPage
      texts="mailingUi:track"
      query={mailings}
      paging={list}
      search
      toolbar={
        <Select
          aria-label={t('mailingUi:track.statusFilter')}
          placeholder={t('mailingUi:track.allStatuses')}
          w={{ base: '100%', xs: 260 }}
          size="sm"
          clearable
          value={list.status ?? null}
          onChange={(v) => list.set({ status: (v as MailingStatusKey | null) ?? undefined })}
          data={MAILING_STATUS_KEYS.map((k) => ({ value: k, label: t(`reference:statuses.mailing.${k}`) }))}
          comboboxProps={{ withinPortal: true }}
          data-testid="status-filter"
        />
      }
      before={<TrackingHoldNotice storeId={storeId} />}
      empty={emptyMailingList(t, !!(list.searchString || list.status))}
      after={labels.dialog}
    >
      {(rows) => (
        <MailingTable
          mailings={rows}
          offset={list.offset}
          columns={['orderName', 'barcode', 'recipient', 'weight', 'cost', 'service', 'track']}
          actions={(m) => <PrintDeleteButtons storeId={storeId} mailing={m} labels={labels} />}
          testId="track-table"
        />
      )}
    </ListPage>
  );
}
