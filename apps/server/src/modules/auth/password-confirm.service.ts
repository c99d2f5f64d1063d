import { AppError } from '../../lib/app-error';
import { verifyPassword } from '../../lib/secrets';
import type { Actor } from './actor';
import type { AuthRepository } from './auth.repository';
import { FAILURE_WINDOW_MINUTES, MAX_FAILED_SIGNINS } from './auth.service';

/**
 * The sign-in confirm popup (spec 2): a signed-in user types their password again before a consequential
 * step (booking a pick-up). It counts like a sign-in: a wrong password is a failure toward the account-and-source
 * lock-out, a locked account is refused before the password is checked, and a right one clears the count.
 */
export function createPasswordConfirmService(repo: AuthRepository) {
  return {
    async confirm(actor: Actor, password: string, ip: string): Promise<void> {
      const user = await repo.findUserById(actor.userId);
      if (!user) throw new AppError('UNAUTHENTICATED');
      const since = new Date(Date.now() - FAILURE_WINDOW_MINUTES * 60_000);
      if ((await repo.countRecentFailures(user.email, ip, since)) >= MAX_FAILED_SIGNINS) {
        throw new AppError('TOO_MANY_ATTEMPTS', { minutes: FAILURE_WINDOW_MINUTES });
      }
      if (!(await verifyPassword(user.passwordHash, password))) {
        await repo.recordFailure(user.email, ip);
        throw new AppError('WRONG_PASSWORD');
      }
      await repo.clearFailures(user.email);
    },
  };
}

export type PasswordConfirmService = ReturnType<typeof createPasswordConfirmService>;
