import { postalDate } from '../src/integrations/track-trace/sim-scenarios';
import type { TestApp } from './create-test-app';

/** The track-and-trace simulators' control endpoints (tests only): what they were asked, and what to answer next. */
interface TrackSimState {
  limit: number;
  used: number;
  trackCalls: number;
  tokenCalls: number;
  asked: string[];
}

export interface TrackSimControl {
  limit?: number;
  used?: number;
  fail?: { status: number; retryAfter?: number; times?: number };
  expireTokens?: boolean;
  reset?: boolean;
}

const post = (url: string, body: object) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

export function trackSim(origin: () => string) {
  return {
    read: async () => (await (await fetch(`${origin()}/sim/track/control`)).json()) as TrackSimState,
    set: async (body: TrackSimControl) => {
      await post(`${origin()}/sim/track/control`, body);
    },
    webhook: {
      read: async () =>
        (await (await fetch(`${origin()}/sim/trackwebhook/control`)).json()) as {
          subscribed: string[];
          hookCalls: number;
          barcodesPerCall: number[];
        },
      set: async (body: { failNext?: number; expireTokens?: boolean }) => {
        await post(`${origin()}/sim/trackwebhook/control`, body);
      },
      push: async (body: { barcodes?: string[]; reverse?: boolean; repeat?: boolean; url?: string; secret?: string | null }) =>
        (await (await post(`${origin()}/sim/trackwebhook/control/push`, body)).json()) as { statuses: number[]; items: number },
    },
  };
}

/** The secret the postal push service's simulator sends our webhook (TRACK_WEBHOOK_SECRET's development value). */
const TRACK_WEBHOOK_SIM_SECRET = 'songdee-track-webhook-sim-secret';

/** One event as the push service sends it, its date a postal one (`postalDate`). */
interface PushedEvent {
  barcode: string;
  status: string;
  status_description: string;
  status_date: string;
  location: string;
  postcode: string;
}

/** Posts events to our webhook as the postal push service does: `{ items, track_datetime }` with its bearer secret. */
export const pushTrackEvents = (t: TestApp, items: PushedEvent[], trackDatetime = postalDate(new Date(), 'TH')) =>
  t.app.inject({
    method: 'POST',
    url: '/api/track/webhook',
    headers: { authorization: `Bearer ${TRACK_WEBHOOK_SIM_SECRET}` },
    payload: { items, track_datetime: trackDatetime },
  });

/** A delivery (501) of `barcode` just now, worded as the push service words it. */
export const deliveredNow = (barcode: string): PushedEvent => ({
  barcode,
  status: '501',
  status_description: 'นำจ่ายสำเร็จ',
  status_date: postalDate(new Date(), 'TH'),
  location: 'ปณ.',
  postcode: '10000',
});
