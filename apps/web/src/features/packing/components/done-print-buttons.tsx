import { Button } from '@mantine/core';
import type { PackingList } from '@songdee/shared/packing/packing.schema';
import { useTranslation } from 'react-i18next';
import { DownloadIcon, ListIcon } from '../../../components/icons';
import { useLabelPrint } from '../../../components/labels/label-print-dialog';
import { packingApi } from '../api/packing-api';

/**
 * Print labels (the label-size popup, then the PDF of every labelled box) and print the hand-over list
 * (one PDF holding both copies); both wait for at least one label.
 */
export function DonePrintButtons({ storeId, list }: { storeId: string; list: PackingList }) {
  const { t } = useTranslation();
  const labelPrint = useLabelPrint();
  const none = list.totals.labelled === 0;
  return (
    <>
      <Button
        variant="light"
        leftSection={<DownloadIcon size={16} />}
        disabled={none}
        onClick={() =>
          labelPrint.open({
            count: list.totals.labelled,
            urlFor: (choice) => packingApi.labelsPdfUrl(storeId, list.id, choice),
          })
        }
        {...labelPrint.preloadOn}
        data-testid="print-labels"
      >
        {t('packingUi:done.printLabels')}
      </Button>
      <Button
        variant="light"
        leftSection={<ListIcon size={16} />}
        disabled={none}
        onClick={() => window.open(packingApi.handoverPdfUrl(storeId, list.id), '_blank')}
        data-testid="print-handover"
      >
        {t('packingUi:done.printHandover')}
      </Button>
      {labelPrint.dialog}
    </>
  );
}
