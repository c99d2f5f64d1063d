import type { RoleGroup } from '@songdee/shared/admin/roles';
import type { Era } from '@songdee/shared/common/date-format';
import type { Language, PostOfficeRole } from '@songdee/shared/constants/app.constants';
import type { FastifyRequest } from 'fastify';
import type { ZoneData } from '../../db/schema/auth';
import type { stores } from '../../db/schema/stores';
import { AppError } from '../../lib/app-error';

/** The cookie that carries a web session's token. */
export const SESSION_COOKIE = 'sd_session';

/** Who is calling: the signed-in user behind the request's session. */
export interface Actor {
  userId: string;
  email: string;
  role: PostOfficeRole | null;
  sessionId: string;
  /**
   * The store named by the route's `:storeId`, read in the same query as the session (`row` null: no such store),
   * so the owner check of a store route asks the database nothing more (`StoresService.assertOwner`).
   */
  routeStore?: { id: string; row: typeof stores.$inferSelect | null };
  /** The store the user owns (null: none) and their zone (zone users), read with the session for the role matrix. */
  ownStoreId?: string | null;
  zone?: ZoneData | null;
  /** The user's own post office (`users.outlet_code`, staff only) and that office, read with the session. */
  office?: { code: string | null; outlet: { code: string; name: string; postcode: string } | null };
}

declare module 'fastify' {
  /** What a route asks of its caller before anything is validated (plugins/access.plugin.ts). */
  interface FastifyContextConfig {
    /** The role group of spec 2 section 6 that may call the route (packages/shared admin/roles.ts). */
    access?: RoleGroup;
    /** A `:storeId` route for the store's owner only: another existing store answers FORBIDDEN. */
    storeOwner?: boolean;
    /**
     * The card gateway's browser return (`result_url_1`): the gateway's page posts the buyer's browser there, a
     * cross-site form POST. It is authenticated by the gateway's signature, never by a session, so the session
     * (and its same-origin rule for writes) is not read for it.
     */
    gatewayBrowserReturn?: boolean;
  }
  interface FastifyRequest {
    lang: Language;
    /** The era dates are shown in: the `era` cookie the web sets, else the language's (Thai: Buddhist era). */
    era: Era;
    actor: Actor | null;
    authVia: 'bearer' | 'cookie' | null;
  }
}

/** The signed-in actor, or UNAUTHENTICATED. */
export function requireActor(request: FastifyRequest): Actor {
  if (!request.actor) throw new AppError('UNAUTHENTICATED');
  return request.actor;
}

/**
 * Route hook (`onRequest: signedIn`) of every route that needs a signed-in user: an anonymous caller
 * gets 401 before the body is parsed or the params, query and body are validated, so it never learns the input's shape.
 */
export async function signedIn(request: FastifyRequest): Promise<void> {
  requireActor(request);
}
