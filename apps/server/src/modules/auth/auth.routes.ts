import {
  changePasswordInputSchema,
  confirmEmailQuerySchema,
  cookieSessionResponseSchema,
  forgotPasswordInputSchema,
  messageResponseSchema,
  passwordGrantSchema,
  resetPasswordInputSchema,
  tokenResponseSchema,
  updateAccountInputSchema,
  userInfoSchema,
} from '@songdee/shared/auth/auth.schema';
import { plainString } from '@songdee/shared/common/text.schema';
import { LANGUAGES } from '@songdee/shared/constants/app.constants';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translate } from '../../lib/i18n';
import { signedInRoute } from '../../lib/route-handlers';
import { requireActor, SESSION_COOKIE, signedIn } from './actor';
import type { AuthService } from './auth.service';
import { signInRateLimit } from './sign-in-rate-limit';

export interface AuthRoutesOptions {
  service: AuthService;
  cookieSecure: boolean;
  authRateLimitPerMinute: number;
}

const tags = ['Account'];

export async function authRoutes(app: FastifyInstance, opts: AuthRoutesOptions) {
  const { service } = opts;
  const typed = app.withTypeProvider<ZodTypeProvider>();
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

  typed.post(
    '/api/Account/ConfirmEmail',
    { config: limited, schema: { tags, querystring: confirmEmailQuerySchema, response: { 200: messageResponseSchema } } },
    async (request) => {
      await service.confirmEmail(request.query.userId, request.query.code);
      return message(request.lang, 'account.emailConfirmed');
    },
  );

  typed.post(
    '/api/Token',
    { config: limited, schema: { tags, body: passwordGrantSchema, response: { 200: tokenResponseSchema } } },
    async (request) => {
      const { token, expiresIn } = await service.signIn(request.body, request.ip, 'bearer');
      return { access_token: token, token_type: 'bearer' as const, expires_in: expiresIn };
    },
  );

  typed.post(
    '/api/Account/Login',
    {
      config: limited,
      schema: {
        tags,
        description: 'Password grant. With mode=cookie (the web app) the session is set as an HttpOnly cookie and no token is returned.',
        querystring: z.object({ refHost: plainString().max(200).optional(), mode: z.enum(['token', 'cookie']).default('token') }),
        body: passwordGrantSchema,
        response: { 200: z.union([tokenResponseSchema, cookieSessionResponseSchema]) },
      },
    },
    async (request, reply) => {
      const kind = request.query.mode === 'cookie' ? 'cookie' : 'bearer';
      const { token, expiresIn } = await service.signIn(request.body, request.ip, kind);
      if (kind === 'bearer') return { access_token: token, token_type: 'bearer' as const, expires_in: expiresIn };
      setSessionCookie(reply, token, expiresIn);
      return { token_type: 'cookie' as const, expires_in: expiresIn };
    },
  );

  typed.post('/api/Account/Logout', signedInRoute({ tags, response: { 204: z.null() } }), async (request, reply) => {
    await service.signOut(requireActor(request));
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return reply.code(204).send(null);
  });

  typed.get('/api/Account/UserInfo', signedInRoute({ tags, response: { 200: userInfoSchema } }), async (request) =>
    service.userInfo(requireActor(request)),
  );

  // The web app asks who is signed in on every page load; a visitor is an answer there, not a failure, so it gets
  // 200 with null rather than UserInfo's 401 (which stays for API clients, as the spec has it).
  typed.get(
    '/api/Account/Session',
    {
      schema: {
        tags,
        description: 'The signed-in user (as UserInfo) or null for a visitor; never 401.',
        response: { 200: z.object({ user: userInfoSchema.nullable() }) },
      },
    },
    async (request) => ({ user: request.actor ? await service.userInfo(request.actor) : null }),
  );

  typed.put(
    '/api/Account/Update',
    signedInRoute({ tags, body: updateAccountInputSchema, response: { 200: userInfoSchema } }),
    async (request) => service.updateAccount(requireActor(request), request.body),
  );

  typed.put(
    '/api/Account/Language',
    signedInRoute({ tags, body: z.object({ lang: z.enum(LANGUAGES) }), response: { 204: z.null() } }),
    async (request, reply) => {
      await service.setLanguage(requireActor(request), request.body);
      return reply.code(204).send(null);
    },
  );

  typed.post(
    '/api/Account/ChangePassword',
    { onRequest: signedIn, config: limited, schema: { tags, body: changePasswordInputSchema, response: { 200: messageResponseSchema } } },
    async (request) => {
      await service.changePassword(requireActor(request), request.body);
      return message(request.lang, 'account.passwordChanged');
    },
  );

  typed.post(
    '/api/Account/ForgotPassword',
    { config: limited, schema: { tags, body: forgotPasswordInputSchema, response: { 200: messageResponseSchema } } },
    async (request) => {
      await service.forgotPassword(request.body.email);
      return message(request.lang, 'account.resetMailSent');
    },
  );

  typed.post(
    '/api/Account/ResetPassword',
    { config: limited, schema: { tags, body: resetPasswordInputSchema, response: { 200: messageResponseSchema } } },
    async (request) => {
      await service.resetPassword(request.body);
      return message(request.lang, 'account.passwordReset');
    },
  );
}
