import { randomInt } from 'node:crypto';
import type { CardPaymentForm, CardPaymentOutcome } from '@songdee/shared/shipping-list/shipping-list.schema';
import type { Executor } from '../../db/client';
import { type CardGateway, type GatewayResult, GatewayResultRejected } from '../../integrations/card-payment/gateway';
import { AppError } from '../../lib/app-error';
import type { CardPaymentRow, CardPaymentsRepository, CardPaymentTargetKind } from './card-payments.repository';

export interface CardPaymentDeps {
  repo: CardPaymentsRepository;
  gateway: CardGateway;
  publicUrl: string;
}

export interface IssueInput {
  storeId: string;
  targetKind: CardPaymentTargetKind;
  targetId: string;
  amountSatang: number;
  description: string;
  /** Where the gateway posts its result server to server; the shared result URL when not given. */
  resultUrl?: string;
  /** The gateway refuses payment after this instant (the shipping list's 10-minute window). */
  expiresAt?: Date;
  lang?: 'th' | 'en';
  /** Runs in the transaction that records the attempt, before it: locks and re-checks the target. */
  guard?: (tx: Executor) => Promise<void>;
}

/** Where a result came from: the gateway's server call (trusted) or the browser sent back (signed, so also recorded). */
export type ResultChannel = 'result' | 'return';

/** Expected target of a result posted to a target's own URL, or forwarded by its signed-in page. */
export interface ExpectedTarget {
  targetKind: CardPaymentTargetKind;
  targetId: string;
  storeId?: string;
}

const REFERENCE_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/**
 * Our reference: unique, letters and digits, 15 characters (`SD`, 8 of the time in base 36, 5 random), so the
 * gateway's order id (reference plus 5 digits of the time) fits its 20.
 */
const newReference = () =>
  `SD${Date.now().toString(36).toUpperCase().padStart(8, '0')}${Array.from({ length: 5 }, () => REFERENCE_ALPHABET[randomInt(36)]).join('')}`;
/** The gateway's order id: the reference plus 5 digits of the time. */
const gatewayOrderId = (reference: string, at = Date.now()) => `${reference}${String(at).slice(-5)}`;

/**
 * Card payments for shipping lists, buyers' orders and reservations through one gateway (`CardGateway`): issue a
 * signed form (one attempt row per form), and ONE verify-and-record path for every result. A result is recorded
 * once (conditional UPDATE under the target's row lock; at most one PAID per target by a partial unique index):
 * paid, awaiting the bank (pending, completed by a later result), failed or cancelled; a paid result the target can
 * no longer take (expired and changed, deleted, already paid) is recorded as a refund due, never dropped.
 */
