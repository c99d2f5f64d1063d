import { declareCall } from '../common/call';
import { publicTrackingParamsSchema, publicTrackingSchema } from './public-tracking.schema';

/** A parcel's public tracking: no sign-in, for anyone holding the barcode. */
export const publicTrackingCalls = {
  parcel: declareCall('GET', '/api/track/:barcode', {
    tags: ['Tracking'],
    description:
      'A parcel’s status and track-and-trace events (newest first), its service and its store’s name, for anyone holding the barcode. Nothing about the recipient or the sender. An unknown barcode, or text that is no S10 barcode, is PARCEL_NOT_FOUND (404). Limited per client address; answers may be up to 30 s old.',
    params: publicTrackingParamsSchema,
    response: { 200: publicTrackingSchema },
  }),
};
