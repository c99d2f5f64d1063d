import type { FastifyReply } from 'fastify';
import { SESSION_COOKIE } from './actor';
import type { SessionKind } from './session.repository';

/** A session a sign-in opened: its token and how long it lives, in seconds. */
interface OpenedSession {
  token: string;
  expiresIn: number;
}

/** The options of the app's own cookies: HttpOnly, same-site lax, the whole site; Secure behind https. */
export const appCookieOptions = (secure: boolean, maxAge: number) => ({
  httpOnly: true,
  sameSite: 'lax' as const,
  secure,
  path: '/',
  maxAge,
});

/** The kind of session a sign-in's `?mode` asks for: the web app's HttpOnly cookie, or a bearer token. */
export const sessionKindOf = (query: { mode: 'token' | 'cookie' }): SessionKind => (query.mode === 'cookie' ? 'cookie' : 'bearer');

/** A password grant's answer, as OAuth2 words it: the bearer token and its lifetime. */
export const bearerAnswer = (session: OpenedSession) => ({
  access_token: session.token,
  token_type: 'bearer' as const,
  expires_in: session.expiresIn,
});

/**
 * The session as the caller asked for it: a bearer token in the answer, or (the web app) the HttpOnly session cookie
 * and no token. Secure cookies behind https (`cookieSecure`).
 */
export const sessionAnswerer = (cookieSecure: boolean) => (reply: FastifyReply, kind: SessionKind, session: OpenedSession) => {
  if (kind === 'bearer') return bearerAnswer(session);
  reply.setCookie(SESSION_COOKIE, session.token, appCookieOptions(cookieSecure, session.expiresIn));
  return { token_type: 'cookie' as const, expires_in: session.expiresIn };
};
