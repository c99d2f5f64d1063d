import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { useOrderDetail } from '../../../components/orders/order-detail-modal';
import { notifyError } from '../../../lib/notify';
import { AddOrdersButton } from '../components/add-orders-button';
import { ChosenOrderActions } from '../components/chosen-order-actions';
import { ChosenOrdersTable } from '../components/chosen-orders-table';
import { InvoiceWizardFrame } from '../components/invoice-wizard-frame';
import { useInvoiceFormat } from '../components/use-invoice-format';
import { WizardFooter } from '../components/wizard-footer';
import { removeOrder } from '../wizard/invoice-wizard-store';
import { useInvoiceSubmit } from '../wizard/use-invoice-submit';
import { useInvoiceWizard } from '../wizard/use-invoice-wizard';
import { wizardPaths } from '../wizard/wizard-paths';

/**
 * /stores/invoices/manage?invoiceId (spec 1 "Invoice wizard" step 2): the chosen orders with name, quantity,
 * price, main service and weight; remove, details; "add orders" back to step 1, save (a draft) and next.
 */
export function InvoiceManagePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { storeId, invoiceId, state, update, invoice } = useInvoiceWizard();
  const submit = useInvoiceSubmit({ storeId, invoiceId, state, stayOn: 'manage' });
  const { grams } = useInvoiceFormat();
  const detail = useOrderDetail(storeId);
  const orders = state?.orders ?? [];

  const next = () => {
    if (orders.length === 0) return notifyError('invoice:ordersRequired');
    navigate(wizardPaths.setWeight(invoiceId));
  };
  return (
    <InvoiceWizardFrame step="manage" invoiceId={invoiceId} invoice={invoice}>
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
        {orders.length === 0 ? (
          <EmptyState text={t('invoiceUi:manage.empty')} action=<AddOrdersButton invoiceId={invoiceId} /> />
        ) : (
          <Stack gap="md">
            <Group justify="space-between">
              <Text fw={600}>{t('invoiceUi:manage.chosenTitle')}</Text>
              <AddOrdersButton invoiceId={invoiceId} />
            </Group>
            <ChosenOrdersTable
              orders={orders}
              weightCell={(o) => {
                const issue = submit.issueOf(o.orderId);
                return (
                  <Stack gap={0}>
                    <Text fz="sm" c={o.weight === null ? 'dimmed' : undefined} data-testid="order-weight">
                      {o.weight === null ? t('invoiceUi:manage.noWeight') : grams(o.weight)}
                    </Text>
                    {issue ? (
                      <Text fz="xs" c="red" data-testid="weight-error">
                        {issue}
                      </Text>
                    ) : null}
                  </Stack>
                );
              }}
              actions={(o) => (
                <ChosenOrderActions order={o} onDetails={detail.show} onRemove={(orderId) => update((s) => removeOrder(s, orderId))} />
              )}
            />
          </Stack>
        )}
      </Paper>
      <WizardFooter backTo={wizardPaths.choose(invoiceId)} onSave={submit.save} isSaving={submit.isSaving} testPrefix="manage">
        <Button onClick={next} disabled={submit.isSaving} data-testid="manage-next">
          {t('invoiceUi:manage.next')}
        </Button>
      </WizardFooter>
      {detail.modal}
    </InvoiceWizardFrame>
  );
}
