import { bangkokDay, postJobDateBlock } from '@songdee/shared/shipping-list/post-job-rules';

export type PostJobState = 'none' | 'waiting' | 'noResponse' | 'accepted' | 'queueFull' | 'rejected';

/**
 * The pick-up status line (spec 2 section 4): none yet (form open); 0 waiting for an officer, which becomes
 * "no response, contact the officer" once the appointment day has passed (the server's `isOverdue`, or the
 * day seen here); 1 accepted; -1 queue full; a refusal with the service's REASON.
 */
export function postJobState(
  job: { status: number | null; appointDate: string; reason?: string | null; isOverdue?: boolean } | null,
  now: Date,
): PostJobState {
  if (!job) return 'none';
  // A refusal with a REASON keeps no status: the form stays open for another try.
  if (job.status === null) return job.reason ? 'rejected' : 'none';
  if (job.status === 0) return job.isOverdue || job.appointDate < bangkokDay(now) ? 'noResponse' : 'waiting';
  if (job.status === 1) return 'accepted';
  if (job.status === -1) return 'queueFull';
  return 'rejected';
}

export const POST_JOB_STATE_COLOR: Record<PostJobState, string> = {
  none: 'gray',
  waiting: 'yellow',
  noResponse: 'orange',
  accepted: 'teal',
  queueFull: 'red',
  rejected: 'red',
};

/** yyyy-MM-dd of a date picker's value (a Date at local midnight, or already a string). */
export function dayOf(value: Date | string): string {
  if (typeof value === 'string') return value.slice(0, 10);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
}

/** The picker greys out today, the past, weekends and holidays: the same rule the form checks again on submit. */
export function isDayBlocked(value: Date | string, now: Date, holidays: ReadonlySet<string>): boolean {
  return postJobDateBlock(dayOf(value), now, holidays) !== null;
}
