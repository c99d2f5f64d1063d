import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client';
import type { LineMessagingClient } from '../../integrations/line/client';
import type { Mailer } from '../../integrations/mail/mailer';
import { createTokenCipher, createUserLinkSigner } from '../../lib/token-cipher';
import type { NotificationsRepository } from '../notifications/notifications.repository';
import type { StoresService } from '../stores/stores.service';
import { lineNotifyRoutes } from './line-notify.routes';
import { createLineNotifyService } from './line-notify.service';
import { createOutgoingRepository } from './outgoing.repository';
import { createOutgoingSender, type OutgoingSender } from './outgoing-sender';
import { parcelMailRoutes } from './parcel-mail.routes';

export interface OutgoingModuleOptions {
  db: Database;
  stores: StoresService;
  notificationsRepo: NotificationsRepository;
  mailer: Mailer;
  line: LineMessagingClient;
  publicUrl: string;
  lineTokenKey: string;
  mailStopSecret: string;
  now?: () => Date;
  /** Look for due messages this often in every process (off in tests, which call `outgoing.sendDue()` themselves). */
  interval?: { ms: number };
}

/**
 * Messages to people outside the app: buyers' parcel e-mails and stores' LINE pushes, from the outbox the events
 * write (outgoing-enqueue.ts), sent by every process's sender loop; the LINE settings routes and the mail stop link.
 * Not encapsulated (fastify-plugin), so the app carries the sender as `app.outgoing`.
 */
export const outgoingModule = fp(async function outgoingModule(app: FastifyInstance, opts: OutgoingModuleOptions) {
  const now = opts.now ?? (() => new Date());
  const repo = createOutgoingRepository(opts.db);
  const cipher = createTokenCipher(opts.lineTokenKey);
  const stopLinks = createUserLinkSigner(opts.mailStopSecret, 'parcel-mail-stop');
  const origin = opts.publicUrl.replace(/\/+$/, '');
  const sender = createOutgoingSender({
    repo,
    mailer: opts.mailer,
    line: opts.line,
    cipher,
    notificationsRepo: opts.notificationsRepo,
    publicUrl: opts.publicUrl,
    stopLinkOf: (userId) => `${origin}/api/notifications/unsubscribe?token=${encodeURIComponent(stopLinks.sign(userId))}`,
    now,
  });
  app.decorate('outgoing', sender);
  startSenderLoop(app, sender, opts.interval);
  const service = createLineNotifyService({
    repo,
    stores: opts.stores,
    line: opts.line,
    cipher,
    notificationsRepo: opts.notificationsRepo,
    now,
  });
  await app.register(lineNotifyRoutes, { service });
  await app.register(parcelMailRoutes, { repo, verify: stopLinks.verify, now });
});

/** Every `interval` the sender takes what is due; one pass at a time per process, the last awaited on close. */
function startSenderLoop(app: FastifyInstance, sender: OutgoingSender, interval?: { ms: number }) {
  if (!interval) return;
  let running: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      running = running.then(() =>
        sender.sendDue().then(
          (counts) => counts.sent + counts.retried + counts.dropped > 0 && app.log.info({ outgoing: counts }, 'outgoing messages'),
          (error) => app.log.error({ err: (error as Error)?.name }, 'outgoing messages failed'),
        ),
      );
    }, interval.ms);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The outbox's sender (tests call `sendDue()` to send what is due at their clock). */
    outgoing: OutgoingSender;
  }
}
