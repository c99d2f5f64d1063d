import { Group, Text } from '@mantine/core';
import { INVOICE_PAGE_SIZE, type InvoiceRow, invoiceListQuerySchema } from '@songdee/shared/invoice/invoice.schema';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/navigation/paths';
import { AddButton } from '../../../components/add-button';
import { ListPage } from '../../../components/lists/list-page';
import { deleteAction, deleteTexts, editAction, RowActions, viewAction } from '../../../components/row-actions';
import { StatusBadge } from '../../../components/status-badge';
import { formatDate } from '../../../lib/format';
import { useSellerStore } from '../../../lib/seller-store';
import { useListParams } from '../../../lib/use-list-params';
import { useDeleteInvoice, useInvoices } from '../api/use-invoices';
import { useInvoiceFormat } from '../components/use-invoice-format';
import { resetInvoiceWizard } from '../wizard/use-invoice-wizard';
import { wizardPaths } from '../wizard/wizard-paths';

/**
 * /stores/invoices (spec 1 "Invoice list"): search, "calculate fees from orders", and per invoice its reference
 * code, order count, total fee, status, details, and edit and delete while it is a draft. 10 a page.
 */
export function InvoiceListPage() {
  const { t } = useTranslation();
  const { storeId } = useSellerStore();
  const navigate = useNavigate();
  const { baht } = useInvoiceFormat();
  const list = useListParams(invoiceListQuerySchema, { names: { searchString: 'q' }, sizes: [INVOICE_PAGE_SIZE] });
  const invoices = useInvoices(storeId, list.params);
  const remove = useDeleteInvoice(storeId);

  // The wizard starts from what is saved: unsaved choices of an earlier visit are dropped.
  const startWizard = (invoiceId: string | null) => {
    resetInvoiceWizard(storeId, invoiceId);
    navigate(invoiceId ? wizardPaths.manage(invoiceId) : wizardPaths.choose(null));
  };
  const actions = (row: InvoiceRow) => (
    <RowActions
      subject={row.invoiceNumber}
      actions={[
        viewAction(t('invoiceUi:list.view'), { to: paths.invoiceView(row.id), testId: 'view-invoice' }),
        editAction({ onClick: () => startWizard(row.id), hidden: !row.isEditable, testId: 'edit-invoice' }),
        deleteAction({
          mutation: remove,
          variables: row.id,
          ...deleteTexts('invoiceUi:list', { number: row.invoiceNumber }),
          onDeleted: () => resetInvoiceWizard(storeId, row.id),
          hidden: !row.isEditable,
          testId: 'delete-invoice',
        }),
      ]}
    />
  );

  return (
    <ListPage
      texts="invoiceUi:list"
      actions={<AddButton label={t('invoiceUi:list.calculate')} onClick={() => startWizard(null)} testId="calculate-fees" />}
      query={invoices}
      paging={list}
      search={{ testId: 'list-search' }}
      rows={{
        minWidth: 760,
        striped: true,
        testIds: 'invoice',
        rowProps: (row) => ({ 'data-invoice': row.invoiceNumber }),
        columns: [
          {
            key: 'number',
            header: t('invoiceUi:columns.invoiceNumber'),
            td: { fw: 600, 'data-testid': 'invoice-number' },
            cell: (row) => row.invoiceNumber,
          },
          { key: 'date', header: t('invoiceUi:columns.date'), cell: (row) => formatDate(row.createdDate) },
          {
            key: 'orders',
            header: t('invoiceUi:columns.orderCount'),
            ta: 'right',
            td: { 'data-testid': 'invoice-order-count' },
            cell: (row) => row.orderCount,
          },
          {
            key: 'total',
            header: t('invoiceUi:columns.totalFee'),
            ta: 'right',
            td: { fw: 600, style: { whiteSpace: 'nowrap' }, 'data-testid': 'invoice-total' },
            cell: (row) => baht(row.totalPrice),
          },
          {
            key: 'status',
            header: t('invoiceUi:columns.status'),
            cell: (row) => <StatusBadge kind="invoice" statusKey={row.status.referenceKey} />,
          },
          { key: 'actions', cell: actions },
        ],
        card: (row) => (
          <>
            <Group justify="space-between">
              <Text fw={700} data-testid="invoice-number">
                {row.invoiceNumber}
              </Text>
              <StatusBadge kind="invoice" statusKey={row.status.referenceKey} />
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
          </>
        ),
      }}
    />
  );
}
