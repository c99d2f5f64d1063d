import type { DeliveryOption } from '@songdee/shared/reference/reference.schema';
import { describe, expect, it } from 'vitest';
import { isSyncFresh } from '../api/use-tracking-sync';
import { checkDraft, formatBaht, type MailingDraft, priceOf } from './delivery-rules';

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
const recipient = (id: string, price: number | undefined = 3700, isDone = false) => ({ id, fullName: `R ${id}`, isDone, price });
const draft = (patch: Partial<MailingDraft>): MailingDraft => ({
  option: ems,
  hasSender: true,
  recipients: [recipient('a')],
  sizeId: null,
  zoneId: null,
  weight: 50,
  remainingBoxes: undefined,
  boxSizeName: '',
  ...patch,
});
const keys = (d: MailingDraft) => checkDraft(d).problems.map((p) => p.key);

describe('create mailing checks (spec 1 section 5)', () => {
  it('asks for a service, a sender and a recipient first', () => {
    expect(keys(draft({ option: undefined, hasSender: false, recipients: [] }))).toEqual([
      'mailing:serviceRequired',
      'mailing:senderNotFound',
      'mailing:recipientsRequired',
    ]);
  });

  it('refuses more than 100 recipients and a batch with nothing left to create', () => {
    const many = Array.from({ length: 101 }, (_, i) => recipient(String(i)));
    expect(keys(draft({ recipients: many }))).toEqual(['mailing:tooManyRecipients']);
    expect(keys(draft({ recipients: [recipient('a', 3700, true)] }))).toEqual(['errors:NO_PENDING_RECIPIENTS']);
  });

  it('needs a weight for weight-priced services, never negative', () => {
    expect(keys(draft({ weight: null }))).toEqual(['mailing:weightRequired']);
    expect(keys(draft({ weight: -1 }))).toEqual(['mailing:weightRequired']);
    expect(keys(draft({ weight: 20_001 }))).toEqual(['mailing:weightTooHigh']);
  });

  it('needs a box size and enough box barcodes for the ready-to-send box', () => {
    expect(keys(draft({ option: box, weight: null }))).toEqual(['mailing:sizeRequired']);
    const short = checkDraft(draft({ option: box, weight: null, sizeId: 2, remainingBoxes: 0, boxSizeName: 'S' }));
    expect(short.problems[0]).toMatchObject({ key: 'errors:BARCODE_STOCK_INSUFFICIENT', values: { remaining: 0, requested: 1 } });
  });

  it('needs a zone for the regional box and reports each recipient without a price', () => {
    expect(keys(draft({ option: zoneBox, weight: null }))).toEqual(['mailing:zoneRequired']);
    const { problems, unpriced } = checkDraft(
      draft({ option: zoneBox, weight: null, zoneId: 1, recipients: [{ ...recipient('a'), price: undefined }] }),
    );
    expect(problems).toEqual([]);
    expect(unpriced.map((r) => r.id)).toEqual(['a']);
  });
});

describe('prices and inputs', () => {
  const here = { provinceId: 10, postcode: '10110' };
  it('prices by weight bracket, by box size and by zone (same province or not)', () => {
    const base = { weight: 50, sizeId: null, zone: undefined, sender: here, recipient: here };
    expect(priceOf({ ...base, option: ems })).toBe(3700);
    expect(priceOf({ ...base, option: ems, weight: 101 })).toBeUndefined();
    expect(priceOf({ ...base, option: box, sizeId: 2 })).toBe(4500);
    const zone = { id: 1, serviceType: 0, name: 'S', desc: '', boxSizeId: 2, inPrice: 3000, outPrice: 5000 };
    expect(priceOf({ ...base, option: zoneBox, zone })).toBe(3000);
    expect(priceOf({ ...base, option: zoneBox, zone, recipient: { provinceId: 50, postcode: '50200' } })).toBe(5000);
  });

  it('formats satang as baht with two decimals', () => {
    expect(formatBaht(123456)).toBe('1,234.56');
    expect(formatBaht(3700, 'en')).toBe('37.00');
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
