import { Progress, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { useShippingStore } from '../../../lib/shipping-store';
import { useBarcodeStock } from '../api/use-mailings';
import { EmptyList, ListLoading, MailingPage } from '../components/mailing-page';

/** /stores/stockbarcode (spec 2): ready-to-send box barcodes per size, total (LimitBarcode) and remaining. */
export function StockBarcodePage() {
  const { t, i18n } = useTranslation();
  const { storeId } = useShippingStore();
  const stock = useBarcodeStock(storeId);
  const rows = stock.data ?? [];
  const n = (v: number) => formatNumber(v, i18n.language);
  return (
    <MailingPage title={t('mailingUi:stock.title')} description={t('mailingUi:stock.description')}>
      {stock.isPending ? (
        <ListLoading />
      ) : rows.length === 0 ? (
        <EmptyList text={t('mailingUi:stock.empty')} />
      ) : (
        <Table.ScrollContainer minWidth={420}>
          <Table striped verticalSpacing="sm" data-testid="stock-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('mailingUi:stock.serviceType')}</Table.Th>
                <Table.Th ta="right">{t('mailingUi:stock.limit')}</Table.Th>
                <Table.Th ta="right">{t('mailingUi:stock.remain')}</Table.Th>
                <Table.Th w="30%" visibleFrom="sm" />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.deliveryTypeSizeId} data-testid="stock-row">
                  <Table.Td fw={600}>{row.deliveryTypeSizeName}</Table.Td>
                  <Table.Td ta="right">{n(row.limitBarcode)}</Table.Td>
                  <Table.Td ta="right" fw={700} c={row.remainBarcode === 0 ? 'red' : undefined} data-testid="stock-remain">
                    {n(row.remainBarcode)}
                  </Table.Td>
                  <Table.Td visibleFrom="sm">
                    <Stack gap={2}>
                      <Progress
                        value={row.limitBarcode ? (row.remainBarcode / row.limitBarcode) * 100 : 0}
                        color="teal"
                        size="md"
                        radius="xl"
                      />
                      <Text fz="xs" c="dimmed">
                        {t('mailingUi:stock.used', { count: row.limitBarcode - row.remainBarcode })}
                      </Text>
                    </Stack>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </MailingPage>
  );
}
