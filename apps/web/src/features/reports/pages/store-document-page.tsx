import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Heading } from '../../../components/heading';
import { DownloadIcon } from '../../../components/icons';
import { useSellerStore } from '../../../lib/seller-store';
import { reportsApi, type StoreDocument } from '../api/reports-api';
import { DateRangeFields, useDateRange } from '../components/date-range-fields';
import { StoreReportFrame } from '../components/store-report-frame';

/**
 * ordersummary, productsummary, deliverysummary: a start and an end date, both required, then the PDF
 * (spec 2 "Store reports"). The dates are checked with the API's rule before the download starts.
 */
export function StoreDocumentPage({ doc }: { doc: StoreDocument }) {
  const { t } = useTranslation();
  const { storeId } = useSellerStore();
  const dates = useDateRange();

  const download = () => {
    const range = dates.check();
    if (!range) return;
    const link = document.createElement('a');
    link.href = reportsApi.storeDocumentUrl(storeId, doc, range.start, range.end);
    link.download = `${doc}-${range.start.replaceAll('/', '')}-${range.end.replaceAll('/', '')}.pdf`;
    link.click();
  };

  return (
    <StoreReportFrame current={doc}>
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }} data-testid="store-document">
        <Stack gap="md">
          <Heading title={t(`reportUi:store.documents.${doc}.title`)} description={t(`reportUi:store.documents.${doc}.description`)} />
          <Text fz="sm">{t('reportUi:store.documents.hint')}</Text>
          <DateRangeFields state={dates} />
          <Group>
            <Button leftSection={<DownloadIcon size={16} />} onClick={download} data-testid="download-pdf">
              {t('reportUi:downloadPdf')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </StoreReportFrame>
  );
}
