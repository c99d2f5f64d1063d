import { maxGramsOf } from '@songdee/shared/mailing/parcel-rules';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../app/navigation/paths';
import { confirmAction } from '../../../components/confirm-dialog';
import { isApiError } from '../../../lib/api-client';
import { messageText } from '../../../lib/i18n-keys';
import { notifyApiError, notifyError, notifySuccess } from '../../../lib/notify';
import type { Invoice, InvoiceInput } from '../api/invoices-api';
import { useConfirmInvoice, useSaveInvoice } from '../api/use-invoices';
import { issuesByOrder, toInvoiceInput, type WizardState, weightIssues } from './invoice-wizard-store';
import { resetInvoiceWizard } from './use-invoice-wizard';
import { type WizardStep, wizardPaths } from './wizard-paths';

interface InvoiceSubmitOptions {
  storeId: string;
  invoiceId: string | null;
  state: WizardState | null;
  /** The step that shows the saved draft (with the server's fees) after a plain save. */
  stayOn: WizardStep;
}

/** What the chosen-orders step hands the set-weight step when a save there needs weights first. */
interface WeightsNeeded {
  weightsNeeded?: boolean;
}

/**
 * Save (a draft: POST for a new invoice, PUT for an edited one) and "save and confirm" (the same save, then
 * confirm; spec 1 section 4). Nothing is sent while an order lacks a valid weight; the wizard's unsaved state is
 * forgotten once the server has it. Weights are asked on the set-weight step: a save on an earlier step that lacks
 * them leads there, where each order missing one says so.
 */
export function useInvoiceSubmit({ storeId, invoiceId, state, stayOn }: InvoiceSubmitOptions) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const saveInvoice = useSaveInvoice(storeId);
  const confirmInvoice = useConfirmInvoice(storeId);
  const [issues, setIssues] = useState<Record<string, string>>({});
  // Set while saving and confirming: the confirmed answer must not make the page redirect to the view before
  // the flow returns to the list.
  const [isConfirming, setConfirming] = useState(false);

  const forget = (saved: Invoice) => {
    resetInvoiceWizard(storeId, invoiceId);
    resetInvoiceWizard(storeId, saved.id);
  };
  const showSaved = (saved: Invoice) => {
    forget(saved);
    navigate(wizardPaths[stayOn](saved.id), { replace: true });
  };

  // Arrived from a save that needed weights: the orders without one say so at once.
  const weightsNeeded = stayOn === 'setWeight' && (location.state as WeightsNeeded | null)?.weightsNeeded === true;
  const shownNeeded = useRef(false);
  useEffect(() => {
    if (!weightsNeeded || !state || shownNeeded.current) return;
    shownNeeded.current = true;
    setIssues(weightIssues(state));
  }, [weightsNeeded, state]);

  const checked = (): InvoiceInput | null => {
    if (!state) return null;
    const result = toInvoiceInput(state);
    if (!result.ok && result.reason === 'weights' && stayOn !== 'setWeight') {
      navigate(wizardPaths.setWeight(invoiceId), { state: { weightsNeeded: true } satisfies WeightsNeeded });
      return null;
    }
    setIssues(result.ok ? {} : result.issues);
    if (result.ok) return result.input;
    notifyError(result.reason === 'ordersRequired' ? 'invoice:ordersRequired' : 'invoiceUi:wizard.checkWeights');
    return null;
  };

  const run = (input: InvoiceInput, confirm: boolean) => {
    const orderIds = input.orders.map((o) => o.orderId);
    setConfirming(confirm);
    saveInvoice.mutate(
      { invoiceId, input },
      {
        onSuccess: (saved) => {
          if (!confirm) {
            notifySuccess('invoiceUi:wizard.saved', { number: saved.invoiceNumber });
            showSaved(saved);
            return;
          }
          confirmInvoice.mutate(saved.id, {
            onSuccess: (confirmed) => {
              forget(confirmed);
              notifySuccess('invoiceUi:wizard.confirmed', { number: confirmed.invoiceNumber });
              // A confirmed invoice returns to the list (spec 1 section 4).
              navigate(paths.storeInvoices);
            },
            onError: (error) => {
              setConfirming(false);
              notifyApiError(error);
              showSaved(saved);
            },
          });
        },
        onError: (error) => {
          setConfirming(false);
          const byOrder = isApiError(error) ? issuesByOrder(error.issues, orderIds) : {};
          if (Object.keys(byOrder).length === 0) return notifyApiError(error);
          setIssues(byOrder);
          notifyError('invoiceUi:wizard.checkWeights');
        },
      },
    );
  };

  return {
    isSaving: saveInvoice.isPending || confirmInvoice.isPending,
    isConfirming,
    /** On the set-weight step after a save elsewhere that needed weights: the step says what to do. */
    weightsNeeded,
    /** The translated problem of one order's weight, if any. */
    issueOf: (orderId: string) => {
      const service = state?.orders.find((o) => o.orderId === orderId)?.deliveryOptionId;
      return messageText(t, issues[orderId], {
        maximum: maxGramsOf(service),
      });
    },
    clearIssue: (orderId: string) =>
      setIssues((current) => {
        if (!(orderId in current)) return current;
        const { [orderId]: _, ...rest } = current;
        return rest;
      }),
    save: () => {
      const input = checked();
      if (input) run(input, false);
    },
    /** Asks first: a confirmed invoice can no longer be edited or deleted. */
    saveAndConfirm: () => {
      const input = checked();
      if (!input) return;
      confirmAction({
        title: t('invoiceUi:wizard.confirmTitle'),
        message: t('invoiceUi:wizard.confirmMessage', { count: input.orders.length }),
        confirmLabel: t('invoiceUi:actions.saveAndConfirm'),
        danger: false,
        onConfirm: () => run(input, true),
      });
    },
  };
}
