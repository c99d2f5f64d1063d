import { zoneCalls } from '@songdee/shared/auth/zone.calls';
import type { FastifyInstance } from 'fastify';
import { messageAnswer } from '../../lib/i18n';
import { publicRoute, roleRoute, routesOf } from '../../lib/route-handlers';
import { type SignInLimitedOptions, signInLimitedRoutes } from './sign-in-rate-limit';
import type { ZoneService } from './zone.service';

export async function zoneRoutes(app: FastifyInstance, opts: SignInLimitedOptions<ZoneService>) {
  const { service } = opts;
  const route = routesOf(app);
  const { limitedPublicRoute } = signInLimitedRoutes(opts.authRateLimitPerMinute);

  route.raw(publicRoute(zoneCalls.staff), async (request) => service.staff(request.params.id));

  route.raw(limitedPublicRoute(zoneCalls.signUp), async (request, reply) => {
    await service.signUp({ ...request.body, lang: request.lang });
    return reply.code(201).send(messageAnswer(request.lang, 'account.zoneSignUpReceived'));
  });

  route(roleRoute('zoneOfficers', zoneCalls.users), (actor, request) => service.list(actor, request.query));

  route(roleRoute('zoneOfficers', zoneCalls.decide), (actor, request) => service.decide(actor, request.params.id, request.body));
}
