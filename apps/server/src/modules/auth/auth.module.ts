import type { FastifyInstance } from 'fastify';
import type { OidcProviderConfig } from '../../config/env';
import type { Database } from '../../db/client';
import type { Mailer } from '../../integrations/mail/mailer';
import { renderCodeMail } from '../../integrations/mail/render';
import { createOidcClients } from '../../integrations/oidc/client';
import { scheduleJobs } from '../../lib/scheduled-jobs';
import { createBuyerAddressesRepository } from '../address-book/buyer-addresses.repository';
import type { GeoLookup } from '../geo/geo-lookup.repository';
import { createAuthRepository } from './auth.repository';
import { authRoutes } from './auth.routes';
import { createAuthService } from './auth.service';
import { loginFailuresCleanupJob } from './login-failures-cleanup.job';
import { createPasswordConfirmService } from './password-confirm.service';
import type { SessionRepository } from './session.repository';
import { signupRoutes } from './signup.routes';
import { createSocialRepository } from './social.repository';
import { socialRoutes } from './social.routes';
import { createSocialService } from './social.service';
import { createZoneRepository } from './zone.repository';
import { zoneRoutes } from './zone.routes';
import { createZoneService } from './zone.service';

export interface AuthModuleOptions {
  db: Database;
  /** Shared with the auth plugin, which reads the session of every request. */
  sessions: SessionRepository;
  mailer: Mailer;
  publicUrl: string;
  sessionTtlSeconds: number;
  cookieSecure: boolean;
  authRateLimitPerMinute: number;
  /** The configured social sign-in providers (OIDC_1_*, OIDC_2_*). */
  oidcProviders: OidcProviderConfig[];
  geo: Pick<GeoLookup, 'assertAddress'>;
  /** Run the clean-up of old failed sign-ins on a timer (off in tests, which run it with their own clock). */
  schedule?: { intervalMs: number };
  now?: () => Date;
}

/**
 * Wires accounts: sign-up, sign-in, recovery and personal details, and the daily clean-up of failed sign-ins older
 * than the lockout window.
 */
export async function authModule(app: FastifyInstance, opts: AuthModuleOptions) {
  const service = createAuthService({
    repo: createAuthRepository(opts.db),
    sessions: opts.sessions,
    sendCodeMail: (user, mail) => opts.mailer.send(renderCodeMail(mail, user.lang === 'en' ? 'en' : 'th')),
    publicUrl: opts.publicUrl,
    sessionTtlSeconds: opts.sessionTtlSeconds,
    inBackground: app.backgroundTasks.run,
  });
  const users = createAuthRepository(opts.db);
  if (opts.schedule) {
    scheduleJobs(app, opts.db, [loginFailuresCleanupJob(users)], {
      intervalMs: opts.schedule.intervalMs,
      now: opts.now ?? (() => new Date()),
    });
  }
  const buyerAddresses = createBuyerAddressesRepository(opts.db);
  const social = createSocialService({
    db: opts.db,
    repo: createSocialRepository(opts.db),
    users,
    sessions: opts.sessions,
    passwords: createPasswordConfirmService(users),
    oidc: createOidcClients(opts.oidcProviders),
    publicUrl: opts.publicUrl,
    sessionTtlSeconds: opts.sessionTtlSeconds,
    addresses: {
      assertAddress: (input) => opts.geo.assertAddress(input),
      saveFirst: (userId, input) =>
        buyerAddresses.insert(userId, { ...input, fullName: `${input.firstName} ${input.lastName}`.trim() }, null),
    },
    mailAccountExists: service.mailAccountExists,
    logRefusal: (reason) => app.log.info({ reason }, 'social sign-in refused'),
  });
  await app.register(socialRoutes, {
    service: social,
    cookieSecure: opts.cookieSecure,
    authRateLimitPerMinute: opts.authRateLimitPerMinute,
  });
  await app.register(zoneRoutes, {
    service: createZoneService(createZoneRepository(opts.db), service),
    authRateLimitPerMinute: opts.authRateLimitPerMinute,
  });
  await app.register(signupRoutes, { service, authRateLimitPerMinute: opts.authRateLimitPerMinute });
  await app.register(authRoutes, {
    service,
    cookieSecure: opts.cookieSecure,
    authRateLimitPerMinute: opts.authRateLimitPerMinute,
  });
}
