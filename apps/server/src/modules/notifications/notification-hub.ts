import type { Database } from '../../db/client';
import { listenTo } from '../../db/listen';
import { NOTIFICATION_CHANNEL, type NotificationTarget } from './notifications.repository';

type Listener = (count: number) => void;

interface Subscription {
  key: string;
  target: NotificationTarget;
  listener: Listener;
  last: number | undefined;
}

const keyOf = (t: NotificationTarget) => (t.storeId ? `store:${t.storeId}` : `user:${t.userId}`);

/**
 * Pushes unread counts to open streams when they change. The trigger is the database, not this
 * process: every insert or mark-read sends NOTIFY, and each server process LISTENs (`listenTo`). So a
 * new order placed through any process updates every seller's stream.
 */
export function createNotificationHub(db: Database, countUnread: (target: NotificationTarget) => Promise<number>) {
  const subscriptions = new Set<Subscription>();
  let stopListening: (() => Promise<void>) | undefined;
  let starting: Promise<void> | undefined;

  async function refresh(key: string) {
    const matching = [...subscriptions].filter((s) => s.key === key);
    const first = matching[0];
    if (!first) return;
    const count = await countUnread(first.target);
    for (const s of matching) {
      if (s.last === count) continue;
      s.last = count;
      s.listener(count);
    }
  }

  function onPayload(payload: string | undefined) {
    let target: NotificationTarget;
    try {
      target = JSON.parse(payload ?? '{}') as NotificationTarget;
    } catch {
      return;
    }
    const keys = [target.storeId && keyOf({ storeId: target.storeId }), target.userId && keyOf({ userId: target.userId })];
    for (const key of keys) if (key) refresh(key).catch(() => {});
  }

  async function startListening() {
    // A dropped connection must not leave streams silent: forget it so the next subscriber listens again.
    stopListening = await listenTo(db, NOTIFICATION_CHANNEL, onPayload, () => {
      stopListening = undefined;
      starting = undefined;
    });
  }

  return {
    /** Sends the current count at once, then every change; returns the unsubscribe. */
    async subscribe(target: NotificationTarget, listener: Listener): Promise<() => void> {
      starting ??= startListening();
      await starting;
      const subscription: Subscription = { key: keyOf(target), target, listener, last: undefined };
      subscriptions.add(subscription);
      await refresh(subscription.key);
      return () => subscriptions.delete(subscription);
    },

    async close() {
      subscriptions.clear();
      const stop = stopListening;
      stopListening = undefined;
      starting = undefined;
      await stop?.();
    },
  };
}

export type NotificationHub = ReturnType<typeof createNotificationHub>;
