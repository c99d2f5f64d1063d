import { socialCalls } from '@songdee/shared/auth/social.calls';
import { SOCIAL_SIGN_IN_FAILED } from '@songdee/shared/auth/social.schema';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { publicRoute, routesOf } from '../../lib/route-handlers';
import { newSecret } from '../../lib/secrets';
import { appCookieOptions, sessionAnswerer, sessionKindOf } from './sign-in-answers';
import { type SignInLimitedOptions, signInLimitedRoutes } from './sign-in-rate-limit';
import type { SocialService } from './social.service';

export interface SocialRoutesOptions extends SignInLimitedOptions<SocialService> {
  cookieSecure: boolean;
}

/** The browser a social sign-in belongs to: an HttpOnly cookie whose secret's digest the sign-in row keeps. */
const SOCIAL_COOKIE = 'sd_social';
const SOCIAL_COOKIE_SECONDS = 30 * 60;

export async function socialRoutes(app: FastifyInstance, opts: SocialRoutesOptions) {
  const { service } = opts;
  const route = routesOf(app);
  const { limitedPublicRoute } = signInLimitedRoutes(opts.authRateLimitPerMinute);
  // The steps that end signed in answer the session as the caller asked: the HttpOnly cookie (the web app) or a bearer token.
  const answerSession = sessionAnswerer(opts.cookieSecure);

  /** This browser's social secret, set now when it has none (the redirect starts, or the mobile path). */
  const browserSecret = (request: FastifyRequest, reply: FastifyReply) => {
    const existing = request.cookies[SOCIAL_COOKIE];
    if (existing && /^[\w-]{43}$/.test(existing)) return existing;
    const secret = newSecret();
    reply.setCookie(SOCIAL_COOKIE, secret, appCookieOptions(opts.cookieSecure, SOCIAL_COOKIE_SECONDS));
    return secret;
  };

  /** A refusal during the redirects lands on the sign-in page with its message (a known key, never free text). */
  const toSignIn = (reply: FastifyReply, error: unknown) => {
    if (!(error instanceof AppError)) throw error;
    const msg = error.code === 'ZONE_NOT_CONFIRMED' ? error.code : SOCIAL_SIGN_IN_FAILED;
    return reply.redirect(`/signin?auth=failed&msg=${msg}`, 302);
  };

  route.raw(publicRoute(socialCalls.externalLogins), async () => service.externalLogins());

  route.raw(limitedPublicRoute(socialCalls.start), async (request, reply) => {
    try {
      return reply.redirect(await service.startRedirect(request.params.provider, browserSecret(request, reply)), 302);
    } catch (error) {
      return toSignIn(reply, error);
    }
  });

  route.raw(limitedPublicRoute(socialCalls.callback), async (request, reply) => {
    // The URL the provider was told to come back to, with the query it came back with.
    const callbackUrl = new URL(service.redirectUri(request.params.provider));
    callbackUrl.search = new URL(request.url, 'http://callback.invalid').search;
    try {
      const result = await service.completeRedirect(request.params.provider, callbackUrl, request.cookies[SOCIAL_COOKIE]);
      if (result.hasRegistered) {
        answerSession(reply, 'cookie', result);
        return reply.redirect('/signin?auth=done', 302);
      }
      if (result.next === 'connect') {
        return reply.redirect(`/social-connect?${new URLSearchParams({ email: result.email, id: result.id })}`, 302);
      }
      return reply.redirect(`/external-signup?${new URLSearchParams({ id: result.id })}`, 302);
    } catch (error) {
      request.log.info({ provider: request.params.provider }, 'social sign-in refused');
      return toSignIn(reply, error);
    }
  });

  route.raw(publicRoute(socialCalls.pending), async (request) => service.pending(request.params.id, request.cookies[SOCIAL_COOKIE]));

  // The steps that end signed in: the pending identity of this browser's cookie, the session as the caller asked.
  route.raw(limitedPublicRoute(socialCalls.connect), async (request, reply) => {
    const kind = sessionKindOf(request.query);
    return answerSession(reply, kind, await service.connect(request.body, request.cookies[SOCIAL_COOKIE], request.ip, kind));
  });

  route.raw(limitedPublicRoute(socialCalls.registerExternal), async (request, reply) => {
    const kind = sessionKindOf(request.query);
    const input = { ...request.body, lang: request.lang };
    return answerSession(reply, kind, await service.registerExternal(input, request.cookies[SOCIAL_COOKIE], kind));
  });

  route.raw(limitedPublicRoute(socialCalls.socialLogin), async (request, reply) => {
    const kind = sessionKindOf(request.query);
    const result = await service.socialLogin(request.body.auth, request.body.token, browserSecret(request, reply), kind);
    if (!result.hasRegistered) return result;
    return { hasRegistered: true as const, session: answerSession(reply, kind, result) };
  });
}
