import { describe, expect, it } from 'vitest';
import { publishMailingsSchema } from './mailing.schema';

const recipient = '00000000-0000-4000-8000-000000000001';

function issuesOf(input: unknown) {
  const result = publishMailingsSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}

describe('publishMailingsSchema weight limits', () => {
  it('holds each parcel to the same maximum as the batch weight', () => {
    expect(issuesOf({ optionId: 'ems', recipients: [{ shipAddressId: recipient, weight: 20_000 }] })).toEqual([]);
    expect(issuesOf({ optionId: 'ems', recipients: [{ shipAddressId: recipient, weight: 20_001 }] })).toContainEqual({
      path: 'recipients.0.weight',
      message: 'mailing.weightTooHigh',
    });
    expect(issuesOf({ optionId: 'ems', orders: [{ orderId: recipient, weight: 20_001 }] })).toContainEqual({
      path: 'orders.0.weight',
      message: 'mailing.weightTooHigh',
    });
  });

  it('takes registered mail up to its own 2 kg, for the batch and for each parcel', () => {
    expect(issuesOf({ optionId: 'registered', weight: 2_000, recipients: [{ shipAddressId: recipient }] })).toEqual([]);
    expect(issuesOf({ optionId: 'registered', weight: 2_001, recipients: [{ shipAddressId: recipient }] })).toEqual([
      { path: 'weight', message: 'mailing.weightTooHigh' },
    ]);
    expect(issuesOf({ optionId: 'registered', recipients: [{ shipAddressId: recipient, weight: 2_500 }] })).toEqual([
      { path: 'recipients.0.weight', message: 'mailing.weightTooHigh' },
    ]);
  });

  it('says the maximum in the issue so the message can name it', () => {
    const result = publishMailingsSchema.safeParse({ optionId: 'registered', weight: 5_000, recipients: [{ shipAddressId: recipient }] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ params: { maximum: 2_000 } });
  });
});

describe('publishMailingsSchema (spec 1 section 5 "Create mailing")', () => {
  const one = [{ shipAddressId: recipient }];

  it('asks for a service and a recipient, and nothing the service needs before a service is chosen', () => {
    expect(issuesOf({ optionId: '', recipients: [] })).toEqual([
      { path: 'optionId', message: 'mailing.serviceRequired' },
      { path: 'recipients', message: 'mailing.recipientsRequired' },
    ]);
    expect(issuesOf({ optionId: 'ems-eg', recipients: one, weight: 10 })).toEqual([
      { path: 'optionId', message: 'mailing.serviceRequired' },
    ]);
  });

  it('refuses more than 100 recipients and says the maximum', () => {
    const many = Array.from({ length: 101 }, () => ({ shipAddressId: recipient }));
    const result = publishMailingsSchema.safeParse({ optionId: 'ems', weight: 10, recipients: many });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['recipients'], message: 'mailing.tooManyRecipients', maximum: 100 }),
    ]);
  });

  it('needs a weight in whole grams from 0 for weight-priced services', () => {
    expect(issuesOf({ optionId: 'ems', recipients: one })).toEqual([{ path: 'weight', message: 'mailing.weightRequired' }]);
    expect(issuesOf({ optionId: 'ems', recipients: one, weight: -1 })).toEqual([{ path: 'weight', message: 'mailing.weightRequired' }]);
    expect(issuesOf({ optionId: 'ems', recipients: one, weight: 0 })).toEqual([]);
  });

  it('needs a box size for the ready-to-send box and a zone for the regional box, and no weight for either', () => {
    expect(issuesOf({ optionId: 'promptpost', recipients: one })).toEqual([{ path: 'sizeId', message: 'mailing.sizeRequired' }]);
    expect(issuesOf({ optionId: 'promptpost', recipients: one, sizeId: 2 })).toEqual([]);
    expect(issuesOf({ optionId: 'zonebox', recipients: one })).toEqual([{ path: 'zoneId', message: 'mailing.zoneRequired' }]);
    expect(issuesOf({ optionId: 'zonebox', recipients: one, zoneId: 1 })).toEqual([]);
  });

  it('asks for the box size or zone before any recipient is chosen (the form shows every missing field at once)', () => {
    const paths = (input: Record<string, unknown>) => issuesOf(input).map((i) => i.path);
    expect(paths({ optionId: 'promptpost' })).toEqual(['recipients', 'sizeId']);
    expect(paths({ optionId: 'zonebox' })).toEqual(['recipients', 'zoneId']);
    // A weight may still come with each parcel, so without parcels only the recipients are asked for.
    expect(paths({ optionId: 'ems' })).toEqual(['recipients']);
  });
});
