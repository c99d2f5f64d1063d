import { bangkokDay } from '@songdee/shared/shipping-list/post-job-rules';
import type { ScheduledJob } from '../../lib/scheduled-jobs';
import type { AuthRepository } from './auth.repository';
import { FAILURE_WINDOW_MINUTES } from './auth.service';

const LOGIN_FAILURES_CLEANUP_JOB = 'login-failures-cleanup';

/**
 * Failed sign-ins count only within the lockout window (auth.service): once per Bangkok day, every failure older than
 * the window goes, so guesses at addresses that never sign in do not pile up (a successful sign-in clears its own).
 */
export function loginFailuresCleanupJob(repo: Pick<AuthRepository, 'deleteFailuresBefore'>): ScheduledJob<{ deleted: number }> {
  return {
    name: LOGIN_FAILURES_CLEANUP_JOB,
    periodOf: (now) => bangkokDay(now),
    async run(tx, now) {
      return { deleted: await repo.deleteFailuresBefore(tx, new Date(now.getTime() - FAILURE_WINDOW_MINUTES * 60_000)) };
    },
  };
}
