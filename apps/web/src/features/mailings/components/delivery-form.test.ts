import type { RecipientAddress, SenderAddress } from '@songdee/shared/address-book/address-book.schema';
import type { DeliveryOption } from '@songdee/shared/reference/reference.schema';
import { describe, expect, it } from 'vitest';
import { isSyncFresh } from '../api/use-tracking-sync';
import {
  type BatchRow,
  type DeliveryFacts,
  type DeliveryFormValues,
  deliveryIssues,
  emptyDeliveryForm,
  priceOf,
  toPublishRequest,
} from './delivery-form';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const option = (patch: Partial<DeliveryOption>): DeliveryOption => ({
  id: 'ems',
  name: 'EMS',
  shortDesc: '',
  serviceType: 1,
  reserve: false,
  hidesWeight: false,
  promptPostOnly: false,
  pricing: 'weight',
  s10Prefix: 'E',
  rates: [
    { maxWeight: 20, price: 3200 },
    { maxWeight: 100, price: 3700 },
  ],
  boxPrices: [],
  ...patch,
});

const ems = option({});
const box = option({ id: 'promptpost', pricing: 'boxSize', reserve: true, boxPrices: [{ boxSizeId: 2, code: 'S', price: 4500 }] });
const zoneBox = option({ id: 'zonebox', pricing: 'zone', hidesWeight: true });
const sender = { id: uuid(900), provinceId: 10, postcode: '10110' } as SenderAddress;
const row = (n: number, barcode: string | null = null): BatchRow => ({
  recipient: { id: uuid(n), fullName: `R ${n}`, provinceId: 10, postcode: '10110' } as RecipientAddress,
  barcode,
});
const facts = (patch: Partial<DeliveryFacts> = {}): DeliveryFacts => ({
  batchId: uuid(1),
  option: ems,
  sender,
  orderId: null,
  remainingBoxes: undefined,
  boxSizeName: '',
  ...patch,
});
const values = (patch: Partial<DeliveryFormValues> = {}): DeliveryFormValues => ({
  ...emptyDeliveryForm(),
  optionId: 'ems',
  weights: { ems: 50 },
  rows: [row(1)],
  ...patch,
});
const issues = (v: DeliveryFormValues, f: DeliveryFacts) => deliveryIssues(v, f).map((i) => `${i.field}: ${i.message}`);

// The contract's own rules (service, recipients, weight, size, zone) are tested with publishMailingsSchema in packages/shared.
describe('delivery manage form (spec 1 section 5 "Create mailing")', () => {
  it('tells every box its problem at once, in the screen order, the sender included', () => {
    expect(issues(values({ optionId: '', rows: [] }), facts({ option: undefined, sender: undefined }))).toEqual([
      'optionId: mailing.serviceRequired',
      'pickedSender: mailing.senderNotFound',
      'rows: mailing.recipientsRequired',
    ]);
    expect(issues(values({ weights: {} }), facts({ sender: undefined }))).toEqual([
      'pickedSender: mailing.senderNotFound',
      'weights: mailing.weightRequired',
    ]);
  });

  it('keeps the values a message names (the maximum, the stock)', () => {
    const many = Array.from({ length: 101 }, (_, i) => row(i + 10));
    expect(deliveryIssues(values({ rows: many }), facts())).toEqual([
      { field: 'rows', message: 'mailing.tooManyRecipients', values: { maximum: 100 } },
    ]);
    expect(
      deliveryIssues(values({ optionId: 'registered', weights: { registered: 2_500 } }), facts({ option: option({ id: 'registered' }) })),
    ).toEqual([{ field: 'weights', message: 'mailing.weightTooHigh', values: { maximum: 2_000 } }]);
  });

  it('has nothing to create when every row is done', () => {
    expect(issues(values({ rows: [row(1, 'EA000000015TH')] }), facts())).toEqual(['rows: errors.NO_PENDING_RECIPIENTS']);
  });

  it('needs enough ready-to-send boxes of the chosen size for the rows not yet done', () => {
    const v = values({ optionId: 'promptpost', sizeId: 2, weights: {}, rows: [row(1), row(2), row(3, 'EA000000015TH')] });
    expect(deliveryIssues(v, facts({ option: box, remainingBoxes: 1, boxSizeName: 'S' }))).toEqual([
      { field: 'sizeId', message: 'errors.BARCODE_STOCK_INSUFFICIENT', values: { sizeName: 'S', remaining: 1, requested: 2 } },
    ]);
    expect(deliveryIssues(v, facts({ option: box, remainingBoxes: 2 }))).toEqual([]);
    expect(deliveryIssues(v, facts({ option: box, remainingBoxes: undefined }))).toEqual([]);
  });

  it('sends only what the service is priced by, and orders when it ships one order', () => {
    const weighed = values({ sizeId: 2, zoneId: 1 });
    expect(toPublishRequest(weighed, facts())).toEqual({
      batchId: uuid(1),
      optionId: 'ems',
      senderId: sender.id,
      recipients: [{ shipAddressId: uuid(1) }],
      weight: 50,
    });
    const zoned = values({ optionId: 'zonebox', weights: { zonebox: 500 }, zoneId: 1 });
    expect(toPublishRequest(zoned, facts({ option: zoneBox, orderId: uuid(1) }))).toMatchObject({
      orders: [{ orderId: uuid(1) }],
      zoneId: 1,
    });
    expect(toPublishRequest(zoned, facts({ option: zoneBox }))).not.toHaveProperty('weight');
  });
});

describe('prices shown per row', () => {
  const here = { provinceId: 10, postcode: '10110' };
  it('prices by the rule of the chosen service: weight bracket, box size or zone and area', () => {
    const base = { weight: 50, sizeId: null, zone: undefined, sender: here, recipient: here };
    expect(priceOf({ ...base, option: ems })).toBe(3700);
    expect(priceOf({ ...base, option: ems, weight: null })).toBeUndefined();
    expect(priceOf({ ...base, option: ems, weight: -1 })).toBeUndefined();
    expect(priceOf({ ...base, option: box, sizeId: 2 })).toBe(4500);
    const zone = { id: 1, serviceType: 0, name: 'S', desc: '', boxSizeId: 2, inPrice: 3000, outPrice: 5000 };
    expect(priceOf({ ...base, option: zoneBox, zone })).toBe(3000);
    expect(priceOf({ ...base, option: zoneBox, zone, recipient: { provinceId: 50, postcode: '50200' } })).toBe(5000);
    expect(priceOf({ ...base, option: zoneBox, zone, sender: undefined })).toBeUndefined();
  });
});

describe('tracking sync interval', () => {
  const now = Date.parse('2026-01-01T12:00:00Z');
  it('is fresh for 3 hours after the last call, and not when never called or stored badly', () => {
    expect(isSyncFresh('2026-01-01T10:00:00Z', now)).toBe(true);
    expect(isSyncFresh('2026-01-01T08:59:00Z', now)).toBe(false);
    expect(isSyncFresh(null, now)).toBe(false);
    expect(isSyncFresh('garbage', now)).toBe(false);
    expect(isSyncFresh('2026-01-02T00:00:00Z', now)).toBe(false);
  });
});
