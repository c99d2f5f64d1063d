import { describe, expect, it } from 'vitest';
import { dayOf, isDayBlocked, postJobState } from './post-job-view';

// Tuesday 24 November 2026, 10:00 in Bangkok.
const now = new Date('2026-11-24T03:00:00Z');

describe('postJobState', () => {
  it('is none before anything was sent', () => {
    expect(postJobState(null, now)).toBe('none');
    expect(postJobState({ status: null, appointDate: '2026-11-25' }, now)).toBe('none');
  });

  it('waits for the officer until the appointment day has passed, then says there was no response', () => {
    expect(postJobState({ status: 0, appointDate: '2026-11-25' }, now)).toBe('waiting');
    expect(postJobState({ status: 0, appointDate: '2026-11-24' }, now)).toBe('waiting');
    expect(postJobState({ status: 0, appointDate: '2026-11-23' }, now)).toBe('noResponse');
    expect(postJobState({ status: 0, appointDate: '2026-11-25', isOverdue: true }, now)).toBe('noResponse');
  });

  it('names accepted, queue full and any other answer as refused', () => {
    expect(postJobState({ status: 1, appointDate: '2026-11-25' }, now)).toBe('accepted');
    expect(postJobState({ status: -1, appointDate: '2026-11-25' }, now)).toBe('queueFull');
    expect(postJobState({ status: 9, appointDate: '2026-11-25' }, now)).toBe('rejected');
    expect(postJobState({ status: null, appointDate: '2026-11-25', reason: 'ไม่มีพนักงานในพื้นที่' }, now)).toBe('rejected');
  });
});

describe('isDayBlocked', () => {
  const holidays = new Set(['2026-12-07']);
  it('blocks today, weekends and holidays and takes the next working day', () => {
    expect(isDayBlocked('2026-11-24', now, holidays)).toBe(true);
    expect(isDayBlocked('2026-11-28', now, holidays)).toBe(true);
    expect(isDayBlocked('2026-12-07', now, holidays)).toBe(true);
    expect(isDayBlocked(new Date(2026, 10, 25), now, holidays)).toBe(false);
  });

  it('reads a picker date as its calendar day', () => {
    expect(dayOf(new Date(2026, 0, 5))).toBe('2026-01-05');
    expect(dayOf('2026-01-05')).toBe('2026-01-05');
  });
});
