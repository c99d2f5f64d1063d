import { Alert, Button, Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/navigation/paths';
import { LoadedRecord } from '../../../components/empty-state';
import { EditIcon } from '../../../components/icons';
import { PageFrame } from '../../../components/layout/page-frame';
import { BackButton } from '../../../components/link-button';
import { TableHead } from '../../../components/lists/table-head';
import { StatusBadge } from '../../../components/status-badge';
import { formatDate } from '../../../lib/format';
import { useSellerStore } from '../../../lib/seller-store';
import { useRecordId } from '../../../lib/use-record-id';
import { useWideScreen } from '../../../lib/use-wide-screen';
import type { Invoice } from '../api/invoices-api';
import { useInvoice } from '../api/use-invoices';
import { useInvoiceFormat } from '../components/use-invoice-format';
import { resetInvoiceWizard } from '../wizard/use-invoice-wizard';
import { wizardPaths } from '../wizard/wizard-paths';

/**
 * /stores/invoices/view?invoiceId (spec 1 "Invoice view", read-only): reference code and status, the orders with
 * parcel barcode, service, weight and service cost, and the totals of weight and cost.
 */
export function InvoiceViewPage() {
  const { t } = useTranslation();
  const { storeId } = useSellerStore();
  const invoiceId = useRecordId('invoiceId');
  const invoice = useInvoice(storeId, invoiceId);
  const title = invoice.data ? t('invoiceUi:view.title', { number: invoice.data.invoiceNumber }) : t('invoiceUi:view.titleLoading');

  return (
    <PageFrame title={title} crumbs={[{ label: t('invoiceUi:list.title'), to: paths.storeInvoices }, { label: title }]}>
      {!invoiceId ? (
        <Alert color="red">{t('errors:INVOICE_NOT_FOUND')}</Alert>
      ) : (
        <LoadedRecord query={invoice} errorTestId="invoice-load-error">
          {(loaded) => <InvoiceDetail invoice={loaded} storeId={storeId} />}
        </LoadedRecord>
      )}
      <Group>
        <BackButton to={paths.storeInvoices} label={t('invoiceUi:actions.backToList')} />
      </Group>
    </PageFrame>
  );
}

function InvoiceDetail({ invoice, storeId }: { invoice: Invoice; storeId: string }) {
  const { t } = useTranslation();
  const isWide = useWideScreen();
  const navigate = useNavigate();
  const { baht, grams } = useInvoiceFormat();
  const fact = (label: string, value: ReactNode, testId?: string) => (
    <div>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} component="div" data-testid={testId}>
        {value}
      </Text>
    </div>
  );
  const edit = () => {
    resetInvoiceWizard(storeId, invoice.id);
    navigate(wizardPaths.manage(invoice.id));
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }} data-testid="invoice-view">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="lg" style={{ flex: 1 }}>
            {fact(t('invoiceUi:columns.invoiceNumber'), invoice.invoiceNumber, 'view-invoice-number')}
            {fact(t('invoiceUi:columns.status'), <StatusBadge kind="invoice" statusKey={invoice.status.referenceKey} />)}
            {fact(t('invoiceUi:columns.date'), formatDate(invoice.createdDate))}
            {fact(t('invoiceUi:columns.orderCount'), invoice.orders.length)}
          </SimpleGrid>
          {invoice.isEditable ? (
            <Button variant="light" leftSection={<EditIcon size={16} />} onClick={edit} data-testid="view-edit">
              {t('common:actions.edit')}
            </Button>
          ) : null}
        </Group>
        {isWide ? (
          <Table.ScrollContainer minWidth={720}>
            <Table verticalSpacing="sm" striped data-testid="invoice-orders">
              <TableHead
                cells={[
                  t('invoiceUi:columns.orderName'),
                  t('invoiceUi:columns.barcode'),
                  t('invoiceUi:columns.service'),
                  { label: t('invoiceUi:columns.weight'), ta: 'right' },
                  { label: t('invoiceUi:columns.serviceCost'), ta: 'right' },
                ]}
              />
              <Table.Tbody>
                {invoice.orders.map((o) => (
                  <Table.Tr key={o.orderId} data-testid="invoice-order-row" data-order={o.name}>
                    <Table.Td fw={600}>{o.name}</Table.Td>
                    <Table.Td ff={o.barcode ? 'monospace' : undefined}>{o.barcode ?? '-'}</Table.Td>
                    <Table.Td>{o.serviceName}</Table.Td>
                    <Table.Td ta="right">{grams(o.weight)}</Table.Td>
                    <Table.Td ta="right">{baht(o.serviceCost)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
              <Table.Tfoot>
                <Table.Tr>
                  <Table.Th colSpan={3}>{t('invoiceUi:totals.total')}</Table.Th>
                  <Table.Th ta="right" data-testid="view-total-weight">
                    {grams(invoice.totals.weight)}
                  </Table.Th>
                  <Table.Th ta="right" data-testid="view-total-cost">
                    {baht(invoice.totals.cost)}
                  </Table.Th>
                </Table.Tr>
              </Table.Tfoot>
            </Table>
          </Table.ScrollContainer>
        ) : (
          <Stack gap="sm" data-testid="invoice-orders">
            {invoice.orders.map((o) => (
              <Paper key={o.orderId} withBorder radius="md" p="sm" data-testid="invoice-order-row" data-order={o.name}>
                <Group justify="space-between">
                  <Text fw={700}>{o.name}</Text>
                  <Text fw={700}>{baht(o.serviceCost)}</Text>
                </Group>
                <Text fz="sm" c="dimmed">
                  {o.serviceName} · {grams(o.weight)}
                </Text>
                <Text fz="sm">
                  {t('invoiceUi:columns.barcode')}: <span style={{ fontFamily: 'monospace' }}>{o.barcode ?? '-'}</span>
                </Text>
              </Paper>
            ))}
            <Group justify="space-between" px="sm">
              <Text fw={700}>{t('invoiceUi:totals.total')}</Text>
              <Text fw={700}>
                <span data-testid="view-total-weight">{grams(invoice.totals.weight)}</span> ·{' '}
                <span data-testid="view-total-cost">{baht(invoice.totals.cost)}</span>
              </Text>
            </Group>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
