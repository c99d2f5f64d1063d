import type {
  ChangePasswordInput,
  RegisterInput,
  ResetPasswordInput,
  SignInInput,
  UpdateAccountInput,
  UserInfo,
} from '@songdee/shared/auth/auth.schema';
import type { Language, PostOfficeRole, StoreType } from '@songdee/shared/constants/app.constants';
import type { CodeMail } from '../../integrations/mail/render';
import { AppError } from '../../lib/app-error';
import { DUMMY_PASSWORD_HASH, hashPassword, newSecret, verifyPassword } from '../../lib/secrets';
import type { Actor } from './actor';
import type { AuthRepository, UserRow } from './auth.repository';
import type { SessionKind, SessionRepository } from './session.repository';

const CONFIRM_CODE_TTL_SECONDS = 7 * 24 * 3600;
const RESET_CODE_TTL_SECONDS = 2 * 3600;
/** At most one confirmation mail per account within this long when the user asks for another. */
const RESEND_CONFIRMATION_MINUTES = 2;
/** Per-account throttle: this many failed sign-ins within the window lock the account for the window. */
export const MAX_FAILED_SIGNINS = 5;
export const FAILURE_WINDOW_MINUTES = 15;

export interface AuthServiceDeps {
  repo: AuthRepository;
  sessions: SessionRepository;
  /** Writes and sends a code mail to the user, in their stored language (the mail renderer is the edge). */
  sendCodeMail: (user: Pick<UserRow, 'lang'>, mail: CodeMail) => Promise<void>;
  publicUrl: string;
  sessionTtlSeconds: number;
  /** The password check (lib/secrets); a test counts its calls to see that an unknown account is hashed too. */
  verifyPassword?: typeof verifyPassword;
  /** Runs work the answer does not wait for (lib/background-tasks.ts). */
  inBackground: (name: string, task: () => Promise<void>) => void;
}

