import { messageResponseSchema } from '@songdee/shared/auth/auth.schema';
import {
  ZONE_STATUSES,
  zoneDecisionInputSchema,
  zoneSignUpInputSchema,
  zoneStaffSchema,
  zoneUserSchema,
} from '@songdee/shared/auth/zone.schema';
import { listQuerySchema } from '@songdee/shared/common/list.schema';
import { idParamsSchema } from '@songdee/shared/common/params.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translate } from '../../lib/i18n';
import { localized, pagedList, roleRoute } from '../../lib/route-handlers';
import { signInRateLimit } from './sign-in-rate-limit';
import type { ZoneService } from './zone.service';

export interface ZoneRoutesOptions {
  service: ZoneService;
  authRateLimitPerMinute: number;
}

const tags = ['Account'];

export async function zoneRoutes(app: FastifyInstance, opts: ZoneRoutesOptions) {
  const { service } = opts;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const limited = signInRateLimit(opts.authRateLimitPerMinute);

  typed.get(
    '/api/admin/staffs/:id',
    {
      schema: {
        tags: ['Post office'],
        description: 'An outside-deposit officer (AdminEMS) and their outlet, for the zone sign-up page; 404 for anyone else.',
        params: idParamsSchema,
        response: { 200: zoneStaffSchema },
      },
    },
    async (request) => service.staff(request.params.id),
  );

  typed.post(
    '/api/Account/ZoneSignup',
    { config: limited, schema: { tags, body: zoneSignUpInputSchema, response: { 201: messageResponseSchema } } },
    async (request, reply) => {
      await service.signUp({ ...request.body, lang: request.lang });
      return reply.code(201).send({ message: translate(request.lang, 'account.zoneSignUpReceived') });
    },
  );

  typed.get(
    '/api/Account/ZoneUsers',
    roleRoute('zoneOfficers', pagedList(listQuerySchema.extend({ status: z.enum(ZONE_STATUSES).optional() }), zoneUserSchema, { tags })),
    localized((actor, request) => service.list(actor, request.query)),
  );

  typed.put(
    '/api/Account/ZoneUsers/:id',
    roleRoute('zoneOfficers', { tags, params: idParamsSchema, body: zoneDecisionInputSchema, response: { 200: zoneUserSchema } }),
    localized((actor, request) => service.decide(actor, request.params.id, request.body)),
  );
}
