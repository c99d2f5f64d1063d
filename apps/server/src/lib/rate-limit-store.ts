import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { rateLimitCounters } from '../db/schema/rate-limits';

/** Every this many counted requests, a process deletes the windows that have ended. */
const CLEAN_EVERY = 500;

/** What the plugin really hands `child`: the route's limit options with the route under `routeInfo` (as its Redis store reads it). */
type ChildOptions = { routeInfo?: { method?: string | string[]; url?: string }; groupId?: string };

/**
 * A store for @fastify/rate-limit whose counters are rows of `rate_limit_counters`, so a limit holds however many
 * server processes share the database (the plugin's own store counts per process: two processes, twice the limit).
 * Each request is one atomic upsert that adds one to its window, or starts a new window when the old one has ended,
 * and returns the count and what is left of the window; the database's clock decides, so processes agree.
 * Like the plugin's memory store, a window starts at its first request (no burst at a fixed minute's edge).
 */
export function databaseRateLimitStore(db: Database, options: { cleanEvery?: number } = {}): FastifyRateLimitStoreCtor {
  const cleanEvery = options.cleanEvery ?? CLEAN_EVERY;
  let counted = 0;

  async function hit(key: string, timeWindowMs: number) {
    const ended = sql`${rateLimitCounters.windowEndsAt} <= now()`;
    const [row] = await db
      .insert(rateLimitCounters)
      .values({ key, count: 1, windowEndsAt: sql`now() + ${timeWindowMs} * interval '1 millisecond'` })
      .onConflictDoUpdate({
        target: rateLimitCounters.key,
        set: {
          count: sql`CASE WHEN ${ended} THEN 1 ELSE ${rateLimitCounters.count} + 1 END`,
          windowEndsAt: sql`CASE WHEN ${ended} THEN excluded.window_ends_at ELSE ${rateLimitCounters.windowEndsAt} END`,
        },
      })
      .returning({
        current: rateLimitCounters.count,
        ttl: sql<number>`greatest(0, ceil(extract(epoch from (${rateLimitCounters.windowEndsAt} - now())) * 1000))::integer`,
      });
    counted += 1;
    if (counted % cleanEvery === 0) await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowEndsAt, sql`now()`));
    if (!row) throw new Error('the rate-limit counter was not written');
    return row;
  }

  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    /** The plugin constructs the store with its options; a route's child store is made with the route's prefix. */
    constructor(
      _options?: unknown,
      private readonly prefix = '',
    ) {}

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number) {
      hit(`${this.prefix}${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    /** Each limited route counts on its own, under its method and path; the routes of one `groupId` share one counter. */
    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]) {
      const { routeInfo: route, groupId } = routeOptions as ChildOptions;
      if (groupId) return new DatabaseRateLimitStore(undefined, `${this.prefix}group:${groupId} `);
      const method = [route?.method ?? ''].flat().join(',');
      return new DatabaseRateLimitStore(undefined, `${this.prefix}${method} ${route?.url ?? ''} `);
    }
  };
}

/**
 * A route's `config` limiting it to `max` calls a minute per signed-in user: counted in the database per user id, so
 * every server process and every IP of the account shares it; `scope` keeps two routes' counts apart.
 */
export const perUserPerMinute = (max: number, scope: string) => ({
  rateLimit: { max, timeWindow: '1 minute', keyGenerator: (req: FastifyRequest) => `${scope}:${req.actor?.userId ?? req.ip}` },
});
