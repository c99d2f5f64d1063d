import { describe, expect, it } from 'vitest';
import { issueList } from '../../../test/api-errors';
import { checkout, createBuyer, createStorefrontTestApp, paidOrder } from '../../../test/storefront-fixtures';
import { useShop, useTestApp } from '../../../test/use-test-app';

type Lines = Array<{ orderId: string; weight: unknown }>;

const t = useTestApp(createStorefrontTestApp);
const shop = useShop(t);
const other = useShop(t);

function invoiceApi(storeId: string, auth: Record<string, string>) {
  const base = `/api/stores/${storeId}/invoices`;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: auth, ...(payload === undefined ? {} : { payload: payload as object }) });
  return {
    available: (query = '') => call('GET', `/api/stores/${storeId}/orders/availableForInvoice${query}`),
    list: (query = '') => call('GET', `${base}${query}`),
    create: (orders: Lines | unknown) => call('POST', base, { orders }),
    update: (id: string, orders: Lines) => call('PUT', `${base}/${id}`, { orders }),
    get: (id: string) => call('GET', `${base}/${id}`),
    confirm: (id: string) => call('POST', `${base}/${id}/confirm`),
    remove: (id: string) => call('DELETE', `${base}/${id}`),
  };
}

const availableIds = async (api: ReturnType<typeof invoiceApi>) =>
  (await api.available('?size=100')).json().contents.map((o: { id: string }) => o.id) as string[];

