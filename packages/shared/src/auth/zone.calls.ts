import { z } from 'zod';
import { callsTagged } from '../common/call';
import { listQuerySchema } from '../common/list.schema';
import { messageResponseSchema } from './auth.schema';
import { ZONE_STATUSES, zoneDecisionInputSchema, zoneSignUpInputSchema, zoneStaffSchema, zoneUserSchema } from './zone.schema';

const call = callsTagged(['Account']);

/** The zone officers' list of sign-ups: a page, optionally of one status. */
const zoneUsersQuerySchema = listQuerySchema.extend({ status: z.enum(ZONE_STATUSES).optional() });

/** Zone sign-up (an outside-deposit officer's link) and the zone officers' decisions on it. */
export const zoneCalls = {
  staff: callsTagged(['Post office']).byId(
    'GET',
    '/api/admin/staffs/:id',
    { 200: zoneStaffSchema },
    { description: 'An outside-deposit officer (AdminEMS) and their outlet, for the zone sign-up page; 404 for anyone else.' },
  ),
  signUp: call('POST', '/api/Account/ZoneSignup', { body: zoneSignUpInputSchema, response: { 201: messageResponseSchema } }),
  users: call.page('/api/Account/ZoneUsers', zoneUserSchema, { querystring: zoneUsersQuerySchema }),
  decide: call.byId('PUT', '/api/Account/ZoneUsers/:id', { 200: zoneUserSchema }, { body: zoneDecisionInputSchema }),
};
