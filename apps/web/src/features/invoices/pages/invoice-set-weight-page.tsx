import { Alert, Button, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { CheckIcon } from '../../../components/icons';
import { NumberTextInput } from '../../../components/number-text-input';
import { useOrderDetail } from '../../../components/orders/order-detail-modal';
import { AddOrdersButton } from '../components/add-orders-button';
import { ChosenOrderActions } from '../components/chosen-order-actions';
import { ChosenOrdersTable } from '../components/chosen-orders-table';
import { InvoiceWizardFrame } from '../components/invoice-wizard-frame';
import { WizardFooter } from '../components/wizard-footer';
import { setWeight } from '../wizard/invoice-wizard-store';
import { useInvoiceSubmit } from '../wizard/use-invoice-submit';
import { useInvoiceWizard } from '../wizard/use-invoice-wizard';
import { wizardPaths } from '../wizard/wizard-paths';

/**
 * /stores/invoices/setWeight (spec 1 "Invoice wizard" step 3): grams per order (a whole number from 0), save as a
 * draft (the server prices each order and the fees are shown) or save and confirm, which returns to the list.
 * A save on the chosen-orders step without every weight lands here, saying so.
 */
export function InvoiceSetWeightPage() {
  const { t } = useTranslation();
  const { storeId, invoiceId, state, update, invoice } = useInvoiceWizard();
  const submit = useInvoiceSubmit({ storeId, invoiceId, state, stayOn: 'setWeight' });
  const detail = useOrderDetail(storeId);
  const orders = state?.orders ?? [];

  return (
    <InvoiceWizardFrame step="setWeight" invoiceId={invoiceId} invoice={invoice} isConfirming={submit.isConfirming}>
      {submit.weightsNeeded ? (
        <Alert color="yellow" title={t('invoiceUi:wizard.weightsFirstTitle')} data-testid="weights-needed">
          {t('invoiceUi:wizard.weightsFirst')}
        </Alert>
      ) : null}
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
        {orders.length === 0 ? (
          <EmptyState text={t('invoiceUi:manage.empty')} action={<AddOrdersButton invoiceId={invoiceId} />} />
        ) : (
          <ChosenOrdersTable
            orders={orders}
            weightCell={(o) => (
              <NumberTextInput
                size="sm"
                value={o.weight}
                onChange={(value) => {
                  submit.clearIssue(o.orderId);
                  update((s) => setWeight(s, o.orderId, value));
                }}
                rightSection={
                  <Text fz="xs" c="dimmed">
                    {t('invoiceUi:weight.unit')}
                  </Text>
                }
                rightSectionWidth={48}
                aria-label={t('invoiceUi:weight.label', { name: o.name })}
                placeholder={t('invoiceUi:weight.placeholder')}
                error={submit.issueOf(o.orderId)}
                data-testid="weight-input"
              />
            )}
            actions={(o) => <ChosenOrderActions order={o} onDetails={detail.show} />}
          />
        )}
      </Paper>
      <WizardFooter backTo={wizardPaths.manage(invoiceId)} onSave={submit.save} isSaving={submit.isSaving} testPrefix="weight">
        <Button
          leftSection={<CheckIcon size={16} />}
          onClick={submit.saveAndConfirm}
          disabled={submit.isSaving}
          data-testid="weight-confirm"
        >
          {t('invoiceUi:actions.saveAndConfirm')}
        </Button>
      </WizardFooter>
      {detail.modal}
    </InvoiceWizardFrame>
  );
}
