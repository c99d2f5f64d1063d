import type { Invoice, InvoiceOrderChoice } from '@songdee/shared/invoice/invoice.schema';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import {
  chooseOrders,
  issuesByOrder,
  readWizard,
  removeOrder,
  serviceLabel,
  setWeight,
  toggleOrder,
  toInvoiceInput,
  type WizardOrder,
  type WizardState,
  type WizardStorage,
  wizardFromInvoice,
  wizardOrderFromChoice,
  wizardStorageKey,
  wizardTotals,
  writeWizard,
} from './invoice-wizard-store';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';

const order = (orderId: string, weight: number | null, serviceCost: number | null = null): WizardOrder => ({
  orderId,
  name: `ORD-${orderId.slice(0, 4)}`,
  recipientName: 'น้ำฝน ผู้ซื้อ',
  totalQty: 3,
  totalPrice: 32500,
  deliveryOptionId: 'ems',
  serviceName: 'EMS',
  weight,
  serviceCost,
});

function memoryStorage(): WizardStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

describe('invoice wizard state', () => {
  it('keeps a new invoice and each edited draft apart, per store', () => {
    expect(wizardStorageKey('s1', null)).toBe('songdee.invoiceWizard.s1.new');
    expect(wizardStorageKey('s1', A)).toBe(`songdee.invoiceWizard.s1.${A}`);
    expect(wizardStorageKey('s2', null)).not.toBe(wizardStorageKey('s1', null));
  });

  it('survives a round trip through storage and ignores what is not a wizard state', () => {
    const storage = memoryStorage();
    const state: WizardState = { orders: [order(A, 500, 4200)] };
    writeWizard(storage, 'k', state);
    expect(readWizard(storage, 'k')).toEqual(state);
    storage.setItem('bad', '{"orders":[{"orderId":1}]}');
    storage.setItem('junk', 'not json');
    expect(readWizard(storage, 'bad')).toBeNull();
    expect(readWizard(storage, 'junk')).toBeNull();
    expect(readWizard(storage, 'missing')).toBeNull();
    expect(readWizard(undefined, 'k')).toBeNull();
  });

  it('does not throw when the browser refuses storage', () => {
    const refusing: WizardStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(() => writeWizard(refusing, 'k', { orders: [] })).not.toThrow();
    expect(readWizard(refusing, 'k')).toBeNull();
  });

  it('chooses and unchooses orders in the order they were picked', () => {
    let state: WizardState = { orders: [] };
    state = toggleOrder(state, order(B, null));
    state = toggleOrder(state, order(A, null));
    expect(state.orders.map((o) => o.orderId)).toEqual([B, A]);
    state = toggleOrder(state, order(B, null));
    expect(state.orders.map((o) => o.orderId)).toEqual([A]);
    expect(removeOrder(state, A).orders).toEqual([]);
  });

  it('chooses a whole page without doubling those already chosen, and clears it again', () => {
    const state: WizardState = { orders: [order(A, 300)] };
    const all = chooseOrders(state, [order(A, null), order(B, null)], true);
    expect(all.orders.map((o) => o.orderId)).toEqual([A, B]);
    expect(all.orders[0]?.weight).toBe(300);
    expect(chooseOrders(all, [order(A, null), order(B, null)], false).orders).toEqual([]);
  });

  it('forgets the priced fee when the weight changes, and keeps it when it does not', () => {
    const state: WizardState = { orders: [order(A, 500, 4200)] };
    expect(setWeight(state, A, 500).orders[0]?.serviceCost).toBe(4200);
    expect(setWeight(state, A, 800).orders[0]).toMatchObject({ weight: 800, serviceCost: null });
  });

  it('needs at least one order and a whole weight of 0 or more for each (spec 1 section 5)', () => {
    expect(toInvoiceInput({ orders: [] })).toEqual({ ok: false, reason: 'ordersRequired', issues: {} });
    const bad = toInvoiceInput({ orders: [order(A, null), order(B, -1)] });
    expect(bad).toEqual({ ok: false, reason: 'weights', issues: { [A]: 'invoice.weightInvalid', [B]: 'invoice.weightInvalid' } });
    expect(toInvoiceInput({ orders: [order(A, 2.5)] })).toMatchObject({ issues: { [A]: 'invoice.weightInvalid' } });
    expect(toInvoiceInput({ orders: [order(A, 25_000)] })).toMatchObject({ issues: { [A]: 'mailing.weightTooHigh' } });
    // Registered mail takes 2 kg at most, as the server checks per order.
    const registered = { ...order(A, 2_001), deliveryOptionId: 'registered' };
    expect(toInvoiceInput({ orders: [registered] })).toMatchObject({ issues: { [A]: 'mailing.weightTooHigh' } });
    expect(toInvoiceInput({ orders: [{ ...registered, weight: 2_000 }] })).toMatchObject({ ok: true });
    expect(toInvoiceInput({ orders: [order(A, 0), order(B, 1200)] })).toEqual({
      ok: true,
      input: {
        orders: [
          { orderId: A, weight: 0 },
          { orderId: B, weight: 1200 },
        ],
      },
    });
  });

  it('puts the server’s per-order issues on their orders', () => {
    const issues = [
      { path: 'orders.1.weight', message: 'ไม่พบข้อมูลค่าบริการ' },
      { path: 'orders', message: 'other' },
      { path: 'orders.7.weight', message: 'out of range' },
    ];
    expect(issuesByOrder(issues, [A, B])).toEqual({ [B]: 'ไม่พบข้อมูลค่าบริการ' });
  });

  it('totals the weights typed and the fees priced so far', () => {
    expect(wizardTotals({ orders: [order(A, 500, 4200), order(B, null)] })).toEqual({
      weight: 500,
      cost: 4200,
      isCostComplete: false,
    });
    expect(wizardTotals({ orders: [order(A, 500, 4200)] }).isCostComplete).toBe(true);
  });

  it('starts from a choice’s last published weight, or a draft’s billed weights and fees', () => {
    const choice: InvoiceOrderChoice = {
      id: A,
      name: 'ORD-1',
      createdDate: '2025-01-01T00:00:00.000Z',
      recipientName: 'น้ำฝน',
      totalQty: 3,
      totalPrice: 32500,
      storeDeliveryOption: { deliveryOptionId: 'ems', name: 'EMS' },
      weight: 700,
      serviceCost: 5000,
    };
    expect(wizardOrderFromChoice(choice)).toMatchObject({
      orderId: A,
      deliveryOptionId: 'ems',
      serviceName: 'EMS',
      weight: 700,
      serviceCost: null,
    });
    const invoice = {
      orders: [
        {
          orderId: B,
          name: 'ORD-2',
          barcode: null,
          recipientName: 'น้ำฝน',
          totalQty: 3,
          totalPrice: 32500,
          storeDeliveryOption: { deliveryOptionId: 'ems', name: 'EMS' },
          serviceName: 'EMS',
          weight: 900,
          serviceCost: 6500,
        },
      ],
    } as Invoice;
    expect(wizardFromInvoice(invoice).orders).toEqual([
      {
        orderId: B,
        name: 'ORD-2',
        recipientName: 'น้ำฝน',
        totalQty: 3,
        totalPrice: 32500,
        deliveryOptionId: 'ems',
        serviceName: 'EMS',
        weight: 900,
        serviceCost: 6500,
      },
    ]);
  });

  it('names the service in the language of the screen, else as the server named it', () => {
    const t = ((key: string, options: { defaultValue: string }) =>
      key === 'reference:deliveryOptions.ems.name' ? 'อีเอ็มเอส (EMS)' : options.defaultValue) as unknown as TFunction;
    expect(serviceLabel(t, { deliveryOptionId: 'ems', serviceName: 'EMS' })).toBe('อีเอ็มเอส (EMS)');
    expect(serviceLabel(t, { deliveryOptionId: 'gone', serviceName: 'Old service' })).toBe('Old service');
  });
});
