import { type Invoice, type InvoiceInput, type InvoiceOrderChoice, invoiceWeightSchema } from '@songdee/shared/invoice/invoice.schema';
import { maxGramsOf } from '@songdee/shared/mailing/parcel-rules';
import type { TFunction } from 'i18next';

/** One chosen order as the wizard shows it; weight grams (null until typed), fee satang as the server last priced it. */
export interface WizardOrder {
  orderId: string;
  name: string;
  recipientName: string;
  totalQty: number;
  /** Satang. */
  totalPrice: number;
  /** Names the service in the language of the screen; serviceName is the server's name when the order was chosen. */
  deliveryOptionId: string;
  serviceName: string;
  weight: number | null;
  /** Satang; null until the server prices this weight (on save). */
  serviceCost: number | null;
}

/** The wizard's state between its three routes: the chosen orders in the order they were chosen. */
export interface WizardState {
  orders: WizardOrder[];
}

export type WizardStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The wizard of a new invoice is kept under "new", an edited draft under its id; per store. */
export const wizardStorageKey = (storeId: string, invoiceId: string | null) => `songdee.invoiceWizard.${storeId}.${invoiceId ?? 'new'}`;

const isWizardOrder = (value: unknown): value is WizardOrder => {
  const o = value as Partial<WizardOrder> | null;
  return (
    typeof o === 'object' &&
    o !== null &&
    typeof o.orderId === 'string' &&
    typeof o.name === 'string' &&
    typeof o.deliveryOptionId === 'string' &&
    (o.weight === null || typeof o.weight === 'number') &&
    (o.serviceCost === null || typeof o.serviceCost === 'number')
  );
};

/** The stored state, or null when there is none or it is not ours (an old shape, a hand edit). */
export function readWizard(storage: WizardStorage | undefined, key: string): WizardState | null {
  try {
    const raw = storage?.getItem(key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<WizardState>;
    return Array.isArray(parsed.orders) && parsed.orders.every(isWizardOrder) ? { orders: parsed.orders } : null;
  } catch {
    return null;
  }
}

export function writeWizard(storage: WizardStorage | undefined, key: string, state: WizardState): void {
  try {
    storage?.setItem(key, JSON.stringify(state));
  } catch {
    // Storage unavailable (private window, full quota): the wizard still works until a reload.
  }
}

export function clearWizard(storage: WizardStorage | undefined, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}

/** An order picked on the choose step; its last published mailing weight, if any, is the starting weight. */
export function wizardOrderFromChoice(choice: InvoiceOrderChoice): WizardOrder {
  return {
    orderId: choice.id,
    name: choice.name,
    recipientName: choice.recipientName,
    totalQty: choice.totalQty,
    totalPrice: choice.totalPrice,
    deliveryOptionId: choice.storeDeliveryOption.deliveryOptionId,
    serviceName: choice.storeDeliveryOption.name,
    weight: choice.weight,
    serviceCost: null,
  };
}

/** The saved orders of a draft, with the weights and fees it was billed at. */
export function wizardFromInvoice(invoice: Invoice): WizardState {
  return {
    orders: invoice.orders.map((o) => ({
      orderId: o.orderId,
      name: o.name,
      recipientName: o.recipientName,
      totalQty: o.totalQty,
      totalPrice: o.totalPrice,
      deliveryOptionId: o.storeDeliveryOption.deliveryOptionId,
      serviceName: o.serviceName,
      weight: o.weight,
      serviceCost: o.serviceCost,
    })),
  };
}

export const isChosen = (state: WizardState, orderId: string) => state.orders.some((o) => o.orderId === orderId);

/** Adds the order at the end, or takes it off when it was already chosen. */
export function toggleOrder(state: WizardState, order: WizardOrder): WizardState {
  return isChosen(state, order.orderId) ? removeOrder(state, order.orderId) : { orders: [...state.orders, order] };
}

/** "Choose all" on a page: adds the ones not yet chosen, or takes all of them off. */
export function chooseOrders(state: WizardState, orders: readonly WizardOrder[], choose: boolean): WizardState {
  if (!choose) return { orders: state.orders.filter((o) => !orders.some((x) => x.orderId === o.orderId)) };
  return { orders: [...state.orders, ...orders.filter((o) => !isChosen(state, o.orderId))] };
}

export function removeOrder(state: WizardState, orderId: string): WizardState {
  return { orders: state.orders.filter((o) => o.orderId !== orderId) };
}

/** A new weight makes the last priced fee stale: it is priced again on save. */
export function setWeight(state: WizardState, orderId: string, weight: number | null): WizardState {
  return {
    orders: state.orders.map((o) =>
      o.orderId === orderId ? { ...o, weight, serviceCost: o.weight === weight ? o.serviceCost : null } : o,
    ),
  };
}

/**
 * Shared-schema message keys per order id: a missing or bad weight (spec 1 section 5 "Set weight"), or one above
 * what the order's service takes (registered mail 2 kg), as the server checks it.
 */
export function weightIssues(state: WizardState): Record<string, string> {
  const issues: Record<string, string> = {};
  for (const o of state.orders) {
    const result = invoiceWeightSchema
      .max(maxGramsOf(o.deliveryOptionId), { error: 'mailing.weightTooHigh' })
      .safeParse(o.weight ?? undefined);
    if (!result.success) issues[o.orderId] = result.error.issues[0]?.message ?? 'invoice.weightInvalid';
  }
  return issues;
}

/** What the API takes, or the reason it cannot be sent yet. */
export function toInvoiceInput(
  state: WizardState,
): { ok: true; input: InvoiceInput } | { ok: false; reason: 'ordersRequired' | 'weights'; issues: Record<string, string> } {
  if (state.orders.length === 0) return { ok: false, reason: 'ordersRequired', issues: {} };
  const issues = weightIssues(state);
  if (Object.keys(issues).length > 0) return { ok: false, reason: 'weights', issues };
  return { ok: true, input: { orders: state.orders.map((o) => ({ orderId: o.orderId, weight: o.weight as number })) } };
}

/** Totals of the chosen orders: grams typed so far and the fees already priced (satang). */
export function wizardTotals(state: WizardState): { weight: number; cost: number; isCostComplete: boolean } {
  return {
    weight: state.orders.reduce((sum, o) => sum + (o.weight ?? 0), 0),
    cost: state.orders.reduce((sum, o) => sum + (o.serviceCost ?? 0), 0),
    isCostComplete: state.orders.every((o) => o.serviceCost !== null),
  };
}

/** The server's field issues (`orders.<index>.weight`, e.g. no fee for that weight) by order id. */
export function issuesByOrder(issues: ReadonlyArray<{ path: string; message: string }>, orderIds: readonly string[]) {
  const byOrder: Record<string, string> = {};
  for (const issue of issues) {
    const match = /^orders\.(\d+)\.weight$/.exec(issue.path);
    const orderId = match ? orderIds[Number(match[1])] : undefined;
    if (orderId) byOrder[orderId] = issue.message;
  }
  return byOrder;
}

/** The service's name in the screen's language (the reference catalog), else as the server named it. */
export const serviceLabel = (t: TFunction, order: Pick<WizardOrder, 'deliveryOptionId' | 'serviceName'>) =>
  t(`reference:deliveryOptions.${order.deliveryOptionId}.name`, { defaultValue: order.serviceName });
