import { ERA_STORAGE_KEY, eraFor } from '@songdee/shared/common/date-format';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { languageFrom } from '../lib/i18n';
import { isUuid } from '../lib/ids';
import { SESSION_COOKIE } from '../modules/auth/actor';
import type { SessionRepository } from '../modules/auth/session.repository';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, value] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && value ? value : undefined;
}

/** The route's `:storeId` when it is a UUID: the session lookup reads that store in the same query. */
function routeStoreId(request: FastifyRequest): string | undefined {
  const storeId = (request.params as { storeId?: unknown } | undefined)?.storeId;
  return typeof storeId === 'string' && isUuid(storeId) ? storeId : undefined;
}

/**
 * A cookie-authenticated write must come from our own origin (the cookie is SameSite=Lax; this closes the rest): the
 * full origin (scheme, host and port) as this request reached us, or the configured public address (TLS ended at a
 * proxy). The host alone let an https page write to an http site.
 */
function isSameOrigin(request: FastifyRequest, publicOrigin: string | undefined): boolean {
  const source = request.headers.origin ?? request.headers.referer;
  if (!source) return request.headers['sec-fetch-site'] === 'same-origin';
  try {
    const origin = new URL(source).origin;
    return origin === `${request.protocol}://${request.headers.host}` || origin === publicOrigin;
  } catch {
    return false;
  }
}

/**
 * A write that asks for a cookie session (`mode=cookie`: sign-in, a social sign-in's completion, a sign-up that signs
 * in) must not come from another site, or a hostile page could sign a visitor into the attacker's account (login
 * CSRF). Browsers send Origin with every cross-site POST (`null` from a sandboxed or no-referrer page); a caller
 * without Origin, Referer or a cross-site Sec-Fetch-Site is not a browser on another site, and is let through.
 */
function isCrossSiteSignIn(request: FastifyRequest, publicOrigin: string | undefined): boolean {
  if (SAFE_METHODS.has(request.method) || (request.query as { mode?: unknown } | undefined)?.mode !== 'cookie') return false;
  const fetchSite = request.headers['sec-fetch-site'];
  if (!request.headers.origin && !request.headers.referer) return fetchSite === 'cross-site' || fetchSite === 'same-site';
  return !isSameOrigin(request, publicOrigin);
}

async function authPlugin(app: FastifyInstance, opts: { sessions: SessionRepository; publicUrl?: string }) {
  const publicOrigin = opts.publicUrl ? new URL(opts.publicUrl).origin : undefined;
  app.decorateRequest('lang', 'th');
  app.decorateRequest('era', 'be');
  app.decorateRequest('actor', null);
  app.decorateRequest('authVia', null);
  app.addHook('onReady', () => opts.sessions.listen());
  // A write's caller reads what it changed: its token is forgotten before the answer leaves (session-cache.ts).
  app.addHook('onSend', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const token = bearerToken(request) ?? request.cookies[SESSION_COOKIE];
    if (token) opts.sessions.forget(token);
  });
  app.addHook('onClose', () => opts.sessions.close());

  app.addHook('onRequest', async (request) => {
    request.lang = languageFrom(request.headers['accept-language']);
    request.era = eraFor(request.lang, request.cookies[ERA_STORAGE_KEY]);
    // The simulators stand in for outside services (a card gateway receives our pages' form posts): no session there.
    if (request.url.startsWith('/sim/')) return;
    // The card gateway's browser return is signed by the gateway and acts for no one: no session is read for it.
    if (request.routeOptions.config?.gatewayBrowserReturn) return;
    if (isCrossSiteSignIn(request, publicOrigin)) throw new AppError('CROSS_SITE_REQUEST');
    const bearer = bearerToken(request);
    const cookie = request.cookies[SESSION_COOKIE];
    const token = bearer ?? cookie;
    if (!token) return;
    // A safe request may be answered for the actor remembered (session-cache.ts); a write always asks the database.
    const session = await opts.sessions.findActive(token, routeStoreId(request), { remembered: SAFE_METHODS.has(request.method) });
    if (!session) return;
    request.actor = session;
    request.authVia = bearer ? 'bearer' : 'cookie';
    if (request.authVia === 'cookie' && !SAFE_METHODS.has(request.method) && !isSameOrigin(request, publicOrigin)) {
      throw new AppError('CROSS_SITE_REQUEST');
    }
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['@fastify/cookie'] });
