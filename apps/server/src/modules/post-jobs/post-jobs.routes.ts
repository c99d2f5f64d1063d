import { idParamsSchema } from '@songdee/shared/common/params.schema';
import { holidaysQuerySchema, holidaysSchema, postJobSchema, postJobViewSchema } from '@songdee/shared/shipping-list/post-job.schema';
import { postJobInputSchema } from '@songdee/shared/shipping-list/shipping-list.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { localized, signedInRoute } from '../../lib/route-handlers';
import type { PostJobsService } from './post-jobs.service';

const listParams = idParamsSchema;
const tags = ['Post job'];

/** Home pick-up (post job) of a paid shipping list, and the holiday calendar its date picker reads. */
export async function postJobsRoutes(app: FastifyInstance, opts: { postJobs: PostJobsService }) {
  const { postJobs } = opts;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/api/holidays',
    {
      schema: {
        tags,
        description:
          'Public holidays (no pick-up is booked on them) from `from` to `to`, yyyy-MM-dd inclusive; by default from today (Bangkok) for a year. At most 731 days. No sign-in needed.',
        querystring: holidaysQuerySchema,
        response: { 200: holidaysSchema },
      },
    },
    async (req) => postJobs.holidays(req.query),
  );

  typed.get(
    '/api/postjob/:id',
    signedInRoute({
      tags,
      description:
        'The post job of shipping list `id` (null before any), whether the form may book, and the form’s defaults. Store owner only.',
      params: listParams,
      response: { 200: postJobViewSchema },
    }),
    localized((actor, req) => postJobs.view(actor, req.params.id)),
  );

  typed.post(
    '/api/postjob/:id/createSending',
    signedInRoute({
      tags,
      description:
        'Books a home pick-up for paid shipping list `id` after checking the password of the sign-in confirm popup and the day (after today, no weekend or holiday). The pick-up service answers status 0 (waiting for an officer), 1 (accepted) or -1 (queue full), stored and returned; a REASON is stored and refused as POST_JOB_REJECTED (the seller may try again).',
      params: listParams,
      body: postJobInputSchema,
      response: { 200: postJobSchema },
    }),
    localized((actor, req) => postJobs.createSending(actor, req.params.id, req.body, req.ip)),
  );
}
