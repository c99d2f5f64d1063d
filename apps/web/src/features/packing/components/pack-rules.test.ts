import type { PackingList } from '@songdee/shared/packing/packing.schema';
import { describe, expect, it } from 'vitest';
import {
  filterOrders,
  ordersWithEmptyFirstBox,
  type Pack,
  type PackingOrder,
  packState,
  safeReturnPage,
  splitFormSchema,
  splitRowsFor,
  toSplitInput,
  toWeighInput,
  weighablePacks,
  weighFormSchema,
  weighTotals,
  weighValuesFor,
} from './pack-rules';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const pack = (over: Partial<Pack> & { id: string }): Pack => ({
  boxNo: 1,
  isFirst: true,
  weight: null,
  sizeId: null,
  zoneId: null,
  serviceCost: null,
  barcode: null,
  errorMsg: null,
  items: [],
  ...over,
});

const order = (name: string, packs: Pack[]): PackingOrder => ({
  id: uuid(100 + Number(name.replace(/\D/g, ''))),
  name,
  recipientName: 'น้ำฝน',
  postcode: '10110',
  status: { referenceKey: 'PACKING', name: 'กำลังแพ็ค' },
  storeDeliveryOption: { deliveryOptionId: 'ems', name: 'EMS', pricing: 'weight' },
  isFullyCounted: true,
  orderItems: [],
  packs,
});

const list = (orders: PackingOrder[], canWeigh = true): PackingList => ({
  id: uuid(1),
  packingCode: 'PK-00001',
  status: { id: 3, name: 'รอชั่งน้ำหนัก', referenceKey: 'WAITING_FOR_SHIPMENT_ORDER' },
  updatedDate: '2026-01-01T00:00:00.000Z',
  senderId: null,
  senderName: null,
  orders,
  summary: [],
  totals: { boxes: 0, labelled: 0, failed: 0, weight: 0, serviceCost: 0 },
  canConfirmCount: false,
  canDelete: true,
  canEditBoxes: false,
  canWeigh,
  canFinish: false,
});

const chili = { orderItemId: uuid(11), productId: uuid(21), productName: 'น้ำพริกเผา', quantity: 2 };
const paste = { orderItemId: uuid(12), productId: uuid(22), productName: 'กะปิ', quantity: 1 };
const firstBox = pack({ id: uuid(31), items: [chili, paste] });

