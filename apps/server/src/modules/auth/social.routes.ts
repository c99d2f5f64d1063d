import {
  externalLoginSchema,
  pendingSocialIdentitySchema,
  providerParamsSchema,
  registerExternalInputSchema,
  SOCIAL_SIGN_IN_FAILED,
  sessionAnswerSchema,
  socialConnectInputSchema,
  socialLoginInputSchema,
  socialLoginResponseSchema,
} from '@songdee/shared/auth/social.schema';
import { idParamsSchema } from '@songdee/shared/common/params.schema';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { newSecret } from '../../lib/secrets';
import { SESSION_COOKIE } from './actor';
import type { SessionKind } from './session.repository';
import { signInRateLimit } from './sign-in-rate-limit';
import type { SocialService } from './social.service';

export interface SocialRoutesOptions {
  service: SocialService;
  cookieSecure: boolean;
  authRateLimitPerMinute: number;
}

/** The browser a social sign-in belongs to: an HttpOnly cookie whose secret's digest the sign-in row keeps. */
const SOCIAL_COOKIE = 'sd_social';
const SOCIAL_COOKIE_SECONDS = 30 * 60;
const tags = ['Account'];
const modeQuery = z.object({ mode: z.enum(['token', 'cookie']).default('token') });

export async function socialRoutes(app: FastifyInstance, opts: SocialRoutesOptions) {
  const { service } = opts;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const limited = signInRateLimit(opts.authRateLimitPerMinute);
  const cookieOptions = { httpOnly: true, sameSite: 'lax' as const, secure: opts.cookieSecure, path: '/' };

  /** This browser's social secret, set now when it has none (the redirect starts, or the mobile path). */
  const browserSecret = (request: FastifyRequest, reply: FastifyReply) => {
    const existing = request.cookies[SOCIAL_COOKIE];
    if (existing && /^[\w-]{43}$/.test(existing)) return existing;
    const secret = newSecret();
    reply.setCookie(SOCIAL_COOKIE, secret, { ...cookieOptions, maxAge: SOCIAL_COOKIE_SECONDS });
    return secret;
  };

  const kindOf = (request: { query: { mode: 'token' | 'cookie' } }): SessionKind => (request.query.mode === 'cookie' ? 'cookie' : 'bearer');

  /** The session as the caller asked for it: the HttpOnly cookie (the web app) or a bearer token. */
  const answerSession = (reply: FastifyReply, kind: SessionKind, session: { token: string; expiresIn: number }) => {
    if (kind === 'bearer') return { access_token: session.token, token_type: 'bearer' as const, expires_in: session.expiresIn };
    reply.setCookie(SESSION_COOKIE, session.token, { ...cookieOptions, maxAge: session.expiresIn });
    return { token_type: 'cookie' as const, expires_in: session.expiresIn };
  };

  /** A refusal during the redirects lands on the sign-in page with its message (a known key, never free text). */
  const toSignIn = (reply: FastifyReply, error: unknown) => {
    if (!(error instanceof AppError)) throw error;
    const msg = error.code === 'ZONE_NOT_CONFIRMED' ? error.code : SOCIAL_SIGN_IN_FAILED;
    return reply.redirect(`/signin?auth=failed&msg=${msg}`, 302);
  };

  typed.get(
    '/api/Account/ExternalLogins',
    {
      schema: {
        tags,
        description: 'The configured social sign-in providers (the sign-in page buttons).',
        response: { 200: z.array(externalLoginSchema) },
      },
    },
    async () => service.externalLogins(),
  );

  typed.get(
    '/api/Account/ExternalLogin/:provider',
    { config: limited, schema: { tags, description: 'Starts a social sign-in: 302 to the provider.', params: providerParamsSchema } },
    async (request, reply) => {
      try {
        return reply.redirect(await service.startRedirect(request.params.provider, browserSecret(request, reply)), 302);
      } catch (error) {
        return toSignIn(reply, error);
      }
    },
  );

  typed.get(
    '/api/Account/ExternalLogin/:provider/callback',
    { config: limited, schema: { tags, description: "The provider's redirect back (code and state).", params: providerParamsSchema } },
    async (request, reply) => {
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
    },
  );

  typed.get(
    '/api/Account/ExternalLogin/pending/:id',
    {
      schema: {
        tags,
        description: 'What the provider said of a pending social sign-in of this browser.',
        params: idParamsSchema,
        response: { 200: pendingSocialIdentitySchema },
      },
    },
    async (request) => service.pending(request.params.id, request.cookies[SOCIAL_COOKIE]),
  );

  /** A step that ends signed in: the pending identity of this browser's cookie, the session as the caller asked. */
  const sessionSchema = <B extends z.ZodType>(description: string, body: B) => ({
    config: limited,
    schema: { tags, description, querystring: modeQuery, body, response: { 200: sessionAnswerSchema } },
  });

  typed.post(
    '/api/Account/SocialConnect',
    sessionSchema("Links the pending identity to the e-mail's account after its password.", socialConnectInputSchema),
    async (request, reply) => {
      const kind = kindOf(request);
      return answerSession(reply, kind, await service.connect(request.body, request.cookies[SOCIAL_COOKIE], request.ip, kind));
    },
  );

  typed.post(
    '/api/Account/RegisterExternal',
    sessionSchema('External sign-up: the account of a new social identity.', registerExternalInputSchema),
    async (request, reply) => {
      const kind = kindOf(request);
      const input = { ...request.body, lang: request.lang };
      return answerSession(reply, kind, await service.registerExternal(input, request.cookies[SOCIAL_COOKIE], kind));
    },
  );

  typed.post(
    '/api/Account/SocialLogin',
    {
      config: limited,
      schema: {
        tags,
        description: "The mobile path: a provider's ID token (auth = provider id).",
        querystring: modeQuery,
        body: socialLoginInputSchema,
        response: { 200: socialLoginResponseSchema },
      },
    },
    async (request, reply) => {
      const kind = kindOf(request);
      const result = await service.socialLogin(request.body.auth, request.body.token, browserSecret(request, reply), kind);
      if (!result.hasRegistered) return result;
      return { hasRegistered: true as const, session: answerSession(reply, kind, result) };
    },
  );
}
