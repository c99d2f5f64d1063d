import { describe, expect, it } from 'vitest';
import { createPostJobClient, type PickUpBooking, PostJobServiceError, parsePostJobAnswer } from './client';
import { simulatedPostJobAnswer } from './simulator';

describe('parsePostJobAnswer', () => {
  it('reads a status as a number or a string', () => {
    expect(parsePostJobAnswer({ STATUS: 0 })).toEqual({ kind: 'status', status: 0 });
    expect(parsePostJobAnswer({ STATUS: '1' })).toEqual({ kind: 'status', status: 1 });
    expect(parsePostJobAnswer({ STATUS: '-1', REASON: '' })).toEqual({ kind: 'status', status: -1 });
  });

  it('reads a REASON when there is no status', () => {
    expect(parsePostJobAnswer({ STATUS: null, REASON: ' คิวเต็ม ' })).toEqual({ kind: 'rejected', reason: 'คิวเต็ม' });
  });

  it('gives nothing for anything else', () => {
    for (const body of [null, 'OK', {}, { STATUS: 2 }, { STATUS: '' }, { STATUS: 'x' }, { REASON: '  ' }, [1]]) {
      expect(parsePostJobAnswer(body)).toBeUndefined();
    }
  });
});

describe('simulatedPostJobAnswer', () => {
  it('answers by the DESCRIPTION marker, 0 without one', () => {
    expect(simulatedPostJobAnswer('ซอย 5')).toEqual({ kind: 'status', status: 0 });
    expect(simulatedPostJobAnswer('ซอย 5 #accept')).toEqual({ kind: 'status', status: 1 });
    expect(simulatedPostJobAnswer('#Queue-Full')).toEqual({ kind: 'status', status: -1 });
    expect(simulatedPostJobAnswer('x #reason: ไม่มีพนักงาน \nบรรทัดต่อไป')).toEqual({ kind: 'reason', reason: 'ไม่มีพนักงาน' });
    expect(simulatedPostJobAnswer('#down')).toEqual({ kind: 'down' });
    expect(simulatedPostJobAnswer('#garbage')).toEqual({ kind: 'garbage' });
  });
});

describe('createPostJobClient', () => {
  const request: PickUpBooking = {
    email: 'seller@example.test',
    shippingListCode: 'SL-00001',
    appointDate: '2026-07-09',
    slot: 2,
    postcode: '10110',
    totalCostSatang: 215_050,
    totalWeightGrams: 4200,
    itemCount: 3,
    name: 'สมชาย',
    surname: 'ใจดี',
    phone: '0812345678',
    address: '99/9 ซอยน้ำใจ',
    description: 'โทรก่อนเข้ารับ',
  };
  const answering = (status: number, body: string) => (async () => new Response(body, { status })) as typeof fetch;

  it("posts the booking as JSON in the service's words, with the API key, to <base>/createSending", async () => {
    let seen: { url: string; init?: RequestInit } | undefined;
    const client = createPostJobClient({
      baseUrl: 'http://pickup.test/api/',
      apiKey: 'k',
      fetch: (async (url: string, init?: RequestInit) => {
        seen = { url, init };
        return Response.json({ STATUS: 1 });
      }) as typeof fetch,
    });
    const { answer, sent } = await client.createSending(request);
    expect(answer).toEqual({ kind: 'status', status: 1 });
    expect(seen?.url).toBe('http://pickup.test/api/createSending');
    expect(seen?.init?.headers).toMatchObject({ 'x-api-key': 'k', 'content-type': 'application/json' });
    const body = {
      EMAIL: 'seller@example.test',
      SHIPPING_NO: 'SL-00001',
      APPOINTDATE: '09/07/2026',
      APPOINTTIME: '13.00',
      POSTCODE: '10110',
      TOTALSHIPPINGCOST: '2150.50',
      TOTALWEIGHT: 4200,
      TOTALITEM: 3,
      NAME: 'สมชาย',
      LASTNAME: 'ใจดี',
      PHONE: '0812345678',
      ADDRESS: '99/9 ซอยน้ำใจ',
      ISINTER: 0,
      DESCRIPTION: 'โทรก่อนเข้ารับ',
    };
    expect(JSON.parse(String(seen?.init?.body))).toEqual(body);
    // What was sent comes back for the job's record.
    expect(sent).toEqual(body);
  });

  it('throws PostJobServiceError on an error status, a body that is not JSON, or JSON that is no answer', async () => {
    for (const [status, body] of [
      [503, '{"STATUS":1}'],
      [200, '<html>'],
      [200, '{"ok":true}'],
    ] as const) {
      const client = createPostJobClient({ baseUrl: 'http://pickup.test', apiKey: 'k', fetch: answering(status, body) });
      await expect(client.createSending(request)).rejects.toBeInstanceOf(PostJobServiceError);
    }
  });

  it('throws PostJobServiceError when the service cannot be reached', async () => {
    const client = createPostJobClient({
      baseUrl: 'http://pickup.test',
      apiKey: 'k',
      fetch: (async () => {
        throw new TypeError('fetch failed');
      }) as typeof fetch,
    });
    await expect(client.createSending(request)).rejects.toBeInstanceOf(PostJobServiceError);
  });
});
