import { Button, Container, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { INVOICE_PAGE_SIZE, type InvoiceRow } from '@songdee/shared/invoice/invoice.schema';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/navigation/paths';
import { confirmAction } from '../../../components/confirm-dialog';
import { EditIcon, ListIcon, PlusIcon, TrashIcon } from '../../../components/icons';
import { PageHeader } from '../../../components/page-header';
import { formatDate } from '../../../lib/format';
import { notifyApiError, notifySuccess } from '../../../lib/notify';
import { useSellerStore } from '../../../lib/seller-store';
import { useWideScreen } from '../../../lib/use-wide-screen';
import { useDeleteInvoice, useInvoices } from '../api/use-invoices';
import { InvoiceStatusBadge } from '../components/invoice-status-badge';
import { ListPanel } from '../components/list-panel';
import { TipAction } from '../components/tip-action';
import { useInvoiceFormat } from '../components/use-invoice-format';
import { useListParams } from '../components/use-list-params';
import { resetInvoiceWizard } from '../wizard/use-invoice-wizard';
import { wizardPaths } from '../wizard/wizard-paths';

/**
 * /stores/invoices (spec 1 "Invoice list"): search, "calculate fees from orders", and per invoice its reference
 * code, order count, total fee, status, details, and edit and delete while it is a draft. 10 a page.
 */
export function InvoiceListPage() {
  const { t } = useTranslation();
  const { storeId } = useSellerStore();
  const isWide = useWideScreen();
  const navigate = useNavigate();
  const { baht } = useInvoiceFormat();
  const list = useListParams();
  const invoices = useInvoices(storeId, { page: list.page, size: INVOICE_PAGE_SIZE, searchString: list.searchString });
  const remove = useDeleteInvoice(storeId);
  const rows = invoices.data?.contents ?? [];

  // The wizard starts from what is saved: unsaved choices of an earlier visit are dropped.
  const startWizard = (invoiceId: string | null) => {
    resetInvoiceWizard(storeId, invoiceId);
    navigate(invoiceId ? wizardPaths.manage(invoiceId) : wizardPaths.choose(null));
  };
  const askDelete = (row: InvoiceRow) =>
    confirmAction({
      title: t('invoiceUi:list.deleteTitle'),
      message: t('invoiceUi:list.deleteMessage', { number: row.invoiceNumber }),
      confirmLabel: t('common:actions.delete'),
      onConfirm: () =>
        remove.mutate(row.id, {
          onSuccess: () => {
            resetInvoiceWizard(storeId, row.id);
            notifySuccess(t('invoiceUi:list.deleted', { number: row.invoiceNumber }));
          },
          onError: notifyApiError,
        }),
    });

  const actions = (row: InvoiceRow) => (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <TipAction
        label={t('invoiceUi:list.view')}
        subject={row.invoiceNumber}
        icon={<ListIcon size={18} />}
        to={paths.invoiceView(row.id)}
        testId="view-invoice"
      />
      {row.isEditable ? (
        <>
          <TipAction
            label={t('common:actions.edit')}
            subject={row.invoiceNumber}
            icon={<EditIcon size={18} />}
            onClick={() => startWizard(row.id)}
            testId="edit-invoice"
          />
          <TipAction
            label={t('common:actions.delete')}
            subject={row.invoiceNumber}
            icon={<TrashIcon size={18} />}
            color="red"
            onClick={() => askDelete(row)}
            testId="delete-invoice"
          />
        </>
      ) : null}
    </Group>
  );

  return (
    <Container size="xl" py={{ base: 'lg', sm: 32 }}>
      <Stack gap="lg">
        <PageHeader
          title={t('invoiceUi:list.title')}
          description={t('invoiceUi:list.subtitle')}
          crumbs={[{ label: t('invoiceUi:list.title') }]}
          actions={
            <Button leftSection={<PlusIcon size={16} />} onClick={() => startWizard(null)} data-testid="calculate-fees">
              {t('invoiceUi:list.calculate')}
            </Button>
          }
        />
        <ListPanel list={list} query={invoices} rowCount={rows.length} section="list">
          {isWide ? (
            <Table.ScrollContainer minWidth={760}>
              <Table verticalSpacing="sm" highlightOnHover striped data-testid="invoice-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('invoiceUi:columns.invoiceNumber')}</Table.Th>
                    <Table.Th>{t('invoiceUi:columns.date')}</Table.Th>
                    <Table.Th ta="right">{t('invoiceUi:columns.orderCount')}</Table.Th>
                    <Table.Th ta="right">{t('invoiceUi:columns.totalFee')}</Table.Th>
                    <Table.Th>{t('invoiceUi:columns.status')}</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((row) => (
                    <Table.Tr key={row.id} data-testid="invoice-row" data-invoice={row.invoiceNumber}>
                      <Table.Td fw={600} data-testid="invoice-number">
                        {row.invoiceNumber}
                      </Table.Td>
                      <Table.Td>{formatDate(row.createdDate)}</Table.Td>
                      <Table.Td ta="right" data-testid="invoice-order-count">
                        {row.orderCount}
                      </Table.Td>
                      <Table.Td ta="right" fw={600} style={{ whiteSpace: 'nowrap' }} data-testid="invoice-total">
                        {baht(row.totalPrice)}
                      </Table.Td>
                      <Table.Td>
                        <InvoiceStatusBadge statusKey={row.status.referenceKey} />
                      </Table.Td>
                      <Table.Td>{actions(row)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          ) : (
            <Stack gap="sm">
              {rows.map((row) => (
                <Paper key={row.id} withBorder radius="md" p="sm" data-testid="invoice-row" data-invoice={row.invoiceNumber}>
                  <Group justify="space-between">
                    <Text fw={700} data-testid="invoice-number">
                      {row.invoiceNumber}
                    </Text>
                    <InvoiceStatusBadge statusKey={row.status.referenceKey} />
                  </Group>
                  <Text fz="sm" c="dimmed">
                    {formatDate(row.createdDate)} · {t('invoiceUi:totals.orders', { count: row.orderCount })}
                  </Text>
                  <Group justify="space-between" mt={6}>
                    <Text fw={700} data-testid="invoice-total">
                      {baht(row.totalPrice)}
                    </Text>
                    {actions(row)}
                  </Group>
                </Paper>
              ))}
            </Stack>
          )}
        </ListPanel>
      </Stack>
    </Container>
  );
}
