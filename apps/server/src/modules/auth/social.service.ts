import { socialCalls } from '@songdee/shared/auth/social.calls';
import type { ExternalLogin, PendingSocialIdentity, RegisterExternalInput, SocialConnectInput } from '@songdee/shared/auth/social.schema';
import { callPath } from '@songdee/shared/common/call-path';
import type { Language } from '@songdee/shared/constants/app.constants';
import type { Database } from '../../db/client';
import { newRedirectChecks, type OidcClients, type OidcIdentity, OidcRefusal } from '../../integrations/oidc/client';
import { AppError } from '../../lib/app-error';
import type { AuthRepository, UserRow } from './auth.repository';
import type { PasswordConfirmService } from './password-confirm.service';
import type { SessionKind, SessionRepository } from './session.repository';
import type { SocialRepository } from './social.repository';

/** A redirect must come back within this long; a vouched-for identity waits this long for its password or form. */
const REDIRECT_TTL_SECONDS = 10 * 60;
const PENDING_TTL_SECONDS = 30 * 60;

const externalLoginPath = (provider: string) => callPath(socialCalls.start, { provider });

/** Where a finished social sign-in goes: signed in, or on to prove a password / complete the sign-up. */
export type SocialResult =
  | { hasRegistered: true; token: string; expiresIn: number }
  | { hasRegistered: false; next: 'connect' | 'signup'; id: string; email: string };

export interface SocialServiceDeps {
  db: Database;
  repo: SocialRepository;
  users: AuthRepository;
  sessions: SessionRepository;
  passwords: PasswordConfirmService;
  oidc: OidcClients;
  publicUrl: string;
  sessionTtlSeconds: number;
  /** Checks a typed Thai address (geography and postcode agree) and saves the user's first own address. */
  addresses: {
    assertAddress: (input: RegisterExternalInput) => Promise<unknown>;
    saveFirst: (userId: string, input: RegisterExternalInput) => Promise<unknown>;
  };
  /** Mails the owner of a taken e-mail that someone signed up with (the auth service's sign-up policy). */
  mailAccountExists: (email: string) => Promise<void>;
  /** Why a sign-in was refused, for the log (the caller only ever hears "cannot sign in"). */
  logRefusal: (reason: string) => void;
}

/**
 * Social sign-in (spec 2 sections 4, 5 and 8): the redirect flow, the mobile ID-token path, and what follows a
 * provider's word: a linked identity signs in; an e-mail with an account asks for that account's password once
 * (never a take-over without it); a new identity completes the external sign-up. Every refusal is the one
 * SOCIAL_SIGNIN_FAILED ("cannot sign in") and creates nothing.
 */
