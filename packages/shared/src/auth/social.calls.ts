import { z } from 'zod';
import { callsTagged } from '../common/call';
import { idParamsSchema } from '../common/params.schema';
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

/** Social sign-in: the providers, the redirects, a pending identity, and the steps that end signed in. */
export const socialCalls = {
  externalLogins: call('GET', '/api/Account/ExternalLogins', {
    description: 'The configured social sign-in providers (the sign-in page buttons).',
    response: { 200: z.array(externalLoginSchema) },
  }),
  start: call('GET', '/api/Account/ExternalLogin/:provider', {
    description: 'Starts a social sign-in: 302 to the provider.',
    params: providerParamsSchema,
  }),
  callback: call('GET', '/api/Account/ExternalLogin/:provider/callback', {
    description: "The provider's redirect back (code and state).",
    params: providerParamsSchema,
  }),
  pending: call('GET', '/api/Account/ExternalLogin/pending/:id', {
    description: 'What the provider said of a pending social sign-in of this browser.',
    params: idParamsSchema,
    response: { 200: pendingSocialIdentitySchema },
  }),
  connect: call('POST', '/api/Account/SocialConnect', {
    description: "Links the pending identity to the e-mail's account after its password.",
    querystring: sessionModeQuerySchema,
    body: socialConnectInputSchema,
    response: { 200: sessionAnswerSchema },
  }),
  registerExternal: call('POST', '/api/Account/RegisterExternal', {
    description: 'External sign-up: the account of a new social identity.',
    querystring: sessionModeQuerySchema,
    body: registerExternalInputSchema,
    response: { 200: sessionAnswerSchema },
  }),
  socialLogin: call('POST', '/api/Account/SocialLogin', {
    description: "The mobile path: a provider's ID token (auth = provider id).",
    querystring: sessionModeQuerySchema,
    body: socialLoginInputSchema,
    response: { 200: socialLoginResponseSchema },
  }),
};
