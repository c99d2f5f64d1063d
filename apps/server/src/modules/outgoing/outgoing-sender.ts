import { NOTIFICATION_TYPES } from '@songdee/shared/notification/notification.constants';
import { LineApiError, type LineMessagingClient } from '../../integrations/line/client';
import { languageOf, renderLinePush } from '../../integrations/line/render';
import type { Mailer } from '../../integrations/mail/mailer';
import { renderParcelMail } from '../../integrations/mail/render';
import type { TokenCipher } from '../../lib/token-cipher';
import type { NotificationsRepository } from '../notifications/notifications.repository';
import type { OutgoingMessage, OutgoingRepository } from './outgoing.repository';

/** How many claimed at a time, how long a claim holds, and how often a message is tried before it is dropped. */
const BATCH = 20;
const LEASE_MS = 60_000;
const MAX_ATTEMPTS = 8;
/** 30 s, 1 min, 2 min, … up to an hour: a provider that is down or busy gets room, a message still goes out within the day. */
const backOffMs = (attempts: number) => Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);

type Outcome = { sentAt: Date } | { dropped: string } | { retryAt: Date; error: string };

export interface OutgoingSenderDeps {
  repo: OutgoingRepository;
  mailer: Mailer;
  line: LineMessagingClient;
  cipher: TokenCipher;
  notificationsRepo: Pick<NotificationsRepository, 'insertStandalone'>;
  publicUrl: string;
  /** The stop link of a user's parcel e-mails. */
  stopLinkOf: (userId: string) => string;
  now: () => Date;
}

/**
 * Sends what the outbox holds, after the transactions that wrote it committed and never inside a request: due rows
 * are claimed (outgoing.repository.ts `claimDue`), sent, and settled. A failure the provider may get over (a 429, a
 * 5xx, no answer) is tried again with back-off (at least LINE's Retry-After); a refused LINE token (401) breaks the
 * store's connection, tells the store in the app, and drops the message; anything else is dropped with its reason.
 */
export function createOutgoingSender(deps: OutgoingSenderDeps) {
  const { repo } = deps;
  const origin = deps.publicUrl.replace(/\/+$/, '');

  const retry = (message: OutgoingMessage, error: string, atLeastMs = 0): Outcome => {
    if (message.attempts >= MAX_ATTEMPTS) return { dropped: error };
    return { retryAt: new Date(deps.now().getTime() + Math.max(backOffMs(message.attempts), atLeastMs)), error };
  };

  async function sendMail(message: OutgoingMessage): Promise<Outcome> {
    const buyer = await repo.findMailRecipient(message.recipient);
    if (!buyer) return { dropped: 'RECIPIENT_GONE' };
    if (buyer.stoppedAt) return { dropped: 'STOPPED' };
    const p = message.payload;
    const barcode = String(p.barcode);
    const mail = renderParcelMail(
      {
        to: buyer.email,
        kind: message.event as 'parcelPublished' | 'parcelDelivered',
        params: { name: buyer.firstName, barcode, orderName: String(p.orderName), storeName: String(p.storeName) },
        link: `${origin}/track/${encodeURIComponent(barcode)}`,
        stopLink: deps.stopLinkOf(message.recipient),
      },
      languageOf(buyer.lang),
    );
    try {
      await deps.mailer.send(mail);
      return { sentAt: deps.now() };
    } catch (error) {
      return retry(message, `MAIL_${(error as Error)?.name ?? 'Error'}`);
    }
  }

  async function sendLine(message: OutgoingMessage): Promise<Outcome> {
    const connection = await repo.findConnection(message.storeId);
    if (!connection) return { dropped: 'LINE_NOT_CONNECTED' };
    if (connection.status !== 'connected') return { dropped: 'LINE_BROKEN' };
    const store = await repo.storeOf(message.storeId);
    const text = renderLinePush({ event: message.event, params: message.payload, sellerLanguage: store?.lang ?? 'th' });
    try {
      const token = deps.cipher.decrypt(connection.tokenCipher);
      // The outbox row's id is the retry key: a push LINE already accepted (its answer lost) is not shown twice.
      await deps.line.pushText(token, { to: connection.targetId, text, retryKey: message.id });
      return { sentAt: deps.now() };
    } catch (error) {
      if (!(error instanceof LineApiError)) return retry(message, 'LINE_TOKEN_UNREADABLE');
      if (error.status === 401) {
        if (await repo.breakConnection(message.storeId, connection.tokenCipher, deps.now()))
          await deps.notificationsRepo.insertStandalone({
            storeId: message.storeId,
            content: '',
            type: NOTIFICATION_TYPES.lineBroken,
            link: {},
          });
        return { dropped: 'LINE_401' };
      }
      if (error.status === 429 || error.status === 0 || error.status >= 500)
        return retry(message, `LINE_${error.status}`, error.retryAfterMs);
      return { dropped: `LINE_${error.status}` };
    }
  }

  return {
    /** Claims and sends what is due now; answers how each claimed message ended (tests read it). */
    async sendDue(): Promise<{ sent: number; retried: number; dropped: number }> {
      const counts = { sent: 0, retried: 0, dropped: 0 };
      for (;;) {
        const claimed = await repo.claimDue(deps.now(), BATCH, LEASE_MS);
        if (claimed.length === 0) return counts;
        for (const message of claimed) {
          const outcome = message.channel === 'mail' ? await sendMail(message) : await sendLine(message);
          await repo.settle(message, outcome);
          if ('sentAt' in outcome) counts.sent++;
          else if ('dropped' in outcome) counts.dropped++;
          else counts.retried++;
        }
        if (claimed.length < BATCH) return counts;
      }
    },
  };
}

export type OutgoingSender = ReturnType<typeof createOutgoingSender>;
