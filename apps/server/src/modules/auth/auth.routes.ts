import { authCalls } from '@songdee/shared/auth/auth.calls';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { translate } from '../../lib/i18n';
import { publicRoute, routesOf, signedInRoute } from '../../lib/route-handlers';
import { requireActor, SESSION_COOKIE } from './actor';
import type { AuthService } from './auth.service';
import { signInRateLimit } from './sign-in-rate-limit';

export interface AuthRoutesOptions {
  service: AuthService;
  cookieSecure: boolean;
  authRateLimitPerMinute: number;
}

export async function authRoutes(app: FastifyInstance, opts: AuthRoutesOptions) {
  const { service } = opts;
  const route = routesOf(app);
  // Per-IP limit on the routes that guess or spend: sign-in, sign-up, recovery.
  const limited = signInRateLimit(opts.authRateLimitPerMinute);
  const message = (lang: 'th' | 'en', key: string) => ({ message: translate(lang, key) });

  const setSessionCookie = (reply: FastifyReply, token: string, maxAge: number) =>
    reply.setCookie(SESSION_COOKIE, token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: opts.cookieSecure,
      path: '/',
      maxAge,
    });

  route.raw({ ...publicRoute(authCalls.confirmEmail), config: limited }, async (request) => {
    await service.confirmEmail(request.query.userId, request.query.code);
    return message(request.lang, 'account.emailConfirmed');
  });

  route.raw({ ...publicRoute(authCalls.token), config: limited }, async (request) => {
    const { token, expiresIn } = await service.signIn(request.body, request.ip, 'bearer');
    return { access_token: token, token_type: 'bearer' as const, expires_in: expiresIn };
  });

  route.raw({ ...publicRoute(authCalls.login), config: limited }, async (request, reply) => {
    const kind = request.query.mode === 'cookie' ? 'cookie' : 'bearer';
    const { token, expiresIn } = await service.signIn(request.body, request.ip, kind);
    if (kind === 'bearer') return { access_token: token, token_type: 'bearer' as const, expires_in: expiresIn };
    setSessionCookie(reply, token, expiresIn);
    return { token_type: 'cookie' as const, expires_in: expiresIn };
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

  route.raw({ ...signedInRoute(authCalls.changePassword), config: limited }, async (request) => {
    await service.changePassword(requireActor(request), request.body);
    return message(request.lang, 'account.passwordChanged');
  });

  route.raw({ ...publicRoute(authCalls.forgotPassword), config: limited }, async (request) => {
    await service.forgotPassword(request.body.email);
    return message(request.lang, 'account.resetMailSent');
  });

  route.raw({ ...publicRoute(authCalls.resetPassword), config: limited }, async (request) => {
    await service.resetPassword(request.body);
    return message(request.lang, 'account.passwordReset');
  });
}
