import { Button, Group, Paper, Text } from '@mantine/core';
import { INVOICE_PAGE_SIZE, invoiceListQuerySchema } from '@songdee/shared/invoice/invoice.schema';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ListView } from '../../../components/lists/list-page';
import { useOrderDetail } from '../../../components/orders/order-detail-modal';
import { notifyError } from '../../../lib/notify';
import { useListParams } from '../../../lib/use-list-params';
import { useAvailableForInvoice } from '../api/use-invoices';
import { InvoiceWizardFrame } from '../components/invoice-wizard-frame';
import { type ChoiceRow, OrderChoiceList } from '../components/order-choice-list';
import { chooseOrders, isChosen, toggleOrder, wizardFromInvoice, wizardOrderFromChoice } from '../wizard/invoice-wizard-store';
import { useInvoiceWizard } from '../wizard/use-invoice-wizard';
import { wizardPaths } from '../wizard/wizard-paths';

/**
 * /stores/invoices/chooseOrder (spec 1 "Invoice wizard" step 1): paid orders on no invoice, with search, details
 * and paging of 10. When a draft is edited its own orders are not "available" on the server, so they are listed
 * first (on page 1) from the draft itself.
 */
export function InvoiceChooseOrderPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { storeId, invoiceId, state, update, invoice } = useInvoiceWizard();
  const list = useListParams(invoiceListQuerySchema, { names: { searchString: 'q' }, sizes: [INVOICE_PAGE_SIZE] });
  const available = useAvailableForInvoice(storeId, list.params);
  const detail = useOrderDetail(storeId);

  const needle = list.searchString.toLowerCase();
  const draftRows: ChoiceRow[] =
    invoiceId && invoice.data && list.page === 1
      ? wizardFromInvoice(invoice.data)
          .orders.filter((o) => o.name.toLowerCase().includes(needle))
          .map((order) => ({ order, isOnInvoice: true }))
      : [];
  const rows: ChoiceRow[] = [
    ...draftRows,
    ...(available.data?.contents ?? []).map((c) => ({ order: wizardOrderFromChoice(c), isOnInvoice: false })),
  ];
  const chosenCount = state?.orders.length ?? 0;

  const next = () => {
    if (chosenCount === 0) return notifyError('invoice:ordersRequired');
    navigate(wizardPaths.manage(invoiceId));
  };

  return (
    <InvoiceWizardFrame step="choose" invoiceId={invoiceId} invoice={invoice}>
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
        <ListView
          // The draft's own orders show above the page, so the list is not empty while they do.
          query={{ isPending: available.isPending, data: available.data && { ...available.data, contents: rows } }}
          paging={list}
          search={{
            value: list.searchString,
            placeholder: t('invoiceUi:choose.search'),
            onSearch: list.setSearch,
            testId: 'choose-search',
          }}
          empty={{ text: t(list.searchString ? 'invoiceUi:choose.emptySearch' : 'invoiceUi:choose.empty') }}
        >
          {(shown) => (
            <OrderChoiceList
              rows={shown}
              isChosen={(orderId) => (state ? isChosen(state, orderId) : false)}
              onToggle={(order) => update((s) => toggleOrder(s, order))}
              onToggleAll={(orders, choose) => update((s) => chooseOrders(s, orders, choose))}
              onDetails={detail.show}
            />
          )}
        </ListView>
      </Paper>
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
        <Group justify="space-between">
          <Text fw={600} data-testid="chosen-count">
            {t('invoiceUi:choose.chosen', { count: chosenCount })}
          </Text>
          <Button onClick={next} data-testid="choose-next">
            {t('invoiceUi:choose.next')}
          </Button>
        </Group>
      </Paper>
      {detail.modal}
    </InvoiceWizardFrame>
  );
}
