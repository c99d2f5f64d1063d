import { useCallback, useSyncExternalStore } from 'react';
import { useSellerStore } from '../../../lib/seller-store';
import { useRecordId } from '../../../lib/use-record-id';
import type { Invoice } from '../api/invoices-api';
import { useInvoice } from '../api/use-invoices';
import {
  clearWizard,
  readWizard,
  type WizardState,
  type WizardStorage,
  wizardFromInvoice,
  wizardStorageKey,
  writeWizard,
} from './invoice-wizard-store';

const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const session = (): Storage | undefined => {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
};
/**
 * sessionStorage behind an in-memory copy: the copy answers every render (a stable string snapshot, so React
 * re-renders only on change) and keeps the wizard working where the browser refuses storage.
 */
const memory = new Map<string, string | null>();
const wizardStorage: WizardStorage = {
  getItem: (key) => {
    if (!memory.has(key)) memory.set(key, session()?.getItem(key) ?? null);
    return memory.get(key) ?? null;
  },
  setItem: (key, value) => {
    memory.set(key, value);
    session()?.setItem(key, value);
  },
  removeItem: (key) => {
    memory.set(key, null);
    session()?.removeItem(key);
  },
};
const snapshotOf = (key: string) => {
  try {
    return wizardStorage.getItem(key);
  } catch {
    return null;
  }
};

/** Forgets a wizard's unsaved choices (a fresh start from the list, or after saving). */
export function resetInvoiceWizard(storeId: string, invoiceId: string | null): void {
  clearWizard(wizardStorage, wizardStorageKey(storeId, invoiceId));
  notify();
}

/**
 * The wizard of the seller's store for the invoice its address names (`?invoiceId=`, absent for a new one): the
 * chosen orders, kept in sessionStorage per store and invoice so a reload or moving between the three steps keeps
 * them. An edited draft starts from its saved orders until something is changed.
 */
export function useInvoiceWizard() {
  const { storeId } = useSellerStore();
  const invoiceId = useRecordId('invoiceId');
  const key = wizardStorageKey(storeId, invoiceId);
  const invoice = useInvoice(storeId, invoiceId);
  const raw = useSyncExternalStore(subscribe, () => snapshotOf(key));
  const stored = raw === null ? null : readWizard(wizardStorage, key);
  const saved: Invoice | undefined = invoice.data;
  // Nothing changed yet: a new invoice has no orders, an edited draft its saved ones (null while they load).
  const unchanged = useCallback(
    (): WizardState | null => (invoiceId ? (saved ? wizardFromInvoice(saved) : null) : { orders: [] }),
    [invoiceId, saved],
  );
  const state = stored ?? unchanged();

  const update = useCallback(
    (change: (current: WizardState) => WizardState) => {
      const current = readWizard(wizardStorage, key) ?? unchanged();
      if (!current) return;
      writeWizard(wizardStorage, key, change(current));
      notify();
    },
    [key, unchanged],
  );

  return { storeId, invoiceId, state, update, invoice };
}
