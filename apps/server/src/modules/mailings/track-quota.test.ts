import { describe, expect, it } from 'vitest';
import { backoffMs, bangkokDate, nextBangkokMidnight, type TrackQuotaRow, trackingHold } from './track-quota.repository';

// The quota (`track_count.count_number` against `track_count_limit`, per API key and day) and 429 "too many
// requests": shared reference postal-facts.md. The day is Bangkok's (the service's dates are all +07:00).
const row = (over: Partial<TrackQuotaRow>): TrackQuotaRow => ({
  keyId: 'k',
  trackDate: '2026-11-24',
  countNumber: 0,
  countLimit: 1000,
  retryAt: null,
  backoffAttempts: 0,
  updatedAt: new Date(),
  ...over,
});

describe('the daily quota and the back-off hold syncing', () => {
  const now = new Date('2026-11-24T10:00:00Z'); // 17:00 in Bangkok

  it('Bangkok days: 17:00 UTC is already the next day there', () => {
    expect(bangkokDate(new Date('2026-11-24T16:59:59Z'))).toBe('2026-11-24');
    expect(bangkokDate(new Date('2026-11-24T17:00:00Z'))).toBe('2026-11-25');
    expect(nextBangkokMidnight(now).toISOString()).toBe('2026-11-24T17:00:00.000Z');
  });

  it('stops when fewer than a batch of 100 remain today, until the next Bangkok day', () => {
    expect(trackingHold(row({ countNumber: 900 }), now)).toBeNull();
    expect(trackingHold(row({ countNumber: 901 }), now)).toEqual({ reason: 'DAILY_QUOTA', until: '2026-11-24T17:00:00.000Z' });
    // Yesterday's count does not hold today.
    expect(trackingHold(row({ countNumber: 1000, trackDate: '2026-11-23' }), now)).toBeNull();
    expect(trackingHold(undefined, now)).toBeNull();
    // No limit reported yet (a 429 came before any answer): nothing to hold on.
    expect(trackingHold(row({ countLimit: 0 }), now)).toBeNull();
  });

  it('after a 429 waits until its retry time; the back-off doubles up to an hour', () => {
    const retryAt = new Date(now.getTime() + 60_000);
    expect(trackingHold(row({ retryAt }), now)).toEqual({ reason: 'RATE_LIMITED', until: retryAt.toISOString() });
    expect(trackingHold(row({ retryAt }), new Date(retryAt.getTime() + 1))).toBeNull();
    expect([1, 2, 3, 10].map(backoffMs)).toEqual([60_000, 120_000, 240_000, 3600_000]);
  });
});
