/**
 * What the payment domains ask of a card gateway, whichever product it is (2C2P's redirect 7.2 today,
 * `redirect-72.ts`; its JWT "PGW" v4 API would be another implementation of this interface). The domains never
 * see a gateway field name, a hash or a status code.
 */

interface IssueFormInput {
  /** Unique per attempt, at most 20 characters, letters and digits. */
  orderId: string;
  /** Our reference (the gateway's invoice number). */
  reference: string;
  description: string;
  amountSatang: number;
  /** Where the gateway sends the buyer's browser back (with a form POST). */
  browserReturnUrl: string;
  /** Where the gateway posts the result server to server (the result to trust). */
  resultUrl: string;
  /** The gateway refuses payment after this instant. */
  expiresAt?: Date;
  lang?: 'th' | 'en';
}

/** A form for the browser to post: `fields` to `action`. */
interface IssuedForm {
  action: string;
  fields: Record<string, string>;
}

type GatewayStatus = 'paid' | 'pending' | 'failed';

/** A result whose signature, merchant and currency the adapter has verified. */
export interface GatewayResult {
  orderId: string;
  amountSatang: number;
  /** paid: the money is taken; pending: the buyer chose a channel that completes later; failed: not paid. */
  status: GatewayStatus;
  /** True when the buyer cancelled (a kind of failed). */
  cancelled: boolean;
  /** The gateway's own codes, kept with the attempt (PaymentInfo, RefBankCode, ApprovalBankCode for a reservation). */
  codes: {
    gatewayStatus: string;
    approvalCode: string | null;
    bankReference: string | null;
    paymentInfo: string | null;
    channel: string | null;
  };
}

/** A result that cannot be trusted: bad signature, another merchant, another currency, malformed amount. */
export class GatewayResultRejected extends Error {
  constructor(readonly reason: 'SIGNATURE' | 'MERCHANT' | 'CURRENCY' | 'MALFORMED') {
    super(`card gateway result rejected: ${reason}`);
    this.name = 'GatewayResultRejected';
  }
}

export interface CardGateway {
  /** The signed form for the buyer's browser; no call to the gateway. */
  issueForm(input: IssueFormInput): IssuedForm;
  /** Verifies a posted result (throws GatewayResultRejected) and says what it means. */
  parseResult(fields: Record<string, string | undefined>): GatewayResult;
  /** The order id a posted result names, unverified (only to find which page to send a browser back to). */
  orderIdOf(fields: Record<string, string | undefined>): string | undefined;
}
