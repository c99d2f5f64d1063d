import { randomBytes } from 'node:crypto';
import type { CardPaymentForm, CardPaymentOutcome, CardPaymentResult } from '@songdee/shared/shipping-list/shipping-list.schema';
import type { Executor } from '../../db/client';
import { type CardGatewayClient, CardGatewayError } from '../../integrations/card-payment/client';
import { signRequest, toGatewayAmount, verifyResult } from '../../integrations/card-payment/signature';
import { AppError } from '../../lib/app-error';
import type { CardPaymentRow, CardPaymentsRepository, CardPaymentTargetKind } from './card-payments.repository';

export interface CardPaymentDeps {
  repo: CardPaymentsRepository;
  gateway: CardGatewayClient;
  secret: string;
  merchantId: string;
  publicUrl: string;
}

export interface IssueInput {
  storeId: string;
  targetKind: CardPaymentTargetKind;
  targetId: string;
  amountSatang: number;
  description: string;
  /** The web page the gateway sends the browser back to (the reference is added to its query). */
  returnUrl: string;
  /** The gateway refuses payment after this instant (the shipping list's 10-minute window). */
  expiresAt?: Date;
  /** Runs in the transaction that records the attempt, before it: locks and re-checks the target. */
  guard?: (tx: Executor) => Promise<void>;
}

/** Where a settled attempt's gateway result came from (kept with the result). */
export type ResultChannel = 'result' | 'return';

const VERSION = '7.2';
/** The gateway's status code of a paid transaction (spec 2 section 4: status 000 means paid). */
export const GATEWAY_PAID_STATUS = '000';
const CURRENCY_THB = '764';
/** Option A: all payment channels (spec 2 section 9). */
const PAYMENT_OPTION = 'A';

/** Our reference: unique, short (the gateway's invoice number is at most 20 characters). */
const newReference = () => `SD${Date.now().toString(36).toUpperCase()}${randomBytes(4).toString('hex').toUpperCase()}`;
/** The gateway's order id: the reference plus 5 digits of the time (spec 2 section 9). */
const gatewayOrderId = (reference: string) => `${reference}${String(Date.now()).slice(-5)}`;

/**
 * Card payments through the gateway, for shipping lists, buyers' orders and reservations: issue a signed form (one attempt row
 * per form), and ONE verify-and-record path for every result, whether the gateway's server call or the browser's
 * return arrives first. An attempt is settled exactly once (conditional UPDATE ... WHERE status = 'PENDING' under the
 * target's row lock, and at most one PAID per target by a partial unique index); anything later answers what was
 * recorded.
 */
