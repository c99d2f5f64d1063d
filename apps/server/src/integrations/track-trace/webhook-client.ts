import { TRACK_MAX_BARCODES } from './client';
import { createTokenSource, postWithToken, TrackTraceError } from './token';

/**
 * The postal push (webhook) service: the same token call as the track API, then `POST {base}/post/api/v1/hook` with
 * `{ status: "all", language: "TH", barcode: [...], req_previous_status: true }` subscribes up to 100 barcodes; the
 * service then POSTs their events to the subscriber's URL (registered with the post, not sent here).
 */
export interface TrackWebhookClient {
  subscribe(barcodes: readonly string[]): Promise<void>;
}

export function createTrackWebhookClient(options: {
  baseUrl: string;
  apiKey: string;
  fetch?: typeof fetch;
  now?: () => number;
}): TrackWebhookClient {
  const base = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const token = createTokenSource({ base, apiKey: options.apiKey, fetch: doFetch, now });
  return {
    async subscribe(barcodes) {
      if (barcodes.length > TRACK_MAX_BARCODES) throw new TrackTraceError(`at most ${TRACK_MAX_BARCODES} barcodes per call`);
      if (barcodes.length === 0) return;
      const body = (await postWithToken(
        token,
        doFetch,
        `${base}/post/api/v1/hook`,
        { status: 'all', language: 'TH', barcode: barcodes, req_previous_status: true },
        now,
      )) as { status?: boolean };
      if (body?.status === false) throw new TrackTraceError('hook request failed');
    },
  };
}
