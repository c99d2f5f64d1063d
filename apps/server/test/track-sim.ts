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