export function createCardPaymentService(deps: CardPaymentDeps) {
  const { repo, gateway } = deps;
  const base = deps.publicUrl.replace(/\/+$/, '');
  /** The shared server-to-server result URL (reservations and buyers' orders); a list has its own. */
  const resultUrl = `${base}/api/payments/card/result`;
  /** Where the gateway sends the browser back (a cross-site form POST, answered with a redirect to our page). */
  const browserReturnUrl = `${base}/api/payments/card/return`;

  async function targetPaid(executor: Executor, attempt: CardPaymentRow): Promise<boolean> {
    if (attempt.targetKind === 'shippingList') return (await repo.findList(executor, attempt.targetId))?.statusPayment === 'PAID';
    if (attempt.targetKind === 'reserve') return (await repo.findReserve(executor, attempt.targetId))?.statusPayment === true;
    return (await repo.findOrder(attempt.targetId))?.confirmPayment === true;
  }

  const outcome = async (attempt: CardPaymentRow): Promise<CardPaymentOutcome> => ({
    reference: attempt.reference,
    status: attempt.status as CardPaymentOutcome['status'],
    paid: await targetPaid(repo.db, attempt),
    targetKind: attempt.targetKind as CardPaymentTargetKind,
    targetId: attempt.targetId,
  });

  /** Under the target's lock: a paid result pays the target when it can still take it, otherwise a refund is due. */
  async function payTarget(tx: Executor, attempt: CardPaymentRow, result: GatewayResult): Promise<boolean> {
    if (attempt.targetKind === 'shippingList') {
      const list = await repo.lockList(tx, attempt.targetId);
      if (!list || list.statusPayment === 'PAID' || list.sentPosAt) return false;
      if (list.statusKey === 'CONFIRM_FOR_SHIPPINGLIST' && list.priceTotalSatang === attempt.amountSatang) {
        await repo.markListPaid(tx, attempt.targetId);
        return true;
      }
      return repo.reconfirmListPaid(tx, attempt.targetId, attempt.amountSatang);
    }
    if (attempt.targetKind === 'reserve') {
      const reserve = await repo.lockReserve(tx, attempt.targetId);
      if (!reserve || reserve.totalPriceSatang !== attempt.amountSatang) return false;
      return repo.markReservePaid(tx, attempt.targetId, {
        amountSatang: attempt.amountSatang,
        paymentInfo: result.codes.paymentInfo,
        refBankCode: result.codes.bankReference,
        approvalBankCode: result.codes.approvalCode,
      });
    }
    const order = await repo.lockOrder(tx, attempt.targetId);
    if (!order || order.totalPriceSatang + order.deliveryFeeSatang !== attempt.amountSatang) return false;
    return repo.markOrderPaid(tx, attempt.targetId, attempt.reference);
  }

  async function settleInTx(tx: Executor, attempt: CardPaymentRow, result: GatewayResult, channel: ResultChannel) {
    const recorded = { ...result.codes, via: channel };
    if (result.status === 'pending') return repo.settle(tx, attempt.id, 'AWAITING_BANK', recorded);
    if (result.status === 'failed') return repo.settle(tx, attempt.id, result.cancelled ? 'CANCELLED' : 'FAILED', recorded);
    // Settle first (it fails when another request recorded this attempt), then pay; the transaction undoes both together.
    const claimed = await repo.settle(tx, attempt.id, 'PAID', recorded);
    if (!claimed) return undefined;
    if (await payTarget(tx, attempt, result)) return claimed;
    return repo.settle(tx, attempt.id, 'REFUND_DUE', { ...recorded, reason: 'TARGET_NOT_PAYABLE' }, { reclaim: true });
  }

  return {
    resultUrl,
    browserReturnUrl,

    /** A new attempt and its signed form (no call to the gateway: the browser posts the form itself). */
    async issue(input: IssueInput): Promise<CardPaymentForm> {
      const reference = newReference();
      const orderId = gatewayOrderId(reference);
      const form = gateway.issueForm({
        orderId,
        reference,
        description: input.description,
        amountSatang: input.amountSatang,
        browserReturnUrl,
        resultUrl: input.resultUrl ?? resultUrl,
        expiresAt: input.expiresAt,
        lang: input.lang,
      });
      await repo.transaction(async (tx) => {
        await input.guard?.(tx);
        // A second payment while the bank has not answered the first would take the money twice.
        if (await repo.hasAwaitingBank(tx, input.targetKind, input.targetId)) throw new AppError('PAYMENT_AWAITING_BANK');
        await repo.insert(tx, {
          storeId: input.storeId,
          targetKind: input.targetKind,
          targetId: input.targetId,
          reference,
          gatewayOrderId: orderId,
          amountSatang: input.amountSatang,
        });
      });
      return { reference, action: form.action, fields: form.fields };
    },

    /** The attempt a reference names (the verdict route authorises on its store or buyer). */
    find: (reference: string) => repo.findByReference(repo.db, reference),

    /** The attempt a posted result names, without trusting it (to send a browser back to the right page). */
    findByPostedResult: async (fields: Record<string, string | undefined>) => {
      const orderId = gateway.orderIdOf(fields);
      return orderId ? repo.findByGatewayOrderId(repo.db, orderId) : undefined;
    },

    outcome,

    /**
     * Verify and record, the one path for every gateway result. Refuses a result the gateway adapter cannot verify
     * (signature, merchant, currency), an order id we never issued, an amount that is not the attempt's, and (with
     * `expect`) a result for another target. The first result settles the attempt (a pending one is completed by a
     * later final result); a replay answers the recorded outcome and records nothing again.
     */
    async verifyAndRecord(fields: Record<string, string | undefined>, channel: ResultChannel, expect?: ExpectedTarget) {
      let result: GatewayResult;
      try {
        result = gateway.parseResult(fields);
      } catch (error) {
        if (error instanceof GatewayResultRejected) throw new AppError('PAYMENT_VERIFICATION_FAILED');
        throw error;
      }
      let attempt = await repo.findByGatewayOrderId(repo.db, result.orderId);
      if (!attempt) throw new AppError('PAYMENT_REFERENCE_UNKNOWN');
      if (
        attempt.amountSatang !== result.amountSatang ||
        (expect &&
          (attempt.targetKind !== expect.targetKind ||
            attempt.targetId !== expect.targetId ||
            (expect.storeId !== undefined && attempt.storeId !== expect.storeId)))
      ) {
        throw new AppError('PAYMENT_VERIFICATION_FAILED');
      }
      const found = attempt;
      const settled = await repo.transaction((tx) => settleInTx(tx, found, result, channel));
      attempt = settled ?? (await repo.findByGatewayOrderId(repo.db, result.orderId))!;
      return outcome(attempt);
    },
  };
}

export type CardPaymentService = ReturnType<typeof createCardPaymentService>;
