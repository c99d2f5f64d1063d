import type { Database } from '../../db/client';
import { listenTo } from '../../db/listen';
import type { Actor } from './actor';

/**
 * The channel the database NOTIFYs when a table the actor is read from changes (sessions, users, outlets, stores:
 * statement triggers of migration 0025), whoever wrote it: any process, any code path, a hand-run UPDATE.
 */
const AUTH_CHANGED_CHANNEL = 'songdee_auth_changed';

/** An entry is kept at most this long even if no change is heard (and never past its session's end). */
const KEEP_MS = 60_000;
/** Past this many tokens the cache starts again empty: a bound, not a policy. */
const MAX_ENTRIES = 10_000;

/**
 * Who a token is, remembered between reads: a signed-in list request otherwise spent a database round trip of its
 * own on the session before its page. Safe because every change to what the actor is read from empties
 * every process's cache (AUTH_CHANGED_CHANNEL), and nothing is remembered while this process is not listening: before
 * its LISTEN answers, after its connection drops (until listening again), or across a change heard while a lookup
 * was on its way (`generation`). Only safe requests use it (plugins/auth.plugin.ts): a revoked token can never write,
 * and reads what it could a moment before for as long as the NOTIFY takes to arrive (docs/decisions/list-speed-and-benches.md, "sessions").
 */
export function createSessionCache(db: Database) {
  /**
   * Per token, per route store ('' for none): the actor and until when it may be answered. Kept by the token itself,
   * which the process holds anyway while it answers: a hit then costs no digest (the database keeps digests only).
   */
  const entries = new Map<string, Map<string, { actor: Actor; until: number }>>();
  let listening: 'no' | 'starting' | 'yes' = 'no';
  let stop: (() => Promise<void>) | undefined;
  let closed = false;
  /** Bumped by every change heard: a lookup begun before it must not be remembered. */
  let generation = 0;

  const forget = () => {
    generation++;
    entries.clear();
  };

  function listen(): Promise<void> {
    if (closed) return Promise.resolve();
    listening = 'starting';
    return listenTo(db, AUTH_CHANGED_CHANNEL, forget, () => {
      forget();
      listening = 'no';
      stop = undefined;
    }).then(
      (stopListening) => {
        if (closed) return void stopListening();
        // Everything changed before this moment went unheard: start from nothing.
        forget();
        stop = stopListening;
        listening = 'yes';
      },
      () => {
        listening = 'no';
      },
    );
  }

  return {
    /** Starts listening (the app's start, so its first requests are remembered); a lookup starts it again after a drop. */
    listen,

    /**
     * The actor of a token on a route store ('' for none), or `look` it up and remember it until its
     * session ends (`expiresAt`) or KEEP_MS, whichever is sooner.
     */
    async get(token: string, store: string, look: () => Promise<{ actor: Actor; expiresAt: Date } | null>): Promise<Actor | null> {
      if (listening === 'no') void listen();
      const now = Date.now();
      const entry = listening === 'yes' ? entries.get(token)?.get(store) : undefined;
      if (entry && entry.until > now) return entry.actor;
      const started = generation;
      const found = await look();
      if (!found) return null;
      if (listening === 'yes' && generation === started) {
        if (entries.size >= MAX_ENTRIES) entries.clear();
        const stores = entries.get(token) ?? new Map();
        entries.set(token, stores);
        stores.set(store, { actor: deepFreeze(found.actor), until: Math.min(now + KEEP_MS, found.expiresAt.getTime()) });
      }
      return found.actor;
    },

    /**
     * Forgets one token at once: after a write made with it (plugins/auth.plugin.ts), so the next read by the same
     * caller sees what it changed (a store it opened, its sign-out) without waiting for the NOTIFY, which every other
     * token waits for.
     */
    forgetToken(token: string) {
      generation++;
      entries.delete(token);
    },

    async close() {
      closed = true;
      listening = 'no';
      forget();
      await stop?.();
      stop = undefined;
    },
  };
}

/** A remembered actor is shared by every request that reads it: none may change it. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
