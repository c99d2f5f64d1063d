import { authCalls } from '@songdee/shared/auth/auth.calls';
import type { FastifyInstance } from 'fastify';
import { messageAnswer } from '../../lib/i18n';
import { publicRoute, routesOf, signedInRoute } from '../../lib/route-handlers';
import { requireActor, SESSION_COOKIE } from './actor';
import type { AuthService } from './auth.service';
import { bearerAnswer, sessionAnswerer, sessionKindOf } from './sign-in-answers';
import { type SignInLimitedOptions, signInLimitedRoutes } from './sign-in-rate-limit';

export interface AuthRoutesOptions extends SignInLimitedOptions<AuthService> {
  cookieSecure: boolean;
}

export async function authRoutes(app: FastifyInstance, opts: AuthRoutesOptions) {
  const { service } = opts;
  const route = routesOf(app);
  // Per-IP limit on the routes that guess or spend: sign-in, sign-up, recovery.
  const { limitedPublicRoute, limitedSignedInRoute } = signInLimitedRoutes(opts.authRateLimitPerMinute);
  const answerSession = sessionAnswerer(opts.cookieSecure);

  route.raw(limitedPublicRoute(authCalls.confirmEmail), async (request) => {
    await service.confirmEmail(request.query.userId, request.query.code);
    return messageAnswer(request.lang, 'account.emailConfirmed');
  });

  route.raw(limitedPublicRoute(authCalls.token), async (request) => bearerAnswer(await service.signIn(request.body, request.ip, 'bearer')));

  route.raw(limitedPublicRoute(authCalls.login), async (request, reply) => {
    const kind = sessionKindOf(request.query);
    return answerSession(reply, kind, await service.signIn(request.body, request.ip, kind));
  });

  route.raw(signedInRoute(authCalls.logout), async (request, reply) => {
    await service.signOut(requireActor(request));
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return reply.code(204).send(null);
  });

  route.raw(signedInRoute(authCalls.userInfo), async (request) => service.userInfo(requireActor(request)));

  route.raw(publicRoute(authCalls.session), async (request) => ({ user: request.actor ? await service.userInfo(request.actor) : null }));

  route.raw(signedInRoute(authCalls.update), async (request) => service.updateAccount(requireActor(request), request.body));

  route.raw(signedInRoute(authCalls.language), async (request, reply) => {
    await service.setLanguage(requireActor(request), request.body);
    return reply.code(204).send(null);
  });

  route.raw(limitedSignedInRoute(authCalls.changePassword), async (request) => {
    await service.changePassword(requireActor(request), request.body);
    return messageAnswer(request.lang, 'account.passwordChanged');
  });

  route.raw(limitedPublicRoute(authCalls.forgotPassword), async (request) => {
    await service.forgotPassword(request.body.email);
    return messageAnswer(request.lang, 'account.resetMailSent');
  });

  route.raw(limitedPublicRoute(authCalls.resetPassword), async (request) => {
    await service.resetPassword(request.body);
    return messageAnswer(request.lang, 'account.passwordReset');
  });
}
