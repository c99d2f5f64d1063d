import { callsTagged } from '../common/call';
import { holidaysQuerySchema, holidaysSchema, postJobSchema, postJobViewSchema } from './post-job.schema';
import { postJobInputSchema } from './shipping-list.schema';

const call = callsTagged(['Post job']);

/** Home pick-up (post job) of a paid shipping list, and the holiday calendar its date picker reads. */
export const postJobCalls = {
  holidays: call('GET', '/api/holidays', {
    description:
      'Public holidays (no pick-up is booked on them) from `from` to `to`, yyyy-MM-dd inclusive; by default from today (Bangkok) for a year. At most 731 days. No sign-in needed.',
    querystring: holidaysQuerySchema,
    response: { 200: holidaysSchema },
  }),
  view: call.byId(
    'GET',
    '/api/postjob/:id',
    { 200: postJobViewSchema },
    {
      description:
        'The post job of shipping list `id` (null before any), whether the form may book, and the form’s defaults. Store owner only.',
    },
  ),
  createSending: call.byId(
    'POST',
    '/api/postjob/:id/createSending',
    { 200: postJobSchema },
    {
      description:
        'Books a home pick-up for paid shipping list `id` after checking the password of the sign-in confirm popup and the day (after today, no weekend or holiday). The pick-up service answers status 0 (waiting for an officer), 1 (accepted) or -1 (queue full), stored and returned; a REASON is stored and refused as POST_JOB_REJECTED (the seller may try again).',
      body: postJobInputSchema,
    },
  ),
};
