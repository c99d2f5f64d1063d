import { z } from 'zod';
import { callsTagged, declareCall } from '../common/call';
import { listQuerySchema, pagedSchema } from '../common/list.schema';
import { idParamsSchema } from '../common/params.schema';
import { messageResponseSchema } from './auth.schema';
import { ZONE_STATUSES, zoneDecisionInputSchema, zoneSignUpInputSchema, zoneStaffSchema, zoneUserSchema } from './zone.schema';

const tags = ['Account'];
const call = callsTagged(tags);

/** The zone officers' list of sign-ups: a page, optionally of one status. */
const zoneUsersQuerySchema = listQuerySchema.extend({ status: z.enum(ZONE_STATUSES).optional() });

/** Zone sign-up (an outside-deposit officer's link) and the zone officers' decisions on it. */
export const zoneCalls = {
  staff: declareCall('GET', '/api/admin/staffs/:id', {
    tags: ['Post office'],
    description: 'An outside-deposit officer (AdminEMS) and their outlet, for the zone sign-up page; 404 for anyone else.',
    params: idParamsSchema,
    response: { 200: zoneStaffSchema },
  }),
  signUp: call('POST', '/api/Account/ZoneSignup', { body: zoneSignUpInputSchema, response: { 201: messageResponseSchema } }),
  users: call('GET', '/api/Account/ZoneUsers', {
    querystring: zoneUsersQuerySchema,
    response: { 200: pagedSchema(zoneUserSchema) },
  }),
  decide: call('PUT', '/api/Account/ZoneUsers/:id', {
    params: idParamsSchema,
    body: zoneDecisionInputSchema,
    response: { 200: zoneUserSchema },
  }),
};
