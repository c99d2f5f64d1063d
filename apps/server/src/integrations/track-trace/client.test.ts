import { describe, expect, it } from 'vitest';
import { createTrackTraceClient, parsePostalDate } from './client';
import { parseTokenExpiry, retryAfterMs } from './token';

describe('parsePostalDate', () => {
  it('turns a Buddhist-era Thai date into the same instant in the common era', () => {
    expect(parsePostalDate('26/08/2563 10:55:40+07:00', 'TH')?.toISOString()).toBe('2020-08-26T03:55:40.000Z');
  });

  it('reads English dates as common era', () => {
    expect(parsePostalDate('26/08/2020 10:55:40+07:00', 'EN')?.toISOString()).toBe('2020-08-26T03:55:40.000Z');
  });

  it('assumes Bangkok time without an offset and rejects malformed text', () => {
    expect(parsePostalDate('01/01/2564 00:00', 'TH')?.toISOString()).toBe('2020-12-31T17:00:00.000Z');
    expect(parsePostalDate('2020-08-26', 'EN')).toBeUndefined();
    expect(parsePostalDate('32/13/2563 10:00:00', 'TH')).toBeUndefined();
  });
});

// Token expiry format `2019-09-28 10:18:20+07:00` and the 429 / 401 / 403 meanings: shared reference
// postal-facts.md (track & trace API, from public client libraries).
describe('parseTokenExpiry', () => {
  it('reads the service’s `yyyy-MM-dd HH:mm:ss+07:00`', () => {
    expect(parseTokenExpiry('2019-09-28 10:18:20+07:00')?.toISOString()).toBe('2019-09-28T03:18:20.000Z');
    expect(parseTokenExpiry('2019-09-28 10:18:20')?.toISOString()).toBe('2019-09-28T03:18:20.000Z');
    expect(parseTokenExpiry('not a date')).toBeUndefined();
    expect(parseTokenExpiry(undefined)).toBeUndefined();
  });
});

describe('retryAfterMs', () => {
  it('reads seconds or an HTTP date; nothing when absent', () => {
    const now = Date.parse('2026-11-24T10:00:00Z');
    expect(retryAfterMs('120', now)).toBe(120_000);
    expect(retryAfterMs('Tue, 24 Nov 2026 10:01:00 GMT', now)).toBe(60_000);
    expect(retryAfterMs(null, now)).toBeUndefined();
    expect(retryAfterMs('soon', now)).toBeUndefined();
  });
});

describe('the token is cached until it expires and renewed once on 401 or 403', () => {
  const answer = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const ok = { response: { items: {}, track_count: { track_date: '24/11/2569', count_number: 3, track_count_limit: 1500 } }, status: true };

  it.each([401, 403])('after a %i: one new token, one retry; a second refusal is an error', async (status) => {
    const calls: string[] = [];
    let refusals = 1;
    const client = createTrackTraceClient({
      baseUrl: 'https://track.example',
      apiKey: 'k',
      now: () => Date.parse('2026-11-24T10:00:00Z'),
      fetch: async (url) => {
        const path = String(url).replace('https://track.example', '');
        calls.push(path);
        if (path.endsWith('/token')) return answer(200, { expire: '2026-12-24 10:00:00+07:00', token: `t${calls.length}` });
        return refusals-- > 0 ? answer(status, { status: false }) : answer(200, ok);
      },
    });
    expect((await client.track(['EF582568151TH'])).trackCount).toEqual({ countNumber: 3, limit: 1500 });
    expect(calls).toEqual([
      '/post/api/v1/authenticate/token',
      '/post/api/v1/track',
      '/post/api/v1/authenticate/token',
      '/post/api/v1/track',
    ]);
    // Cached until it expires: the next call asks for no token.
    await client.track(['EF582568151TH']);
    expect(calls.filter((c) => c.endsWith('/token'))).toHaveLength(2);
    refusals = 2;
    await expect(client.track(['EF582568151TH'])).rejects.toMatchObject({ status });
  });

  it('a 429 carries its Retry-After', async () => {
    const client = createTrackTraceClient({
      baseUrl: 'https://track.example',
      apiKey: 'k',
      fetch: async (url) =>
        String(url).endsWith('/token')
          ? answer(200, { expire: '2099-01-01 00:00:00+07:00', token: 't' })
          : new Response('{}', { status: 429, headers: { 'retry-after': '30' } }),
    });
    await expect(client.track(['EF582568151TH'])).rejects.toMatchObject({ status: 429, retryAfterMs: 30_000 });
  });
});
