import type { Mailing } from '@songdee/shared/mailing/mailing.schema';
import { MAX_MAILINGS } from '@songdee/shared/reference/delivery.constants';
import { useTranslation } from 'react-i18next';
import { usePickerList } from '../../../components/picker-dialog';
import { useMailings } from '../api/use-mailings';
import { MailingTable } from './mailing-table';
import { MultiPickerDialog, type MultiPickerProps } from './multi-picker-dialog';

const PAGE_SIZES = [10, 50, 100] as const;

/**
 * The print screen's picker (spec 1 section 2 "Mailing print"): mailings waiting for delivery, searched by
 * barcode or recipient, 10/50/100 a page, select all on the page, never past the maximum of a lot.
 */
export function MailingPickerDialog({ storeId, ...picker }: MultiPickerProps<Mailing>) {
  const { t } = useTranslation();
  const list = usePickerList();
  const mailings = useMailings(storeId, { ...list.params, onlyNotDelivery: true }, picker.opened);
  return (
    <MultiPickerDialog
      {...picker}
      texts="mailingUi:print.picker"
      size="80rem"
      testId="mailing-picker"
      list={list}
      query={mailings}
      pageSizes={PAGE_SIZES}
      // The print lot's limit, worded as the print button and the server's print-lot schema word it.
      tooManyText={t('mailing:printTooMany', { maximum: MAX_MAILINGS })}
      renderRows={(rows, pick) => (
        <MailingTable
          mailings={rows}
          offset={(list.page - 1) * list.size}
          columns={['orderName', 'barcode', 'recipient', 'weight', 'cost', 'service', 'status']}
          isSelected={(m) => pick.isChosen(m) || pick.isPicked(m)}
          onSelect={(m, on) => !pick.isChosen(m) && pick.toggle(m, on)}
          testId="picker-table"
        />
      )}
    />
  );
}
