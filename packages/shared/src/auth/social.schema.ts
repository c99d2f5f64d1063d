import { z } from 'zod';
import { thaiAddressPartsSchema } from '../common/address.schema';
import { optionalText, plainString, requiredText } from '../common/text.schema';
import { cookieSessionResponseSchema, emailSchema, tokenResponseSchema } from './auth.schema';

/**
 * Social sign-in (spec 2 sections 1, 4, 5, 7 and 8) through OpenID Connect, two provider slots set by environment:
 *   GET  /api/Account/ExternalLogins                    -> ExternalLogin[] (only the configured providers)
 *   GET  /api/Account/ExternalLogin/:provider           -> 302 to the provider (authorization code + PKCE, state, nonce)
 *   GET  /api/Account/ExternalLogin/:provider/callback  -> 302 to /signin?auth=done (signed in), /social-connect?email&id
 *                                                          (the e-mail has an account), /external-signup?id (a new
 *                                                          identity) or /signin?auth=failed&msg=SOCIAL_SIGNIN_FAILED
 *   GET  /api/Account/ExternalLogin/pending/:id         -> PendingSocialIdentity (what the provider said, for the forms)
 *   POST /api/Account/SocialConnect                     SocialConnectInput (the password, once) -> linked, signed in
 *   POST /api/Account/RegisterExternal                  RegisterExternalInput -> account made, linked, signed in
 *   POST /api/Account/SocialLogin                       SocialLoginInput (the mobile path: a provider ID token)
 * The pending identity is bound to the browser that started it (an HttpOnly cookie), so its id in a URL is no key.
 */

export const externalLoginSchema = z.object({
  /** The slot's id in URLs (OIDC_n_ID, e.g. google, line). */
  id: plainString(),
  /** The button's label (OIDC_n_NAME). */
  name: plainString(),
  /** Where the button sends the browser. */
  url: plainString(),
});
export type ExternalLogin = z.infer<typeof externalLoginSchema>;

export const providerParamsSchema = z.object({ provider: plainString().min(1).max(40) });

export const pendingSocialIdentitySchema = z.object({
  id: z.uuid(),
  provider: plainString(),
  providerName: plainString(),
  /** The e-mail the provider vouched for, or '' when it gave none (the user types one). */
  email: plainString(),
  firstName: plainString(),
  lastName: plainString(),
  /** Next step: an account already uses the e-mail (prove its password) or a new account. */
  next: z.enum(['connect', 'signup']),
});
export type PendingSocialIdentity = z.infer<typeof pendingSocialIdentitySchema>;

export const socialConnectInputSchema = z.object({
  id: z.uuid({ error: 'validation.invalid' }),
  password: plainString({ error: 'validation.required' }).min(1, { error: 'validation.required' }).max(100),
});
export type SocialConnectInput = z.infer<typeof socialConnectInputSchema>;

/** External sign-up (spec 2 section 5): e-mail, first name, phone and the address are required; last name optional. */
export const externalSignUpFieldsSchema = thaiAddressPartsSchema.extend({
  email: emailSchema,
  firstName: requiredText(100),
  lastName: optionalText(100),
  phone: requiredText(50),
});
export type ExternalSignUpFields = z.infer<typeof externalSignUpFieldsSchema>;

export const registerExternalInputSchema = externalSignUpFieldsSchema.extend({ id: z.uuid({ error: 'validation.invalid' }) });
export type RegisterExternalInput = z.infer<typeof registerExternalInputSchema>;

/** The mobile path (spec 2 section 4): `auth` names the provider, `token` is the ID token its SDK gave the app. */
export const socialLoginInputSchema = z.object({
  auth: plainString({ error: 'validation.required' }).min(1, { error: 'validation.required' }).max(40),
  token: plainString({ error: 'validation.required' }).min(1, { error: 'validation.required' }).max(8000),
});

/** A session answer: the bearer token for API clients, or (mode=cookie, the web app) the HttpOnly cookie and no token. */
export const sessionAnswerSchema = z.union([tokenResponseSchema, cookieSessionResponseSchema]);

/**
 * SocialLogin answers HasRegistered: a registered identity is signed in (its session answer beside it); otherwise
 * the pending identity's id and the next step (the web goes to /external-signup, or /social-connect for a taken e-mail).
 */
export const socialLoginResponseSchema = z.union([
  z.object({ hasRegistered: z.literal(true), session: sessionAnswerSchema }),
  z.object({ hasRegistered: z.literal(false), next: z.enum(['connect', 'signup']), id: z.uuid(), email: plainString() }),
]);

/** The `msg` keys a social sign-in sends to the sign-in page with. */
export const SOCIAL_SIGN_IN_FAILED = 'SOCIAL_SIGNIN_FAILED';