describe('service-fee invoices', () => {
  it('drafts, edits, confirms and then refuses every change; delete frees the orders', async () => {
    const api = invoiceApi(shop.store.id, shop.seller.auth);
    const a = await paidOrder(t, shop, 'ems');
    const b = await paidOrder(t, shop, 'registered');
    const c = await paidOrder(t, shop, 'ems');
    const unpaid = (await checkout(t, shop, (await createBuyer(t)).auth)).json() as { id: string; name: string };

    // Choose orders: paid ones on no invoice, searchable by order code; unpaid ones never.
    const available = await availableIds(api);
    expect(available).toEqual(expect.arrayContaining([a.id, b.id, c.id]));
    expect(available).not.toContain(unpaid.id);
    const searched = (await api.available(`?searchString=${a.name}`)).json();
    expect(searched.contents).toHaveLength(1);
    expect(searched.contents[0]).toMatchObject({
      id: a.id,
      name: a.name,
      totalQty: 3,
      storeDeliveryOption: { deliveryOptionId: 'ems' },
      weight: null,
      serviceCost: null,
    });

    // Draft: EMS 600 g is the 1 kg bracket (52 baht), registered 100 g is 22 baht.
    const created = await api.create([
      { orderId: a.id, weight: 600 },
      { orderId: b.id, weight: 100 },
    ]);
    expect(created.statusCode, created.body).toBe(201);
    const draft = created.json();
    expect(draft).toMatchObject({
      invoiceNumber: 'INV-00001',
      status: { referenceKey: 'DRAFT_FOR_INVOICE', name: 'ฉบับร่าง', id: 1 },
      isEditable: true,
      totals: { weight: 700, cost: 7400 },
    });
    expect(draft.orders).toMatchObject([
      { orderId: a.id, name: a.name, weight: 600, serviceCost: 5200, serviceName: expect.any(String), barcode: null },
      { orderId: b.id, weight: 100, serviceCost: 2200 },
    ]);
    expect(await availableIds(api)).not.toContain(a.id);

    // An order on two invoices is refused, and nothing is created.
    const twice = await api.create([
      { orderId: c.id, weight: 0 },
      { orderId: a.id, weight: 100 },
    ]);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toMatchObject({ code: 'INVOICE_ORDERS_UNAVAILABLE' });
    expect(twice.json().error.message).toContain(a.name);
    expect(await availableIds(api)).toContain(c.id);
    // An unpaid order is refused the same way.
    const notPaid = await api.create([{ orderId: unpaid.id, weight: 100 }]);
    expect(notPaid.statusCode).toBe(409);
    expect(notPaid.json().error.message).toContain(unpaid.name);

    // Edit while draft: orders and weights replaced, fees priced again (EMS 0 g: 32 baht; 2.5 kg: 85 baht).
    const edited = await api.update(draft.id, [
      { orderId: a.id, weight: 2500 },
      { orderId: c.id, weight: 0 },
    ]);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ invoiceNumber: 'INV-00001', totals: { weight: 2500, cost: 8500 + 3200 } });
    expect(edited.json().orders.map((o: { orderId: string }) => o.orderId)).toEqual([a.id, c.id]);
    expect(await availableIds(api)).toContain(b.id);

    const listed = (await api.list()).json();
    expect(listed.paging).toMatchObject({ page: 1, size: 10, totalCount: 1 });
    expect(listed.contents[0]).toMatchObject({
      id: draft.id,
      invoiceNumber: 'INV-00001',
      orderCount: 2,
      totalPrice: 11700,
      isEditable: true,
      status: { referenceKey: 'DRAFT_FOR_INVOICE' },
    });
    expect((await api.list(`?searchString=${c.name}`)).json().paging.totalCount).toBe(1);
    expect((await api.list('?searchString=INV-00001')).json().paging.totalCount).toBe(1);
    expect((await api.list('?searchString=nothing-like-this')).json().paging.totalCount).toBe(0);

    // Confirm (the wizard saves first, then confirms): no longer editable.
    const confirmed = await api.confirm(draft.id);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: { referenceKey: 'CONFIRM_FOR_INVOICE', name: 'ยืนยันแล้ว', id: 2 }, isEditable: false });
    expect((await api.list()).json().contents[0]).toMatchObject({ isEditable: false, status: { referenceKey: 'CONFIRM_FOR_INVOICE' } });

    const refused = [await api.update(draft.id, [{ orderId: a.id, weight: 1 }]), await api.confirm(draft.id), await api.remove(draft.id)];
    for (const res of refused) {
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toMatchObject({
        code: 'INVOICE_NOT_EDITABLE',
        message: 'ใบแจ้งค่าบริการที่ยืนยันแล้วไม่สามารถแก้ไขหรือลบได้',
      });
    }
    const view = (await api.get(draft.id)).json();
    expect(view).toMatchObject({ isEditable: false, totals: { weight: 2500, cost: 11700 } });

    // A second draft gets the next number; deleting it frees its order.
    const second = await api.create([{ orderId: b.id, weight: 250 }]);
    expect(second.json()).toMatchObject({ invoiceNumber: 'INV-00002', totals: { cost: 2400 } });
    expect(await availableIds(api)).not.toContain(b.id);
    const removed = await api.remove(second.json().id);
    expect(removed.statusCode).toBe(204);
    expect(await availableIds(api)).toContain(b.id);
    expect((await api.get(second.json().id)).statusCode).toBe(404);
    expect((await api.get(second.json().id)).json().error.code).toBe('INVOICE_NOT_FOUND');
  });

  it('validates the orders and weights with the spec messages', async () => {
    const api = invoiceApi(shop.store.id, shop.seller.auth);
    const order = await paidOrder(t, shop, 'registered');

    for (const empty of [[], undefined]) {
      const res = await api.create(empty);
      expect(res.statusCode).toBe(400);
      expect(issueList(res)).toEqual(['กรุณาเลือกรายการสั่งซื้ออย่างน้อย 1 รายการ']);
    }
    for (const weight of [-1, 'abc', 1.5, null]) {
      const res = await api.create([{ orderId: order.id, weight }]);
      expect(res.statusCode, String(weight)).toBe(400);
      expect(issueList(res)).toEqual(['กรุณาระบุน้ำหนักเป็นตัวเลขตั้งแต่ 0']);
    }
    const tooHeavy = await api.create([{ orderId: order.id, weight: 20_001 }]);
    expect(tooHeavy.statusCode).toBe(400);
    expect(issueList(tooHeavy)).toEqual(['น้ำหนักเกิน 20,000 กรัม ที่บริการนี้รับได้']);

    // Registered mail takes up to 2 kg (its service's maximum, as delivery manage and packing weigh say).
    const overMaximum = await api.create([{ orderId: order.id, weight: 2001 }]);
    expect(overMaximum.statusCode).toBe(400);
    expect(overMaximum.json().error.issues).toEqual([
      { path: 'orders.0.weight', code: 'mailing.weightTooHigh', message: 'น้ำหนักเกิน 2,000 กรัม ที่บริการนี้รับได้', params: { maximum: 2000 } },
    ]);
    expect(await availableIds(api)).toContain(order.id);

    // Weight 0 is allowed (minimum 0) and priced at the first bracket.
    const zero = await api.create([{ orderId: order.id, weight: 0 }]);
    expect(zero.statusCode).toBe(201);
    expect(zero.json().totals).toEqual({ weight: 0, cost: 2200 });
    const badEdit = await api.update(zero.json().id, [{ orderId: order.id, weight: -5 }]);
    expect(badEdit.statusCode).toBe(400);
    expect(issueList(badEdit)).toEqual(['กรุณาระบุน้ำหนักเป็นตัวเลขตั้งแต่ 0']);
    const emptyEdit = await api.update(zero.json().id, []);
    expect(issueList(emptyEdit)).toEqual(['กรุณาเลือกรายการสั่งซื้ออย่างน้อย 1 รายการ']);
  });

  it('keeps another store out: no access, no data, and its orders cannot be billed', async () => {
    const mine = invoiceApi(shop.store.id, shop.seller.auth);
    const order = await paidOrder(t, shop, 'ems');
    const invoice = (await mine.create([{ orderId: order.id, weight: 100 }])).json();

    const intruder = invoiceApi(shop.store.id, other.seller.auth);
    for (const res of [
      await intruder.list(),
      await intruder.available(),
      await intruder.get(invoice.id),
      await intruder.create([{ orderId: order.id, weight: 1 }]),
      await intruder.update(invoice.id, [{ orderId: order.id, weight: 1 }]),
      await intruder.confirm(invoice.id),
      await intruder.remove(invoice.id),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain(order.name);
      expect(res.body).not.toContain('INV-');
    }

    // Through its own store: our invoice is unknown and our orders are not its orders.
    const theirs = invoiceApi(other.store.id, other.seller.auth);
    for (const res of [await theirs.get(invoice.id), await theirs.confirm(invoice.id), await theirs.remove(invoice.id)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('INVOICE_NOT_FOUND');
    }
    const free = await paidOrder(t, shop, 'ems');
    const foreign = await theirs.create([{ orderId: free.id, weight: 100 }]);
    expect(foreign.statusCode).toBe(409);
    expect(foreign.json().error.code).toBe('INVOICE_ORDERS_UNAVAILABLE');
    expect(foreign.body).not.toContain(free.name);
    expect((await theirs.available()).json().contents).toEqual([]);
    expect((await theirs.list()).json().contents).toEqual([]);

    // The invoice is untouched; anonymous callers are refused.
    expect((await mine.get(invoice.id)).json()).toMatchObject({ status: { referenceKey: 'DRAFT_FOR_INVOICE' }, totals: { cost: 3200 } });
    const anonymous = await t.app.inject({ url: `/api/stores/${shop.store.id}/invoices` });
    expect(anonymous.statusCode).toBe(401);
  });
});
