import { publicTrackingParamsSchema, publicTrackingSchema } from '@songdee/shared/mailing/public-tracking.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { localize } from '../../lib/i18n';
import type { PublicTrackingService } from './public-tracking.service';

/**
 * Public tracking asks a client address may make a minute, counted in the database across processes. A buyer
 * refreshing their parcel asks a few times; many buyers can share one address behind a mobile carrier's NAT, so the
 * budget is generous, and still stops a script walking the sequential serials of other people's parcels.
 */
export const PUBLIC_TRACKING_PER_MINUTE = 60;

/** The public tracking page's data: no sign-in, limited per client address, answered from a short cache. */
export async function publicTrackingRoutes(app: FastifyInstance, opts: { tracking: PublicTrackingService }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/api/track/:barcode',
    {
      config: { rateLimit: { max: PUBLIC_TRACKING_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['Tracking'],
        description:
          'A parcel’s status and track-and-trace events (newest first), its service and its store’s name, for anyone holding the barcode. Nothing about the recipient or the sender. An unknown barcode, or text that is no S10 barcode, is PARCEL_NOT_FOUND (404). Limited per client address; answers may be up to 30 s old.',
        params: publicTrackingParamsSchema,
        response: { 200: publicTrackingSchema },
      },
    },
    async (req) => localize(await opts.tracking.track(req.params.barcode), req.lang),
  );
}