const issuesOf = (value: unknown) => {
  const parsed = splitFormSchema.safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('split box (spec 1 section 5 "New packing box")', () => {
  const rows = splitRowsFor(order('SO-1', [firstBox]));

  it('offers each product of the first box, starting at 0', () => {
    expect(rows).toEqual([
      { orderItemId: chili.orderItemId, name: 'น้ำพริกเผา', inFirst: 2, quantity: 0 },
      { orderItemId: paste.orderItemId, name: 'กะปิ', inFirst: 1, quantity: 0 },
    ]);
  });

  it('asks for at least one product with a quantity', () => {
    expect(issuesOf({ items: rows })).toEqual(['items: packing.splitRequired']);
  });

  it('never takes more than the first box holds', () => {
    const items = [{ ...rows[0], quantity: 3 }, rows[1]];
    expect(issuesOf({ items })).toEqual(['items.0.quantity: packing.splitExceedsFirstBox']);
  });

  it('takes up to everything the first box holds', () => {
    const items = [{ ...rows[0], quantity: 2 }, rows[1]];
    expect(issuesOf({ items })).toEqual([]);
  });

  it('requires every quantity as a whole number from 0', () => {
    expect(
      issuesOf({
        items: [
          { ...rows[0], quantity: '' },
          { ...rows[1], quantity: 1 },
        ],
      }),
    ).toEqual(['items.0.quantity: packing.boxQuantityRequired']);
    expect(
      issuesOf({
        items: [
          { ...rows[0], quantity: -1 },
          { ...rows[1], quantity: 1 },
        ],
      }),
    ).toContain('items.0.quantity: packing.boxQuantityRequired');
    expect(issuesOf({ items: [{ ...rows[0], quantity: 1.5 }, rows[1]] })).toContain('items.0.quantity: packing.boxQuantityRequired');
  });

  it('sends every row, so the server issue paths match the form rows', () => {
    const parsed = splitFormSchema.parse({ items: [{ ...rows[0], quantity: 1 }, rows[1]] });
    expect(toSplitInput(parsed)).toEqual({
      items: [
        { orderItemId: chili.orderItemId, quantity: 1 },
        { orderItemId: paste.orderItemId, quantity: 0 },
      ],
    });
  });

  it('finds orders whose first box was emptied', () => {
    const emptied = order('SO-2', [pack({ id: uuid(32), items: [] }), pack({ id: uuid(33), boxNo: 2, isFirst: false, items: [chili] })]);
    expect(ordersWithEmptyFirstBox(list([order('SO-1', [firstBox]), emptied])).map((o) => o.name)).toEqual(['SO-2']);
  });
});

describe('weigh (spec 1 section 5 "Set weight")', () => {
  type Entry = { pricing?: string; deliveryOptionId?: string; weight?: unknown; sizeId?: number | null; zoneId?: number | null };
  const issuesOf = ({ pricing = 'weight', deliveryOptionId = 'ems', weight = '', sizeId = null, zoneId = null }: Entry) => {
    const parsed = weighFormSchema.safeParse({ packs: [{ packId: uuid(31), pricing, deliveryOptionId, weight, sizeId, zoneId }] });
    return parsed.success ? [] : [...new Set(parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`))];
  };
  const weightIssues = (weight: unknown) => issuesOf({ weight }).map((i) => i.replace('packs.0.weight ', ''));

  it('requires a weight in whole grams from 0 for a weight-priced service', () => {
    expect(weightIssues('')).toEqual(['packing.weightRequired']);
    expect(weightIssues(-5)).toEqual(['packing.weightInvalid']);
    expect(weightIssues(10.5)).toEqual(['packing.weightInvalid']);
    expect(weightIssues(0)).toEqual([]);
    expect(weightIssues(1250)).toEqual([]);
    expect(weightIssues(20_001)).toEqual(['mailing.weightTooHigh']);
  });

  it("holds a box to its service's maximum (registered mail up to 2 kg)", () => {
    expect(issuesOf({ deliveryOptionId: 'registered', weight: 2_000 })).toEqual([]);
    expect(issuesOf({ deliveryOptionId: 'registered', weight: 2_001 })).toEqual(['packs.0.weight mailing.weightTooHigh']);
  });

  it('requires a box size for the ready-to-send box and a zone for the regional box, with an optional weight', () => {
    expect(issuesOf({ pricing: 'boxSize' })).toEqual(['packs.0.sizeId mailing.sizeRequired']);
    expect(issuesOf({ pricing: 'boxSize', sizeId: 2 })).toEqual([]);
    expect(issuesOf({ pricing: 'boxSize', sizeId: 2, weight: -1 })).toEqual(['packs.0.weight packing.weightInvalid']);
    expect(issuesOf({ pricing: 'zone', sizeId: 2 })).toEqual(['packs.0.zoneId mailing.zoneRequired']);
    expect(issuesOf({ pricing: 'zone', zoneId: 1, weight: 700 })).toEqual([]);
    // Only what each service is priced by is sent; a typed weight always.
    const parsed = weighFormSchema.parse({
      packs: [
        { packId: uuid(1), pricing: 'weight', deliveryOptionId: 'ems', weight: 500, sizeId: 3, zoneId: null },
        { packId: uuid(2), pricing: 'boxSize', deliveryOptionId: 'promptpost', weight: '', sizeId: 3, zoneId: 1 },
        { packId: uuid(3), pricing: 'zone', deliveryOptionId: 'zonebox', weight: 900, sizeId: 3, zoneId: 1 },
      ],
    });
    expect(toWeighInput(parsed)).toEqual({
      packs: [
        { packId: uuid(1), weight: 500, sizeId: undefined, zoneId: undefined },
        { packId: uuid(2), weight: undefined, sizeId: 3, zoneId: undefined },
        { packId: uuid(3), weight: 900, sizeId: undefined, zoneId: 1 },
      ],
    });
  });

  it('weighs only boxes without a label, and only while the list allows it', () => {
    const labelled = pack({ id: uuid(41), barcode: 'EA000000015TH', weight: 500 });
    const failed = pack({ id: uuid(42), boxNo: 2, isFirst: false, weight: 300, errorMsg: { code: 'PRICE_NOT_FOUND', params: {} } });
    const l = list([order('SO-1', [labelled, failed])]);
    expect(weighablePacks(l).map((p) => [p.id, p.pricing, p.deliveryOptionId])).toEqual([[uuid(42), 'weight', 'ems']]);
    expect(weighablePacks({ ...l, canWeigh: false })).toEqual([]);
    const [weighable] = weighablePacks(l);
    expect(weighValuesFor([weighable!, { ...weighable!, id: uuid(43), weight: null, pricing: 'boxSize', sizeId: 2 }])).toEqual({
      packs: [
        { packId: uuid(42), pricing: 'weight', deliveryOptionId: 'ems', weight: 300, sizeId: null, zoneId: null },
        { packId: uuid(43), pricing: 'boxSize', deliveryOptionId: 'ems', weight: '', sizeId: 2, zoneId: null },
      ],
    });
    expect(weighTotals(l)).toEqual({ boxes: 2, weighed: 2, weight: 800, serviceCost: 0, failed: 1 });
    // Typed weights count as they are typed; an emptied or invalid one is not weighed.
    expect(weighTotals(l, [{ packId: uuid(42), weight: 1200 }])).toMatchObject({ weighed: 2, weight: 1700 });
    expect(weighTotals(l, [{ packId: uuid(42), weight: '' }])).toMatchObject({ weighed: 1, weight: 500 });
    expect(weighTotals(l, [{ packId: uuid(42), weight: -5 }])).toMatchObject({ weighed: 1, weight: 500 });
    expect([labelled, failed, pack({ id: uuid(44) })].map(packState)).toEqual(['labelled', 'failed', 'waiting']);
  });

  it('counts a ready-to-send or regional box as ready once it has its size or zone', () => {
    const boxOrder = {
      ...order('SO-2', [pack({ id: uuid(51) })]),
      storeDeliveryOption: { deliveryOptionId: 'promptpost', name: 'กล่อง', pricing: 'boxSize' as const },
    };
    const zoneOrder = {
      ...order('SO-3', [pack({ id: uuid(52), zoneId: 1 })]),
      storeDeliveryOption: { deliveryOptionId: 'zonebox', name: 'โซน', pricing: 'zone' as const },
    };
    const l = list([boxOrder, zoneOrder]);
    expect(weighTotals(l)).toMatchObject({ boxes: 2, weighed: 1, weight: 0 });
    expect(weighTotals(l, [{ packId: uuid(51), weight: 400, sizeId: 2, zoneId: null }])).toMatchObject({ weighed: 2, weight: 400 });
    expect(weighTotals(l, [{ packId: uuid(52), weight: '', sizeId: null, zoneId: null }])).toMatchObject({ weighed: 0 });
  });
});

describe('done screen filter and return page', () => {
  it('filters orders by order number, or shows all', () => {
    const orders = [order('SO-0001', []), order('SO-0012', [])];
    expect(filterOrders(orders, ' so-00 ').map((o) => o.name)).toEqual(['SO-0001', 'SO-0012']);
    expect(filterOrders(orders, '12').map((o) => o.name)).toEqual(['SO-0012']);
    expect(filterOrders(orders, '')).toHaveLength(2);
  });

  it('returns only to a path inside the app', () => {
    expect(safeReturnPage('/stores/shop/packing-pending?page=2')).toBe('/stores/shop/packing-pending?page=2');
    expect(safeReturnPage('https://evil.example')).toBeUndefined();
    expect(safeReturnPage('//evil.example')).toBeUndefined();
    expect(safeReturnPage('/\\evil.example')).toBeUndefined();
    expect(safeReturnPage(null)).toBeUndefined();
  });
});
