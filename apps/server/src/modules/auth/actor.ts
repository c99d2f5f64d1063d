import type { Language, PostOfficeRole } from '@songdee/shared/constants/app.constants';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';

/** The cookie that carries a web session's token. */
export const SESSION_COOKIE = 'sd_session';

/** Who is calling: the signed-in user behind the request's session. */
export interface Actor {
  userId: string;
  email: string;
  role: PostOfficeRole | null;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    lang: Language;
    actor: Actor | null;
    authVia: 'bearer' | 'cookie' | null;
  }
}

/** The signed-in actor, or UNAUTHENTICATED. */
export function requireActor(request: FastifyRequest): Actor {
  if (!request.actor) throw new AppError('UNAUTHENTICATED');
  return request.actor;
}
