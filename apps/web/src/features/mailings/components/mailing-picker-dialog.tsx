import type { Mailing } from '@songdee/shared/mailing/mailing.schema';
import { useTranslation } from 'react-i18next';
import { useMailings } from '../api/use-mailings';
import { MailingTable } from './mailing-table';
import { MultiPickerDialog } from './multi-picker-dialog';
import { usePickerParams } from './picker-dialog';

const PAGE_SIZES = [10, 50, 100] as const;

interface MailingPickerProps {
  storeId: string;
  opened: boolean;
  onClose: () => void;
  chosenIds: ReadonlySet<string>;
  room: number;
  onPick: (mailings: Mailing[]) => void;
}

/**
 * The print screen's picker (spec 1 section 2 "Mailing print"): mailings waiting for delivery, searched by
 * barcode or recipient, 10/50/100 a page, select all on the page, never past the maximum of a lot.
 */
export function MailingPickerDialog({ storeId, opened, onClose, chosenIds, room, onPick }: MailingPickerProps) {
  const { t } = useTranslation();
  const [params, setParams] = usePickerParams();
  const mailings = useMailings(storeId, { ...params, onlyNotDelivery: true }, opened);
  return (
    <MultiPickerDialog
      opened={opened}
      onClose={onClose}
      title={t('mailingUi:print.pickerTitle')}
      size="80rem"
      testId="mailing-picker"
      searchPlaceholder={t('mailingUi:print.pickerSearch')}
      params={params}
      setParams={setParams}
      query={mailings}
      pageSizes={PAGE_SIZES}
      emptyText={t('mailingUi:print.nothingToPick')}
      chosenIds={chosenIds}
      room={room}
      onPick={onPick}
      renderRows={(rows, pick) => (
        <MailingTable
          mailings={rows}
          offset={(params.page - 1) * params.size}
          columns={['barcode', 'recipient', 'weight', 'cost', 'service']}
          isSelected={(m) => pick.isChosen(m) || pick.isPicked(m)}
          onSelect={(m, on) => !pick.isChosen(m) && pick.toggle(m, on)}
          testId="picker-table"
        />
      )}
    />
  );
}
