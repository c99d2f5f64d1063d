import { Button, Container, Paper, Progress, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/navigation/paths';
import { EmptyState, ListSkeleton } from '../../../components/empty-state';
import { ParcelIcon, PlusIcon } from '../../../components/icons';
import { PageHeader } from '../../../components/layout/page-header';
import { TableHead } from '../../../components/lists/table-head';
import { formatNumber } from '../../../lib/format';
import { apiErrorMessage } from '../../../lib/notify';
import { useShippingStore } from '../../../lib/shipping-store';
import { useStock } from '../api/use-reserves';

/**
 * /stores/stockbarcode (spec 2 "Stock"): per box size, the service type name, every barcode the confirmed
 * reservations granted (LimitBarcode) and those still unused (RemainBarcode); reserving more is one click away.
 */
export function StockBarcodePage() {
  const { t, i18n } = useTranslation();
  const { storeId } = useShippingStore();
  const stock = useStock(storeId);
  const rows = stock.data ?? [];
  const n = (v: number) => formatNumber(v, i18n.language);
  const title = t('mailingUi:stock.title');
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <PageHeader
          title={title}
          description={t('mailingUi:stock.description')}
          crumbs={[{ label: title }]}
          actions={
            <Button component={Link} to={paths.reserve} leftSection={<PlusIcon size={16} />} data-testid="reserve-more">
              {t('reserveUi:stock.reserveMore')}
            </Button>
          }
        />
        <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
          {stock.isPending ? (
            <ListSkeleton />
          ) : stock.isError ? (
            <EmptyState text={apiErrorMessage(stock.error)} />
          ) : rows.length === 0 ? (
            <EmptyState text={t('mailingUi:stock.empty')} icon={<ParcelIcon size={28} />} testId="empty-list" />
          ) : (
            <Table.ScrollContainer minWidth={320}>
              <Table striped verticalSpacing="sm" data-testid="stock-table">
                <TableHead
                  cells={[
                    t('mailingUi:stock.serviceType'),
                    { label: t('mailingUi:stock.limit'), ta: 'right' },
                    { label: t('mailingUi:stock.remain'), ta: 'right' },
                    { w: '30%', visibleFrom: 'sm' },
                  ]}
                />
                <Table.Tbody>
                  {rows.map((row) => (
                    <Table.Tr key={row.boxSizeId} data-testid="stock-row" data-size={row.deliveryTypeSizeName}>
                      <Table.Td fw={600}>{row.deliveryTypeSizeName}</Table.Td>
                      <Table.Td ta="right" data-testid="stock-limit">
                        {n(row.limitBarcode)}
                      </Table.Td>
                      <Table.Td ta="right" fw={700} c={row.remainBarcode === 0 ? 'red' : undefined} data-testid="stock-remain">
                        {n(row.remainBarcode)}
                      </Table.Td>
                      <Table.Td visibleFrom="sm">
                        <Stack gap={2}>
                          <Progress
                            value={row.limitBarcode ? (row.remainBarcode / row.limitBarcode) * 100 : 0}
                            color="teal"
                            aria-label={`${t('mailingUi:stock.remain')} ${row.deliveryTypeSizeName}`}
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
        </Paper>
      </Stack>
    </Container>
  );
}
