import { z } from 'zod';
import { type CallParts, callsTagged, noContentResponse } from '../common/call';
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

const call = callsTagged(['Account']);

/** How a sign-in answers: a bearer token, or (the web app) an HttpOnly cookie and no token. */
export const sessionModeQuerySchema = z.object({ mode: z.enum(['token', 'cookie']).default('token') });

/** An account POST answered with a sentence in the reader's language (`{ message }`). */
export const messageCall = <const P extends string, const E extends CallParts>(path: P, parts: E) =>
  call('POST', path, { ...parts, response: { 200: messageResponseSchema } });

/** A password grant (`grant_type=password`, form-encoded) answered with a bearer token. */
export const passwordGrantCall = <const P extends string, const E extends CallParts = Record<never, never>>(path: P, parts?: E) =>
  call('POST', path, { ...(parts as E), body: passwordGrantSchema, response: { 200: tokenResponseSchema } });

/** The account's calls: sign-in and out, who is signed in, the account's own edits and its recovery. */
export const authCalls = {
  confirmEmail: messageCall('/api/Account/ConfirmEmail', { querystring: confirmEmailQuerySchema }),
  token: passwordGrantCall('/api/Token'),
  login: call('POST', '/api/Account/Login', {
    description: 'Password grant. With mode=cookie (the web app) the session is set as an HttpOnly cookie and no token is returned.',
    querystring: sessionModeQuerySchema.extend({ refHost: plainString().max(200).optional() }),
    body: passwordGrantSchema,
    response: { 200: z.union([tokenResponseSchema, cookieSessionResponseSchema]) },
  }),
  logout: call('POST', '/api/Account/Logout', { response: noContentResponse }),
  userInfo: call('GET', '/api/Account/UserInfo', { response: { 200: userInfoSchema } }),
  // The web app asks who is signed in on every page load; a visitor is an answer there, not a failure, so it gets
  // 200 with null rather than UserInfo's 401 (which stays for API clients, as the spec has it).
  session: call('GET', '/api/Account/Session', {
    description: 'The signed-in user (as UserInfo) or null for a visitor; never 401.',
    response: { 200: z.object({ user: userInfoSchema.nullable() }) },
  }),
  update: call('PUT', '/api/Account/Update', { body: updateAccountInputSchema, response: { 200: userInfoSchema } }),
  language: call('PUT', '/api/Account/Language', {
    body: z.object({ lang: z.enum(LANGUAGES) }),
    response: noContentResponse,
  }),
  changePassword: messageCall('/api/Account/ChangePassword', { body: changePasswordInputSchema }),
  forgotPassword: messageCall('/api/Account/ForgotPassword', { body: forgotPasswordInputSchema }),
  resetPassword: messageCall('/api/Account/ResetPassword', { body: resetPasswordInputSchema }),
};
