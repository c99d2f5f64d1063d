import { describe, expect, it } from 'vitest';
import { defaultPostJobSlot, isFreePickUp, nextBookableDay, pickUpMinimumBlock, postJobDateBlock } from './post-job-rules';

// Tuesday 24 November 2026, 10:00 in Bangkok (03:00 UTC).
const now = new Date('2026-11-24T03:00:00Z');
const holidays = new Set(['2026-12-07', '2026-12-10']);

describe('postJobDateBlock', () => {
  it('refuses today and the past, in Bangkok time', () => {
    expect(postJobDateBlock('2026-11-24', now, holidays)).toBe('POST_JOB_DATE_NOT_AFTER_TODAY');
    expect(postJobDateBlock('2026-11-20', now, holidays)).toBe('POST_JOB_DATE_NOT_AFTER_TODAY');
    // 23:30 UTC on the 24th is already the 25th in Bangkok.
    expect(postJobDateBlock('2026-11-25', new Date('2026-11-24T17:30:00Z'), holidays)).toBe('POST_JOB_DATE_NOT_AFTER_TODAY');
  });

  it('refuses Saturdays, Sundays and holidays', () => {
    expect(postJobDateBlock('2026-11-28', now, holidays)).toBe('POST_JOB_DATE_WEEKEND');
    expect(postJobDateBlock('2026-11-29', now, holidays)).toBe('POST_JOB_DATE_WEEKEND');
    expect(postJobDateBlock('2026-12-07', now, holidays)).toBe('POST_JOB_DATE_HOLIDAY');
  });

  it('takes a working day after today', () => {
    expect(postJobDateBlock('2026-11-25', now, holidays)).toBeNull();
    expect(postJobDateBlock('2026-11-30', now, holidays)).toBeNull();
  });
});

describe('nextBookableDay', () => {
  it('skips the weekend and holidays', () => {
    expect(nextBookableDay(now, holidays)).toBe('2026-11-25');
    // Friday 4 December: Saturday, Sunday, then Monday 7 December is a holiday.
    expect(nextBookableDay(new Date('2026-12-04T03:00:00Z'), holidays)).toBe('2026-12-08');
  });
});

describe('defaultPostJobSlot', () => {
  const at = (bangkokHour: number) => new Date(Date.UTC(2026, 10, 24, bangkokHour - 7));
  it('starts on the morning slot 08-11, the afternoon slot 12-14, otherwise none', () => {
    expect(defaultPostJobSlot(at(7))).toBeNull();
    expect(defaultPostJobSlot(at(8))).toBe(1);
    expect(defaultPostJobSlot(at(11))).toBe(1);
    expect(defaultPostJobSlot(at(12))).toBe(2);
    expect(defaultPostJobSlot(at(14))).toBe(2);
    expect(defaultPostJobSlot(at(15))).toBeNull();
  });
});

describe('isFreePickUp', () => {
  it('is free over 2,000 baht of postage or from 60 prepaid boxes', () => {
    expect(isFreePickUp(200_000, 0)).toBe(false);
    expect(isFreePickUp(200_001, 0)).toBe(true);
    expect(isFreePickUp(0, 59)).toBe(false);
    expect(isFreePickUp(0, 60)).toBe(true);
  });
});

describe('pickUpMinimumBlock', () => {
  it('refuses a list under the free rule with the figures its message shows, and lets one over it through', () => {
    expect(pickUpMinimumBlock(3_700, 0)).toEqual({
      code: 'POST_JOB_BELOW_FREE_MINIMUM',
      params: { minimumBaht: '2,000', minimumBoxes: 60, postageBaht: '37.00', prepaidBoxes: 0 },
    });
    expect(pickUpMinimumBlock(200_000, 59)?.params).toMatchObject({ postageBaht: '2,000.00', prepaidBoxes: 59 });
    expect(pickUpMinimumBlock(200_001, 0)).toBeNull();
    expect(pickUpMinimumBlock(3_700, 60)).toBeNull();
  });
});
