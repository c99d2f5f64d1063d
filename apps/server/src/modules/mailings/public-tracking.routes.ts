import { publicTrackingCalls } from '@songdee/shared/mailing/public-tracking.calls';
import type { FastifyInstance } from 'fastify';
import { localize } from '../../lib/i18n';
import { publicRoute, routesOf } from '../../lib/route-handlers';
import type { PublicTrackingService } from './public-tracking.service';

/**
 * Public tracking asks a client address may make a minute, counted in the database across processes. A buyer
 * refreshing their parcel asks a few times; many buyers can share one address behind a mobile carrier's NAT, so the
 * budget is generous, and still stops a script walking the sequential serials of other people's parcels.
 */
export const PUBLIC_TRACKING_PER_MINUTE = 60;

/** The public tracking page's data: no sign-in, limited per client address, answered from a short cache. */
export async function publicTrackingRoutes(app: FastifyInstance, opts: { tracking: PublicTrackingService }) {
  const route = routesOf(app);
  route.raw(
    { ...publicRoute(publicTrackingCalls.parcel), config: { rateLimit: { max: PUBLIC_TRACKING_PER_MINUTE, timeWindow: '1 minute' } } },
    async (req) => localize(await opts.tracking.track(req.params.barcode), req.lang),
  );
}
