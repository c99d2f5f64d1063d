import { z } from 'zod';
import { declareCall, noContentResponse } from '../common/call';
import { plainString } from '../common/text.schema';
import { LANGUAGES } from '../constants/app.constants';
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
} from './auth.schema';

const tags = ['Account'];

/** How a sign-in answers: a bearer token, or (the web app) an HttpOnly cookie and no token. */
export const sessionModeQuerySchema = z.object({ mode: z.enum(['token', 'cookie']).default('token') });

/** The account's calls: sign-in and out, who is signed in, the account's own edits and its recovery. */
export const authCalls = {
  confirmEmail: declareCall('POST', '/api/Account/ConfirmEmail', {
    tags,
    querystring: confirmEmailQuerySchema,
    response: { 200: messageResponseSchema },
  }),
  token: declareCall('POST', '/api/Token', { tags, body: passwordGrantSchema, response: { 200: tokenResponseSchema } }),
  login: declareCall('POST', '/api/Account/Login', {
    tags,
    description: 'Password grant. With mode=cookie (the web app) the session is set as an HttpOnly cookie and no token is returned.',
    querystring: sessionModeQuerySchema.extend({ refHost: plainString().max(200).optional() }),
    body: passwordGrantSchema,
    response: { 200: z.union([tokenResponseSchema, cookieSessionResponseSchema]) },
  }),
  logout: declareCall('POST', '/api/Account/Logout', { tags, response: noContentResponse }),
  userInfo: declareCall('GET', '/api/Account/UserInfo', { tags, response: { 200: userInfoSchema } }),
  // The web app asks who is signed in on every page load; a visitor is an answer there, not a failure, so it gets
  // 200 with null rather than UserInfo's 401 (which stays for API clients, as the spec has it).
  session: declareCall('GET', '/api/Account/Session', {
    tags,
    description: 'The signed-in user (as UserInfo) or null for a visitor; never 401.',
    response: { 200: z.object({ user: userInfoSchema.nullable() }) },
  }),
  update: declareCall('PUT', '/api/Account/Update', { tags, body: updateAccountInputSchema, response: { 200: userInfoSchema } }),
  language: declareCall('PUT', '/api/Account/Language', {
    tags,
    body: z.object({ lang: z.enum(LANGUAGES) }),
    response: noContentResponse,
  }),
  changePassword: declareCall('POST', '/api/Account/ChangePassword', {
    tags,
    body: changePasswordInputSchema,
    response: { 200: messageResponseSchema },
  }),
  forgotPassword: declareCall('POST', '/api/Account/ForgotPassword', {
    tags,
    body: forgotPasswordInputSchema,
    response: { 200: messageResponseSchema },
  }),
  resetPassword: declareCall('POST', '/api/Account/ResetPassword', {
    tags,
    body: resetPasswordInputSchema,
    response: { 200: messageResponseSchema },
  }),
};
