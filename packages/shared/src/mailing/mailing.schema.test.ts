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
