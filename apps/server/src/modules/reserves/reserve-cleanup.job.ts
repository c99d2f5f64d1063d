import { firstOpenCreationDay } from '@songdee/shared/reserve/reserve-rules';
import { bangkokDay } from '@songdee/shared/shipping-list/post-job-rules';
import type { ScheduledJob } from '../../lib/scheduled-jobs';
import type { ReservesRepository } from './reserves.repository';

export const RESERVE_CLEANUP_JOB = 'reserve-cleanup';

/**
 * Spec 2 section 4: reservations not collected within 7 working days are deleted. Once per Bangkok day: every
 * reservation the post office has not confirmed, made on a day whose collect-by day (7 working days later, weekends
 * and the holidays table skipped) is before today, goes, with its lines and pending card payments. The clock is the
 * caller's (`now` of the run), so a test moves it instead of waiting days.
 */
export function reserveCleanupJob(repo: Pick<ReservesRepository, 'holidays' | 'deleteUnconfirmedBefore'>): ScheduledJob<{
  before: string;
  deleted: number;
  ids: string[];
}> {
  return {
    name: RESERVE_CLEANUP_JOB,
    periodOf: (now) => bangkokDay(now),
    async run(tx, now) {
      const open = firstOpenCreationDay(now, await repo.holidays(tx));
      const before = new Date(`${open}T00:00:00+07:00`);
      const ids = await repo.deleteUnconfirmedBefore(tx, before);
      return { before: open, deleted: ids.length, ids };
    },
  };
}
