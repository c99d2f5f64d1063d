import { z } from 'zod';
import { declareCall } from '../common/call';
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

const tags = ['Account'];

/** Social sign-in: the providers, the redirects, a pending identity, and the steps that end signed in. */
export const socialCalls = {
  externalLogins: declareCall('GET', '/api/Account/ExternalLogins', {
    tags,
    description: 'The configured social sign-in providers (the sign-in page buttons).',
    response: { 200: z.array(externalLoginSchema) },
  }),
  start: declareCall('GET', '/api/Account/ExternalLogin/:provider', {
    tags,
    description: 'Starts a social sign-in: 302 to the provider.',
    params: providerParamsSchema,
  }),
  callback: declareCall('GET', '/api/Account/ExternalLogin/:provider/callback', {
    tags,
    description: "The provider's redirect back (code and state).",
    params: providerParamsSchema,
  }),
  pending: declareCall('GET', '/api/Account/ExternalLogin/pending/:id', {
    tags,
    description: 'What the provider said of a pending social sign-in of this browser.',
    params: idParamsSchema,
    response: { 200: pendingSocialIdentitySchema },
  }),
  connect: declareCall('POST', '/api/Account/SocialConnect', {
    tags,
    description: "Links the pending identity to the e-mail's account after its password.",
    querystring: sessionModeQuerySchema,
    body: socialConnectInputSchema,
    response: { 200: sessionAnswerSchema },
  }),
  registerExternal: declareCall('POST', '/api/Account/RegisterExternal', {
    tags,
    description: 'External sign-up: the account of a new social identity.',
    querystring: sessionModeQuerySchema,
    body: registerExternalInputSchema,
    response: { 200: sessionAnswerSchema },
  }),
  socialLogin: declareCall('POST', '/api/Account/SocialLogin', {
    tags,
    description: "The mobile path: a provider's ID token (auth = provider id).",
    querystring: sessionModeQuerySchema,
    body: socialLoginInputSchema,
    response: { 200: socialLoginResponseSchema },
  }),
};
