import { describe, expect, it } from 'vitest';
import { serverResources } from '../i18n/resources';
import { deriveTracking, TRACK_STATUS_CODES, TRACK_STATUSES } from './track-status';

// The codes and their meanings: shared reference postal-facts.md ("Status codes", gathered from public client
// libraries of the track-and-trace API, which agree on them).
const FACT_CODES = [101, 102, 103, 104, 201, 202, 203, 204, 205, 206, 207, 208, 209, 210, 211, 212, 213, 301, 302, 401, 402, 501, 901];

const at = (day: number) => new Date(Date.UTC(2020, 7, day, 2, 0, 0));

describe('track status table', () => {
  it('holds every real code once, each with a Thai and an English name', () => {
    expect([...TRACK_STATUS_CODES].sort()).toEqual(FACT_CODES);
    for (const code of FACT_CODES) {
      const names = TRACK_STATUSES[code as keyof typeof TRACK_STATUSES];
      expect(names.th, String(code)).toMatch(/[\u0E00-\u0E7F]/);
      expect(names.en, String(code)).toMatch(/^[A-Z]/);
    }
  });

  it('names the nine codes the old list missed as the facts describe them', () => {
    expect(TRACK_STATUSES[104].en).toBe('Withdrawn by the sender');
    expect(TRACK_STATUSES[208].en).toBe('Left the outward office of exchange');
    expect(TRACK_STATUSES[209].en).toBe('Export cancelled');
    expect(TRACK_STATUSES[210].en).toBe('Import cancelled');
    expect(TRACK_STATUSES[211].en).toBe('Received at a sorting centre');
    expect(TRACK_STATUSES[212].en).toBe('Handed to the airline');
    expect(TRACK_STATUSES[213].en).toBe('Accepted by the airline');
    expect(TRACK_STATUSES[402].en).toContain('1545');
    expect(TRACK_STATUSES[901].en).toBe('Cash on delivery transferred to the seller');
  });

  it('is what the i18n catalogs serve under mailing:trackStatuses, in both languages', () => {
    for (const code of FACT_CODES) {
      const names = TRACK_STATUSES[code as keyof typeof TRACK_STATUSES];
      expect(serverResources.th.mailing.trackStatuses[String(code)]).toBe(names.th);
      expect(serverResources.en.mailing.trackStatuses[String(code)]).toBe(names.en);
    }
  });
});

describe('deriveTracking (a parcel from its whole event list)', () => {
  it('501 then 901: delivered, the newest event shown, the COD transfer time kept, finished', () => {
    const d = deriveTracking(
      [
        { code: 103, date: at(1) },
        { code: 501, date: at(3) },
        { code: 901, date: at(5) },
      ],
      'WAITING_FOR_DELIVERY',
    );
    expect(d).toMatchObject({ statusKey: 'DELIVERED', finished: true, codTransferredAt: at(5) });
    expect(d.latest?.code).toBe(901);
  });

  it('gives the same answer whatever order the events came in', () => {
    const events = [
      { code: 901, date: at(5) },
      { code: 103, date: at(1) },
      { code: 501, date: at(3) },
      { code: 301, date: at(3) },
    ];
    const a = deriveTracking(events, 'WAITING_FOR_DELIVERY');
    const b = deriveTracking([...events].reverse(), 'WAITING_FOR_DELIVERY');
    expect(a).toEqual(b);
    expect(a.statusKey).toBe('DELIVERED');
  });

  it('104: withdrawn by the sender ends the parcel as cancelled', () => {
    const d = deriveTracking(
      [
        { code: 103, date: at(1) },
        { code: 104, date: at(2) },
      ],
      'DURING_DELIVERY_NOTE',
    );
    expect(d).toMatchObject({ statusKey: 'CANCELLED', finished: true, codTransferredAt: null });
  });

  it('other codes leave our own status as it is and the parcel still tracked', () => {
    for (const code of [101, 102, 103, 201, 202, 203, 204, 205, 206, 207, 208, 209, 210, 211, 212, 213, 301, 302, 401, 402]) {
      const d = deriveTracking([{ code, date: at(1) }], 'DURING_DELIVERY_NOTE');
      expect(d, String(code)).toMatchObject({ statusKey: 'DURING_DELIVERY_NOTE', finished: false });
    }
    expect(deriveTracking([], 'WAITING_FOR_DELIVERY')).toMatchObject({ latest: undefined, statusKey: 'WAITING_FOR_DELIVERY' });
  });
});
