import { randomUUID } from 'node:crypto';
import type { LineConnection, LineConnectionInput, LineNotifyEvent } from '@songdee/shared/line-notify/line-notify.schema';
import { NOTIFICATION_TYPES } from '@songdee/shared/notification/notification.constants';
import { LineApiError, type LineMessagingClient } from '../../integrations/line/client';
import { renderLinePush } from '../../integrations/line/render';
import { AppError } from '../../lib/app-error';
import type { TokenCipher } from '../../lib/token-cipher';
import type { Actor } from '../auth/actor';
import type { NotificationsRepository } from '../notifications/notifications.repository';
import type { StoresService } from '../stores/stores.service';
import type { LineConnectionRow, OutgoingRepository } from './outgoing.repository';

const present = (row: LineConnectionRow | undefined): LineConnection =>
  row
    ? {
        status: row.status === 'broken' ? 'broken' : 'connected',
        botName: row.botName,
        targetId: row.targetId,
        events: row.events as LineNotifyEvent[],
        brokenAt: row.brokenAt?.toISOString() ?? null,
      }
    : { status: 'none', botName: null, targetId: null, events: [], brokenAt: null };

const tokenRejected = () => new AppError('LINE_TOKEN_REJECTED', {}, [{ path: 'channelAccessToken', key: 'errors.LINE_TOKEN_REJECTED' }]);

/** A store's LINE Official Account: the seller connects it with a token LINE accepts, chooses events, tests, disconnects. */
export function createLineNotifyService(deps: {
  repo: OutgoingRepository;
  stores: Pick<StoresService, 'assertOwner'>;
  line: LineMessagingClient;
  cipher: TokenCipher;
  notificationsRepo: Pick<NotificationsRepository, 'insertStandalone'>;
  now: () => Date;
}) {
  const { repo, stores, line, cipher } = deps;
  return {
    async get(actor: Actor, storeId: string) {
      await stores.assertOwner(actor, storeId);
      return present(await repo.findConnection(storeId));
    },

    /** The token is checked with LINE (get bot info) before it is stored: a refused one is a field error, nothing saved. */
    async save(actor: Actor, storeId: string, input: LineConnectionInput) {
      await stores.assertOwner(actor, storeId);
      let botName: string;
      try {
        botName = (await line.botInfo(input.channelAccessToken)).displayName;
      } catch (error) {
        if (error instanceof LineApiError && (error.status === 401 || error.status === 403)) throw tokenRejected();
        throw new AppError('LINE_UNAVAILABLE');
      }
      const row = await repo.saveConnection({
        storeId,
        tokenCipher: cipher.encrypt(input.channelAccessToken),
        botName,
        targetId: input.targetId,
        events: [...new Set(input.events)],
      });
      return present(row);
    },

    async remove(actor: Actor, storeId: string) {
      await stores.assertOwner(actor, storeId);
      await repo.removeConnection(storeId);
    },

    /** A test push at once (not through the outbox: the seller waits for its answer); a refused token breaks the connection. */
    async test(actor: Actor, storeId: string) {
      await stores.assertOwner(actor, storeId);
      const connection = await repo.findConnection(storeId);
      if (!connection) throw new AppError('LINE_NOT_CONNECTED');
      const store = await repo.storeOf(storeId);
      const text = renderLinePush({ event: 'test', params: { storeName: store?.name ?? '' }, sellerLanguage: store?.lang ?? 'th' });
      try {
        await line.pushText(cipher.decrypt(connection.tokenCipher), { to: connection.targetId, text, retryKey: randomUUID() });
      } catch (error) {
        if (!(error instanceof LineApiError) || error.status !== 401) throw new AppError('LINE_UNAVAILABLE');
        if (await repo.breakConnection(storeId, connection.tokenCipher, deps.now()))
          await deps.notificationsRepo.insertStandalone({ storeId, content: '', type: NOTIFICATION_TYPES.lineBroken, link: {} });
        throw tokenRejected();
      }
      return { sent: true };
    },
  };
}

export type LineNotifyService = ReturnType<typeof createLineNotifyService>;
