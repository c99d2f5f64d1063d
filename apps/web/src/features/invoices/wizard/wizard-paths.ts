import { paths } from '../../../app/navigation/paths';

const withInvoice = (path: string, invoiceId: string | null) => (invoiceId ? `${path}?invoiceId=${encodeURIComponent(invoiceId)}` : path);

/** The wizard's three steps (spec 1 "Invoice wizard"); each carries the edited invoice's id, none for a new one. */
export const wizardPaths = {
  choose: (invoiceId: string | null) => withInvoice(paths.invoiceChooseOrder, invoiceId),
  manage: (invoiceId: string | null) => paths.invoiceManage(invoiceId ?? undefined),
  setWeight: (invoiceId: string | null) => withInvoice(paths.invoiceSetWeight, invoiceId),
};

export const WIZARD_STEPS = ['choose', 'manage', 'setWeight'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];