export function createSocialService(deps: SocialServiceDeps) {
  const { repo, oidc } = deps;

  const refuse = (reason: string): never => {
    deps.logRefusal(reason);
    throw new AppError('SOCIAL_SIGNIN_FAILED');
  };

  const providerOf = (id: string) => oidc.find(id) ?? refuse(`provider ${id} is not configured`);

  async function vouched<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof OidcRefusal) return refuse(error.message);
      throw error;
    }
  }

  async function openSession(user: UserRow, kind: SessionKind) {
    if (user.zoneStatus && user.zoneStatus !== 'confirmed') throw new AppError('ZONE_NOT_CONFIRMED');
    const token = await deps.sessions.create(user.id, kind, deps.sessionTtlSeconds);
    return { token, expiresIn: deps.sessionTtlSeconds };
  }

  /** After the provider has vouched: sign in a linked identity, else keep it pending for the next step. */
  async function settle(
    provider: string,
    identity: OidcIdentity,
    pending: (ttl: number) => Promise<string | undefined>,
    kind: SessionKind,
  ): Promise<SocialResult> {
    const linked = await repo.findLinkedUserId(provider, identity.subject);
    const user = linked ? await deps.users.findUserById(linked) : undefined;
    if (user) return { hasRegistered: true, ...(await openSession(user, kind)) };
    const id = (await pending(PENDING_TTL_SECONDS)) ?? refuse('the pending identity was not kept');
    const taken = identity.email ? await deps.users.findUserByEmail(identity.email) : undefined;
    return { hasRegistered: false, next: taken ? 'connect' : 'signup', id, email: identity.email };
  }

  async function requirePending(id: string, browserSecret: string | undefined) {
    const row = browserSecret ? await repo.findPending(id, browserSecret) : undefined;
    if (!row?.subject) return refuse('no pending identity for this browser');
    return { ...row, subject: row.subject, email: row.email ?? '' };
  }

  return {
    externalLogins: (): ExternalLogin[] => oidc.providers.map((p) => ({ id: p.id, name: p.name, url: externalLoginPath(p.id) })),

    redirectUri: (provider: string) => `${deps.publicUrl.replace(/\/+$/, '')}${externalLoginPath(provider)}/callback`,

    /** Starts the redirect: keeps this browser's state, nonce and PKCE verifier, answers the provider's URL. */
    async startRedirect(providerId: string, browserSecret: string): Promise<string> {
      const provider = providerOf(providerId);
      const checks = newRedirectChecks();
      const url = await vouched(() => oidc.authorizationUrl(provider, { ...checks, redirectUri: this.redirectUri(provider.id) }));
      await repo.startRedirect({ provider: provider.id, ...checks, browserSecret, ttlSeconds: REDIRECT_TTL_SECONDS });
      return url.toString();
    },

    /** The provider's answer: the state is spent (once, by this browser), the code exchanged and the ID token checked. */
    async completeRedirect(providerId: string, callbackUrl: URL, browserSecret: string | undefined): Promise<SocialResult> {
      const provider = providerOf(providerId);
      const state = callbackUrl.searchParams.get('state');
      if (!state || !browserSecret) return refuse('no state or no browser cookie');
      const started = (await repo.spendState(provider.id, state, browserSecret)) ?? refuse('unknown, spent, expired or foreign state');
      if (callbackUrl.searchParams.has('error')) return refuse(`the provider answered ${callbackUrl.searchParams.get('error')}`);
      const identity = await vouched(() =>
        oidc.exchange(provider, callbackUrl, { state, nonce: started.nonce ?? '', codeVerifier: started.codeVerifier ?? '' }),
      );
      return settle(
        provider.id,
        identity,
        async (ttl) => {
          await repo.markVerified(started.id, identity, ttl);
          return started.id;
        },
        'cookie',
      );
    },

    /** The mobile path (spec 2 section 4): the provider's ID token; HasRegistered says whether it signed in. */
    async socialLogin(providerId: string, idToken: string, browserSecret: string, kind: SessionKind): Promise<SocialResult> {
      const provider = providerOf(providerId);
      const identity = await vouched(() => oidc.verifyIdToken(provider, idToken));
      return settle(provider.id, identity, (ttl) => repo.insertVerified(provider.id, identity, browserSecret, ttl), kind);
    },

    /** What the provider said, for the social-connect and external sign-up forms of the browser that signed in. */
    async pending(id: string, browserSecret: string | undefined): Promise<PendingSocialIdentity> {
      const row = await requirePending(id, browserSecret);
      const taken = row.email ? await deps.users.findUserByEmail(row.email) : undefined;
      return {
        id: row.id,
        provider: row.provider,
        providerName: oidc.find(row.provider)?.name ?? row.provider,
        email: row.email,
        firstName: row.firstName ?? '',
        lastName: row.lastName ?? '',
        next: taken ? 'connect' : 'signup',
      };
    },

    /** Social connect: the account's password, once (it counts toward the account's lock-out), then linked and signed in. */
    async connect(input: SocialConnectInput, browserSecret: string | undefined, ip: string, kind: SessionKind) {
      const row = await requirePending(input.id, browserSecret);
      const user = (row.email ? await deps.users.findUserByEmail(row.email) : undefined) ?? refuse('no account uses the e-mail');
      await deps.passwords.confirm({ userId: user.id, email: user.email, role: null, sessionId: '' }, input.password, ip);
      await deps.db.transaction(async (tx) => {
        if (!(await repo.completePending(tx, row.id, browserSecret ?? ''))) refuse('the pending identity was spent');
        await repo.link(tx, user.id, row.provider, row.subject);
      });
      // The provider vouched for the mailbox and the password proved the account: the e-mail is confirmed.
      if (!user.emailConfirmed && row.emailVerified) await deps.users.updateUser(user.id, { emailConfirmed: true });
      return openSession(user, kind);
    },

    /**
     * External sign-up: the account (its e-mail the provider's when it gave one), linked, its first address, signed in.
     * `lang` is the language the user signed up in, kept as their preference.
     */
    async registerExternal(input: RegisterExternalInput & { lang: Language }, browserSecret: string | undefined, kind: SessionKind) {
      const row = await requirePending(input.id, browserSecret);
      await deps.addresses.assertAddress(input);
      const email = row.email || input.email;
      const user = await deps.db.transaction(async (tx) => {
        if (!(await repo.completePending(tx, row.id, browserSecret ?? ''))) refuse('the pending identity was spent');
        const created = await repo.insertUser(tx, {
          email,
          passwordHash: null,
          firstName: input.firstName,
          lastName: input.lastName,
          phone: input.phone,
          emailConfirmed: Boolean(row.email) && row.emailVerified !== false,
          lang: input.lang,
          loginProvider: row.provider,
        });
        if (created) await repo.link(tx, created.id, row.provider, row.subject);
        return created;
      });
      // A typed e-mail that has an account: the pending identity is spent, the owner is mailed, and the caller gets
      // the one social refusal (a new typed e-mail signs in at once, which no answer can imitate: docs/decisions/accounts-and-sign-in.md, "social sign-in").
      if (!user) {
        await deps.mailAccountExists(email);
        return refuse('the typed e-mail has an account');
      }
      await deps.addresses.saveFirst(user.id, input);
      return openSession(user, kind);
    },
  };
}

export type SocialService = ReturnType<typeof createSocialService>;
