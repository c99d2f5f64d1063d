import { HTTPFetchError, messagingApi } from '@line/bot-sdk';

/** LINE's answer to a call it did not accept: its status, its `message`, and when to try again after a 429. */
export class LineApiError extends Error {
  constructor(
    readonly status: number,
    readonly lineMessage: string,
    readonly retryAfterMs?: number,
  ) {
    super(`LINE answered ${status}`);
    this.name = 'LineApiError';
  }
}

/** Retry-After in seconds (or an HTTP date), as milliseconds from now; undefined when absent or unreadable. */
function retryAfterOf(headers: Headers | undefined, now = Date.now()): number | undefined {
  const value = headers?.get('retry-after');
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** The SDK's HTTP error as ours (LINE's error body is `{"message": ...}`); anything else (no answer) as status 0. */
function lineErrorOf(error: unknown): LineApiError {
  if (error instanceof HTTPFetchError) {
    let message = '';
    try {
      message = String((JSON.parse(error.body) as { message?: unknown }).message ?? '');
    } catch {
      message = error.statusText;
    }
    return new LineApiError(error.status, message, retryAfterOf(error.headers));
  }
  return new LineApiError(0, (error as Error)?.name ?? 'Error');
}

export interface LineBotInfo {
  userId: string;
  basicId: string;
  displayName: string;
}

/**
 * The LINE Messaging API through LINE's own SDK (`@line/bot-sdk`), at `baseUrl` (https://api.line.me, or the local
 * stand-in). Each call takes the store's channel access token. A push carries `X-Line-Retry-Key`: LINE accepts a
 * key once and answers 409 to a repeat, so a push retried after a lost answer is never shown twice; the 409 counts
 * as sent.
 */
export function createLineMessagingClient(options: { baseUrl: string }) {
  const clientFor = (channelAccessToken: string) => new messagingApi.MessagingApiClient({ channelAccessToken, baseURL: options.baseUrl });
  return {
    /** The bot behind the token (GET /v2/bot/info): how a token is checked when it is saved; 401 for a bad one. */
    async botInfo(channelAccessToken: string): Promise<LineBotInfo> {
      try {
        const info = await clientFor(channelAccessToken).getBotInfo();
        return { userId: info.userId, basicId: info.basicId, displayName: info.displayName };
      } catch (error) {
        throw lineErrorOf(error);
      }
    },

    /** Pushes one text to a user, group or room id (POST /v2/bot/message/push). */
    async pushText(channelAccessToken: string, push: { to: string; text: string; retryKey: string }): Promise<'sent' | 'alreadyAccepted'> {
      try {
        await clientFor(channelAccessToken).pushMessage({ to: push.to, messages: [{ type: 'text', text: push.text }] }, push.retryKey);
        return 'sent';
      } catch (error) {
        const lineError = lineErrorOf(error);
        if (lineError.status === 409) return 'alreadyAccepted';
        throw lineError;
      }
    },
  };
}

export type LineMessagingClient = ReturnType<typeof createLineMessagingClient>;
