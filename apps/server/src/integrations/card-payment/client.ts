/**
 * The card payment gateway over HTTP (version 7.2 redirect form, DESIGN.md section 6). Before the browser is
 * sent to the gateway, the signed form is registered with it server to server (`POST <gateway>/register`), so a
 * gateway that is down or answers garbage is found out while nothing is saved; the browser then posts the same
 * fields to `<gateway>` itself. The gateway answers twice: server to server to `result_url_2`, and by sending the
 * browser to `result_url_1` with the signed result in the query.
 */

export class CardGatewayError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'CardGatewayError';
  }
}

export interface CardGatewayClient {
  /** Where the browser posts the form. */
  readonly payUrl: string;
  /** Registers a signed form; throws CardGatewayError when the gateway is unreachable, refuses or answers garbage. */
  register(fields: Record<string, string>): Promise<void>;
}

export function createCardGatewayClient(options: { baseUrl: string; timeoutMs?: number; fetch?: typeof fetch }): CardGatewayClient {
  const base = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;
  return {
    payUrl: base,
    async register(fields) {
      let res: Response;
      try {
        res = await doFetch(`${base}/register`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(fields),
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
      } catch (error) {
        throw new CardGatewayError(`card gateway unreachable: ${(error as Error).message}`);
      }
      const text = await res.text().catch(() => '');
      let body: { status?: unknown; order_id?: unknown } | undefined;
      try {
        body = JSON.parse(text) as typeof body;
      } catch {
        body = undefined;
      }
      if (!res.ok || body?.status !== 'OK' || body.order_id !== fields.order_id) {
        throw new CardGatewayError(`card gateway refused the payment (HTTP ${res.status}): ${text.slice(0, 200)}`, res.status);
      }
    },
  };
}
