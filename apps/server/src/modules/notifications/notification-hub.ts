import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Database } from '../../db/client';
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
 * process: every insert or mark-read sends NOTIFY, and each server process LISTENs (one dedicated
 * pool connection on PostgreSQL; PGlite's own listen in the embedded mode, where only one process
 * can open the data anyway). So a new order placed through any process updates every seller's stream.
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
    const client = (db as unknown as { $client: pg.Pool | PGlite }).$client;
    if ('listen' in client && typeof client.listen === 'function') {
      const unsubscribe = await client.listen(NOTIFICATION_CHANNEL, onPayload);
      stopListening = () => unsubscribe();
      return;
    }
    const connection = await (client as pg.Pool).connect();
    connection.on('notification', (message) => {
      if (message.channel === NOTIFICATION_CHANNEL) onPayload(message.payload);
    });
    // A dropped connection must not leave streams silent: forget it so the next subscriber reconnects.
    connection.on('error', () => {
      stopListening = undefined;
      starting = undefined;
    });
    await connection.query(`LISTEN ${NOTIFICATION_CHANNEL}`);
    stopListening = async () => {
      await connection.query(`UNLISTEN ${NOTIFICATION_CHANNEL}`).catch(() => {});
      connection.release();
    };
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
