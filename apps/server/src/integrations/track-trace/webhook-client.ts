import { TRACK_MAX_BARCODES } from './client';
import { type TrackServiceOptions, TrackTraceError, trackServicePost } from './token';

/**
 * The postal push (webhook) service: the same token call as the track API, then `POST {base}/post/api/v1/hook` with
 * `{ status: "all", language: "TH", barcode: [...], req_previous_status: true }` subscribes up to 100 barcodes; the
 * service then POSTs their events to the subscriber's URL (registered with the post, not sent here).
 */
export interface TrackWebhookClient {
  subscribe(barcodes: readonly string[]): Promise<void>;
}

export function createTrackWebhookClient(options: TrackServiceOptions): TrackWebhookClient {
  const post = trackServicePost(options);
  return {
    async subscribe(barcodes) {
      if (barcodes.length > TRACK_MAX_BARCODES) throw new TrackTraceError(`at most ${TRACK_MAX_BARCODES} barcodes per call`);
      if (barcodes.length === 0) return;
      const body = (await post('/post/api/v1/hook', { status: 'all', language: 'TH', barcode: barcodes, req_previous_status: true })) as {
        status?: boolean;
      };
      if (body?.status === false) throw new TrackTraceError('hook request failed');
    },
  };
}
