import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { Mailer } from '../../integrations/mail/mailer';
import { renderCodeMail } from '../../integrations/mail/render';
import { createAuthRepository } from './auth.repository';
import { authRoutes } from './auth.routes';
import { createAuthService } from './auth.service';
import type { SessionRepository } from './session.repository';

export interface AuthModuleOptions {
  db: Database;
  /** Shared with the auth plugin, which reads the session of every request. */
  sessions: SessionRepository;
  mailer: Mailer;
  publicUrl: string;
  sessionTtlSeconds: number;
  cookieSecure: boolean;
  authRateLimitPerMinute: number;
}

/** Wires accounts: sign-up, sign-in, recovery and personal details. */
export async function authModule(app: FastifyInstance, opts: AuthModuleOptions) {
  const service = createAuthService({
    repo: createAuthRepository(opts.db),
    sessions: opts.sessions,
    sendCodeMail: (user, mail) => opts.mailer.send(renderCodeMail(mail, user.lang === 'en' ? 'en' : 'th')),
    publicUrl: opts.publicUrl,
    sessionTtlSeconds: opts.sessionTtlSeconds,
  });
  await app.register(authRoutes, {
    service,
    cookieSecure: opts.cookieSecure,
    authRateLimitPerMinute: opts.authRateLimitPerMinute,
  });
}
