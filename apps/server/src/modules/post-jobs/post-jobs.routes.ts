import { postJobCalls } from '@songdee/shared/shipping-list/post-job.calls';
import type { FastifyInstance } from 'fastify';
import { publicRoute, routesOf, signedInRoute } from '../../lib/route-handlers';
import type { PostJobsService } from './post-jobs.service';

/** Home pick-up (post job) of a paid shipping list, and the holiday calendar its date picker reads. */
export async function postJobsRoutes(app: FastifyInstance, opts: { postJobs: PostJobsService }) {
  const { postJobs } = opts;
  const route = routesOf(app);

  route.raw(publicRoute(postJobCalls.holidays), async (req) => postJobs.holidays(req.query));
  route(signedInRoute(postJobCalls.view), (actor, req) => postJobs.view(actor, req.params.id));
  route(signedInRoute(postJobCalls.createSending), (actor, req) => postJobs.createSending(actor, req.params.id, req.body, req.ip));
}
