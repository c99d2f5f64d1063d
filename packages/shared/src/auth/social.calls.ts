import type { z } from 'zod';
import { callsTagged } from '../common/call';
import { sessionModeQuerySchema } from './auth.calls';
import {
  externalLoginSchema,
  pendingSocialIdentitySchema,
  providerParamsSchema,
  registerExternalInputSchema,
  sessionAnswerSchema,
  socialConnectInputSchema,
  socialLoginInputSchema,
  socialLoginResponseSchema,
} from './social.schema';

const call = callsTagged(['Account']);

/** A POST that ends signed in, the session as `?mode` asks: a bearer token, or (the web app) an HttpOnly cookie. */
const signInCall = <const P extends string, B extends z.ZodType, A extends z.ZodType>(path: P, description: string, body: B, answer: A) =>
  call('POST', path, { description, querystring: sessionModeQuerySchema, body, response: { 200: answer } });

/** Social sign-in: the providers, the redirects, a pending identity, and the steps that end signed in. */
export const socialCalls = {
  externalLogins: call.rows('/api/Account/ExternalLogins', externalLoginSchema, {
    description: 'The configured social sign-in providers (the sign-in page buttons).',
  }),
  start: call('GET', '/api/Account/ExternalLogin/:provider', {
    description: 'Starts a social sign-in: 302 to the provider.',
    params: providerParamsSchema,
  }),
  callback: call('GET', '/api/Account/ExternalLogin/:provider/callback', {
    description: "The provider's redirect back (code and state).",
    params: providerParamsSchema,
  }),
  pending: call.byId(
    'GET',
    '/api/Account/ExternalLogin/pending/:id',
    { 200: pendingSocialIdentitySchema },
    { description: 'What the provider said of a pending social sign-in of this browser.' },
  ),
  connect: signInCall(
    '/api/Account/SocialConnect',
    "Links the pending identity to the e-mail's account after its password.",
    socialConnectInputSchema,
    sessionAnswerSchema,
  ),
  registerExternal: signInCall(
    '/api/Account/RegisterExternal',
    'External sign-up: the account of a new social identity.',
    registerExternalInputSchema,
    sessionAnswerSchema,
  ),
  socialLogin: signInCall(
    '/api/Account/SocialLogin',
    "The mobile path: a provider's ID token (auth = provider id).",
    socialLoginInputSchema,
    socialLoginResponseSchema,
  ),
};