export function createAuthService({
  repo,
  sessions,
  sendCodeMail,
  publicUrl,
  sessionTtlSeconds,
  verifyPassword: verify = verifyPassword,
  inBackground,
}: AuthServiceDeps) {
  async function mailLink(user: UserRow, kind: CodeMail['kind'], link: string) {
    const params = { name: user.firstName, link, hours: RESET_CODE_TTL_SECONDS / 3600 };
    await sendCodeMail(user, { to: user.email, kind, params, link });
  }

  const mailCode = (user: UserRow, kind: 'confirm' | 'reset', path: string, code: string) =>
    mailLink(user, kind, `${publicUrl}${path}?userId=${user.id}&code=${encodeURIComponent(code)}`);

  async function sendConfirmation(user: UserRow) {
    const code = newSecret();
    await repo.insertCode(user.id, 'confirm_email', code, CONFIRM_CODE_TTL_SECONDS);
    await mailCode(user, 'confirm', '/confirmemail', code);
  }

  async function userInfo(user: UserRow): Promise<UserInfo> {
    const store = await repo.findStoreOfOwner(user.id);
    return {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      phone: user.phone,
      emailConfirmed: user.emailConfirmed,
      lang: user.lang === 'en' ? 'en' : 'th',
      role: user.role as PostOfficeRole | null,
      outletId: user.outletCode,
      storeId: store?.id ?? null,
      storeUri: store?.uri ?? null,
      storeType: (store?.type as StoreType | undefined) ?? null,
      zone: user.zone ?? null,
      loginProvider: user.loginProvider,
      hasRegistered: true,
    };
  }

  async function requireUser(actor: Actor) {
    const user = await repo.findUserById(actor.userId);
    if (!user) throw new AppError('UNAUTHENTICATED');
    return user;
  }

  /**
   * A sign-up met an e-mail that already has an account: nothing is created, and the owner (not the caller) hears of
   * it, with the way to sign in (post-office staff on their own site). The caller gets the same answer as a new
   * sign-up, so no sign-up form tells which e-mails have accounts (a stranger could otherwise collect them).
   */
  async function mailAccountExists(email: string) {
    const owner = await repo.findUserByEmail(email);
    if (owner) await mailLink(owner, 'exists', `${publicUrl}${owner.role ? '/thpsignin' : '/signin'}`);
  }

  return {
    mailAccountExists,

    /**
     * `lang` is the language the user signed up in, kept as their preference (their e-mails are written in it).
     * A taken e-mail answers like a new one; its owner is mailed instead (mailAccountExists).
     */
    async register(input: RegisterInput & { lang: Language }): Promise<void> {
      const user = await repo.insertUser({
        email: input.email,
        passwordHash: await hashPassword(input.password),
        firstName: input.firstName,
        lastName: input.lastName,
        ref: input.ref ?? null,
        lang: input.lang,
      });
      if (!user) return mailAccountExists(input.email);
      await sendConfirmation(user);
    },

    async confirmEmail(userId: string, code: string): Promise<void> {
      const consumed = await repo.consumeCode(userId, 'confirm_email', code);
      if (!consumed) throw new AppError('CONFIRM_EMAIL_FAILED');
      await repo.updateUser(userId, { emailConfirmed: true });
    },

    /**
     * Checks the password and opens a session; every failure looks the same to the caller. `postOfficeOnly`
     * (POST /api/Account/PostMember/Login) refuses an account without a post-office role like a wrong password.
     */
    async signIn(input: SignInInput, ip: string, kind: SessionKind, options: { postOfficeOnly?: boolean } = {}) {
      const since = new Date(Date.now() - FAILURE_WINDOW_MINUTES * 60_000);
      // Limited by account and source together (the database's count holds across processes).
      if ((await repo.countRecentFailures(input.username, ip, since)) >= MAX_FAILED_SIGNINS) {
        throw new AppError('TOO_MANY_ATTEMPTS', { minutes: FAILURE_WINDOW_MINUTES });
      }
      const user = await repo.findUserByEmail(input.username);
      // An unknown account is checked against a dummy hash, so the answer takes as long as for a known one.
      const valid = await verify(user?.passwordHash ?? DUMMY_PASSWORD_HASH, input.password);
      if (!user || !valid || (options.postOfficeOnly && !user.role)) {
        await repo.recordFailure(input.username, ip);
        throw new AppError('INVALID_CREDENTIALS');
      }
      // A zone user signs in once their outside-deposit officer has confirmed them (spec 2 section 4).
      if (user.zoneStatus && user.zoneStatus !== 'confirmed') throw new AppError('ZONE_NOT_CONFIRMED');
      if (!user.emailConfirmed) throw new AppError('EMAIL_NOT_CONFIRMED');
      await repo.clearFailures(input.username);
      const token = await sessions.create(user.id, kind, sessionTtlSeconds);
      return { token, expiresIn: sessionTtlSeconds };
    },

    signOut: (actor: Actor) => sessions.revoke(actor.sessionId),

    userInfo: async (actor: Actor) => userInfo(await requireUser(actor)),

    async updateAccount(actor: Actor, input: UpdateAccountInput): Promise<UserInfo> {
      const user = await repo.updateUser(actor.userId, input);
      if (!user) throw new AppError('UNAUTHENTICATED');
      return userInfo(user);
    },

    /** Stores the user's language preference (data, like a name: the service never words anything in it). */
    async setLanguage(actor: Actor, input: { lang: Language }): Promise<void> {
      await repo.updateUser(actor.userId, { lang: input.lang });
    },

    async changePassword(actor: Actor, input: ChangePasswordInput): Promise<void> {
      const user = await requireUser(actor);
      if (!(await verify(user.passwordHash, input.oldPassword))) throw new AppError('WRONG_PASSWORD');
      await repo.updateUser(user.id, { passwordHash: await hashPassword(input.newPassword) });
      // A reset link mailed before the change must not undo it.
      await repo.endCodes(user.id, 'reset_password');
      await sessions.revokeAllForUser(user.id, actor.sessionId);
    },

    /**
     * A fresh confirmation link for an account that has not confirmed its e-mail (asked from the sign-in page). Answers
     * the same way whether or not the e-mail has such an account, and mails one account at most once per
     * RESEND_CONFIRMATION_MINUTES. Zone users are confirmed by their officer, not by mail.
     */
    async resendConfirmation(email: string): Promise<void> {
      const user = await repo.findUserByEmail(email);
      if (!user || user.emailConfirmed || user.zoneStatus) return;
      if (await repo.hasCodeSince(user.id, 'confirm_email', new Date(Date.now() - RESEND_CONFIRMATION_MINUTES * 60_000))) return;
      await sendConfirmation(user);
    },

    /**
     * Always answers the same way and in the same time, so the form reveals neither by its words nor by its timing
     * which e-mails have accounts: the look-up, the code and the mail happen after the answer.
     */
    async forgotPassword(email: string): Promise<void> {
      inBackground('password-reset-mail', async () => {
        const user = await repo.findUserByEmail(email);
        if (!user) return;
        const code = newSecret();
        await repo.insertCode(user.id, 'reset_password', code, RESET_CODE_TTL_SECONDS);
        // Post-office staff reset on their own site's screen (spec 2: /thpresetpassword?userId&code).
        await mailCode(user, 'reset', user.role ? '/thpresetpassword' : '/resetpassword', code);
      });
    },

    async resetPassword(input: ResetPasswordInput): Promise<void> {
      const consumed = await repo.consumeCode(input.userId, 'reset_password', input.code);
      if (!consumed) throw new AppError('RESET_CODE_INVALID');
      // Following the link proves the mailbox, so an unconfirmed account is confirmed too.
      await repo.updateUser(input.userId, { passwordHash: await hashPassword(input.password), emailConfirmed: true });
      await repo.endCodes(input.userId, 'reset_password');
      await sessions.revokeAllForUser(input.userId);
      await repo.clearFailures((await repo.findUserById(input.userId))?.email ?? '');
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