export function createCardPaymentService(deps: CardPaymentDeps) {
  const { repo, gateway, secret } = deps;
  const resultUrl = `${deps.publicUrl.replace(/\/+$/, '')}/api/payments/card/result`;

  async function targetPaid(executor: Executor, attempt: CardPaymentRow): Promise<boolean> {
    if (attempt.targetKind === 'shippingList') return (await repo.findList(executor, attempt.targetId))?.statusPayment === 'PAID';
    if (attempt.targetKind === 'reserve') return (await repo.findReserve(executor, attempt.targetId))?.statusPayment === true;
    return (await repo.findOrder(attempt.targetId))?.confirmPayment === true;
  }

  const outcome = (attempt: CardPaymentRow, paid: boolean): CardPaymentOutcome => ({
    reference: attempt.reference,
    status: attempt.status as CardPaymentOutcome['status'],
    paid,
    targetKind: attempt.targetKind as CardPaymentTargetKind,
    targetId: attempt.targetId,
  });

  /** Under the target's lock: what a success may record (PAID only when the target is still payable for that amount). */
  async function settleInTx(tx: Executor, attempt: CardPaymentRow, result: CardPaymentResult, channel: ResultChannel) {
    const gatewayCodes = {
      paymentStatus: result.paymentStatus ?? null,
      approvalCode: result.approvalCode ?? null,
      refBankCode: result.refBankCode ?? null,
      paymentInfo: result.paymentInfo ?? null,
    };
    const recorded = { payment: result.payment, gatewayOrderId: result.orderId ?? null, via: channel, ...gatewayCodes };
    let status: 'PAID' | 'FAILED' | 'CANCELLED' = result.payment === '1' ? 'PAID' : result.payment === '0' ? 'FAILED' : 'CANCELLED';
    let reason: string | undefined;
    // A gateway that names its status code must say 000 (paid) for a success to count.
    if (status === 'PAID' && result.paymentStatus !== undefined && result.paymentStatus !== GATEWAY_PAID_STATUS) reason = 'GATEWAY_STATUS';
    if (attempt.targetKind === 'reserve') {
      const reserve = await repo.lockReserve(tx, attempt.targetId);
      if (status === 'PAID' && !reason) {
        if (!reserve) reason = 'RESERVE_DELETED';
        else if (reserve.statusPayment) reason = 'ALREADY_PAID';
        else if (reserve.statusKey !== 'DRAFT_FOR_RESERVE' || reserve.totalPriceSatang !== attempt.amountSatang) reason = 'RESERVE_CHANGED';
      }
      if (reason) status = 'FAILED';
      const settled = await repo.settle(tx, attempt.id, status, reason ? { ...recorded, reason } : recorded);
      if (!settled) return undefined;
      if (status === 'PAID') {
        await repo.markReservePaid(tx, attempt.targetId, {
          amountSatang: attempt.amountSatang,
          paymentInfo: gatewayCodes.paymentInfo,
          refBankCode: gatewayCodes.refBankCode,
          approvalBankCode: gatewayCodes.approvalCode,
        });
      }
      return settled;
    }
    if (attempt.targetKind === 'shippingList') {
      const list = await repo.lockList(tx, attempt.targetId);
      if (status === 'PAID' && !reason) {
        if (!list) reason = 'LIST_DELETED';
        else if (list.statusPayment === 'PAID') reason = 'ALREADY_PAID';
        else if (list.statusKey !== 'CONFIRM_FOR_SHIPPINGLIST' || list.priceTotalSatang !== attempt.amountSatang) reason = 'LIST_CHANGED';
      }
      if (reason) status = 'FAILED';
      const settled = await repo.settle(tx, attempt.id, status, reason ? { ...recorded, reason } : recorded);
      if (!settled) return undefined;
      if (status === 'PAID') await repo.markListPaid(tx, attempt.targetId);
      return settled;
    }
    const order = await repo.lockOrder(tx, attempt.targetId);
    if (status === 'PAID' && !order && !reason) reason = 'ORDER_DELETED';
    const settled = await repo.settle(tx, attempt.id, reason ? 'FAILED' : status, reason ? { ...recorded, reason } : recorded);
    if (!settled) return undefined;
    if (settled.status === 'PAID' && !(await repo.markOrderPaid(tx, attempt.targetId, attempt.reference))) {
      // The order left its payable statuses meanwhile: nothing is paid, and the attempt says why.
      throw new AppError('PAYMENT_NOT_SUCCESSFUL', { payment: result.payment });
    }
    return settled;
  }

  return {
    resultUrl,

    /**
     * A new attempt and its signed form. The form is registered with the gateway first: a gateway that is down
     * or answers garbage gives PAYMENT_GATEWAY_UNAVAILABLE and nothing is saved.
     */
    async issue(input: IssueInput): Promise<CardPaymentForm> {
      const reference = newReference();
      const returnUrl = new URL(input.returnUrl);
      returnUrl.searchParams.set('reference', reference);
      const fields: Record<string, string> = {
        version: VERSION,
        merchant_id: deps.merchantId,
        payment_description: input.description.slice(0, 250),
        order_id: gatewayOrderId(reference),
        invoice_no: reference,
        currency: CURRENCY_THB,
        amount: toGatewayAmount(input.amountSatang),
        user_defined_1: input.targetId,
        payment_option: PAYMENT_OPTION,
        payment_expiry: input.expiresAt ? input.expiresAt.toISOString() : '',
        result_url_1: returnUrl.toString(),
        result_url_2: resultUrl,
      };
      fields.hash_value = signRequest(secret, fields);
      try {
        await gateway.register(fields);
      } catch (error) {
        if (error instanceof CardGatewayError) throw new AppError('PAYMENT_GATEWAY_UNAVAILABLE');
        throw error;
      }
      await repo.transaction(async (tx) => {
        await input.guard?.(tx);
        await repo.insert(tx, {
          storeId: input.storeId,
          targetKind: input.targetKind,
          targetId: input.targetId,
          reference,
          gatewayOrderId: fields.order_id!,
          amountSatang: input.amountSatang,
        });
      });
      return { reference, action: gateway.payUrl, fields };
    },

    /** The attempt a reference names (the return route authorises on its store or buyer). */
    find: (reference: string) => repo.findByReference(repo.db, reference),

    /**
     * Verify and record, the one path for every gateway result. Refuses a bad signature, an amount or target that
     * is not the attempt's, and (with `expect`) a result for another list or order. The first result settles the
     * attempt; a replay or the second of two racing channels answers the recorded outcome and pays nothing again.
     * `adopt` (the buyer's legacy return with the order in the path): a correctly signed result for that order and
     * its exact total whose reference we never issued is recorded as a new attempt.
     */
    async verifyAndRecord(
      result: CardPaymentResult,
      channel: ResultChannel,
      expect?: { targetKind: CardPaymentTargetKind; targetId: string; adopt?: { storeId: string; amountSatang: number } },
    ): Promise<CardPaymentOutcome> {
      const fields = {
        target: result.target,
        reference: result.reference,
        amount: result.amount,
        payment: result.payment,
        paymentStatus: result.paymentStatus,
        approvalCode: result.approvalCode,
        refBankCode: result.refBankCode,
        paymentInfo: result.paymentInfo,
      };
      if (!verifyResult(secret, fields, result.signature)) throw new AppError('PAYMENT_VERIFICATION_FAILED');
      if (expect && result.target !== expect.targetId) throw new AppError('PAYMENT_VERIFICATION_FAILED');
      let attempt = await repo.findByReference(repo.db, result.reference);
      if (!attempt && expect?.adopt) {
        if (result.amount !== expect.adopt.amountSatang) throw new AppError('PAYMENT_VERIFICATION_FAILED');
        await repo.adopt({
          storeId: expect.adopt.storeId,
          targetKind: expect.targetKind,
          targetId: expect.targetId,
          reference: result.reference,
          gatewayOrderId: result.orderId ?? result.reference,
          amountSatang: result.amount,
        });
        attempt = await repo.findByReference(repo.db, result.reference);
      }
      if (!attempt) throw new AppError('PAYMENT_REFERENCE_UNKNOWN');
      if (
        attempt.targetId !== result.target ||
        attempt.amountSatang !== result.amount ||
        (expect && (attempt.targetKind !== expect.targetKind || attempt.targetId !== expect.targetId))
      ) {
        throw new AppError('PAYMENT_VERIFICATION_FAILED');
      }
      if (attempt.status === 'PENDING') {
        const settled = await repo.transaction((tx) => settleInTx(tx, attempt!, result, channel));
        if (settled) return outcome(settled, await targetPaid(repo.db, settled));
        attempt = (await repo.findByReference(repo.db, result.reference))!;
      }
      return outcome(attempt, await targetPaid(repo.db, attempt));
    },
  };
}

export type CardPaymentService = ReturnType<typeof createCardPaymentService>;
