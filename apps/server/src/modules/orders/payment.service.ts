import { randomUUID } from 'node:crypto';
import type { ListQuery } from '@songdee/shared/common/list.schema';
import type { PaymentReturnInput } from '@songdee/shared/order/order.schema';
import { CONFIRMABLE_STATUSES, isBuyerEditable, ORDER_MOVES } from '@songdee/shared/order/order-rules';
import { AppError } from '../../lib/app-error';
import type { FileStore } from '../../lib/files/file-store';
import { processImage, sniffFile } from '../../lib/files/image-processing';
import type { Actor } from '../auth/actor';
import type { NotificationsService } from '../notifications/notifications.service';
import type { CardPaymentService } from '../payments/card-payment.service';
import type { StoresService } from '../stores/stores.service';
import { presentOrder, presentSummary, statusName } from './order.presenter';
import type { OrdersRepository } from './orders.repository';

export interface PaymentDeps {
  repo: OrdersRepository;
  stores: Pick<StoresService, 'assertOwner'>;
  files: FileStore;
  cardPayments: Pick<CardPaymentService, 'verifyAndRecord'>;
  notifications: Pick<NotificationsService, 'notifySlipAttached'>;
}

const PAID_STATUS = ORDER_MOVES.confirmPayment.to;

/** Payment slips, the payment check list and payment confirmation (spec 1 sections 2, 4 and 5). */
export function createPaymentService({ repo, stores, files, cardPayments, notifications }: PaymentDeps) {
  const transitionError = (from: string, to: string) =>
    new AppError('ORDER_TRANSITION_NOT_ALLOWED', { from: statusName(from), to: statusName(to), fromKey: from, toKey: to });

  async function sellerOrder(actor: Actor, storeId: string, orderId: string) {
    await stores.assertOwner(actor, storeId);
    const found = await repo.find({ storeId }, orderId);
    if (!found) throw new AppError('ORDER_NOT_FOUND');
    return found;
  }

  /** A COD order is paid at the door: the slip and payment steps refuse it with their own message. */
  const refuseCod = (order: { codAmountSatang: number | null }) => {
    if (order.codAmountSatang !== null) throw new AppError('ORDER_IS_CASH_ON_DELIVERY');
  };

  /** Confirms from a confirmable status; the UPDATE re-checks it so a double confirm fails cleanly. */
  async function confirm(storeId: string, orderId: string, current: string, extra: { paymentReference?: string } = {}) {
    if (!(CONFIRMABLE_STATUSES as readonly string[]).includes(current)) throw transitionError(current, PAID_STATUS);
    const row = await repo.move(storeId, orderId, 'confirmPayment', { confirmPayment: true, ...extra });
    if (!row) throw transitionError(current, PAID_STATUS);
  }

  const service = {
    /**
     * The buyer attaches a slip (image or PDF by content, 2 MB) while the order waits for payment;
     * the order then waits for payment confirmation (spec 1 section 4).
     */
    async uploadSlip(actor: Actor, storeId: string, orderId: string, content: Buffer) {
      const found = await repo.find({ userId: actor.userId, storeId }, orderId);
      if (!found) throw new AppError('ORDER_NOT_FOUND');
      refuseCod(found.order);
      const from = found.order.statusKey;
      if (!isBuyerEditable(from)) throw transitionError(from, ORDER_MOVES.attachSlip.to);
      const type = await sniffFile(content);
      if (!type) throw new AppError('SLIP_TYPE_NOT_ALLOWED');
      const stored =
        type.kind === 'pdf' ? { ext: 'pdf', content } : await processImage(content).then((i) => ({ ext: i.ext, content: i.original }));
      const key = `slips/${storeId}/${orderId}/${randomUUID()}.${stored.ext}`;
      await files.put(key, stored.content);
      // The seller hears of the slip in the same transaction: a slip is never attached unannounced.
      const row = await repo.transaction(async (tx) => {
        const moved = await repo.move(storeId, orderId, 'attachSlip', { paySlipPath: key }, tx);
        if (moved) await notifications.notifySlipAttached(tx, moved);
        return moved;
      });
      if (!row) {
        await files.delete(key);
        throw transitionError(from, ORDER_MOVES.attachSlip.to);
      }
      if (found.order.paySlipPath) await files.delete(found.order.paySlipPath);
      return presentOrder((await repo.find({ userId: actor.userId }, orderId))!, 'buyer');
    },

    /**
     * The payment confirmation call (spec 1 section 4) with the gateway's signed result fields (2C2P's result as
     * the gateway posted them): only a correctly signed 000 for an attempt issued for this order and its amount
     * confirms payment; the same result again is a no-op.
     */
    async paymentReturn(actor: Actor, storeId: string, orderId: string, input: PaymentReturnInput) {
      const found = await repo.find({ userId: actor.userId, storeId }, orderId);
      if (!found) throw new AppError('ORDER_NOT_FOUND');
      refuseCod(found.order);
      // The one verify-and-record path of every card result (modules/payments): signature, amount, once only.
      const outcome = await cardPayments.verifyAndRecord(input, 'return', { targetKind: 'order', targetId: orderId, storeId });
      if (!outcome.paid) throw new AppError('PAYMENT_NOT_SUCCESSFUL', { status: outcome.status });
      return presentOrder((await repo.find({ userId: actor.userId }, orderId))!, 'buyer');
    },

    /** Orders whose payment can be confirmed, searched by order code; 10 per page. */
    async availableForConfirmPayment(actor: Actor, storeId: string, query: ListQuery) {
      await stores.assertOwner(actor, storeId);
      const { contents: rows, paging } = await repo.list({
        storeId,
        statuses: CONFIRMABLE_STATUSES,
        orderName: query.searchString,
        ...query,
      });
      return { contents: rows.map((r) => presentSummary(r, 'seller')), paging };
    },

    /** Orders with a payment slip attached, any status (the payment check history). */
    async listWithSlips(actor: Actor, storeId: string, query: ListQuery) {
      await stores.assertOwner(actor, storeId);
      const { contents: rows, paging } = await repo.list({ storeId, onlyWithSlip: true, orderName: query.searchString, ...query });
      return { contents: rows.map((r) => presentSummary(r, 'seller')), paging };
    },

    /** The slip viewer's order; "ไม่พบหลักฐานการชำระเงิน" when no slip is attached or its file is gone. */
    async getWithSlip(actor: Actor, storeId: string, orderId: string) {
      const found = await sellerOrder(actor, storeId, orderId);
      if (!found.order.paySlipPath || !(await files.exists(found.order.paySlipPath))) throw new AppError('SLIP_NOT_FOUND');
      return presentOrder(found, 'seller');
    },

    /** The merchant confirms payment: ConfirmPayment and PENDING_TO_BE_PACKED. */
    async confirmPayment(actor: Actor, storeId: string, orderId: string) {
      const found = await sellerOrder(actor, storeId, orderId);
      refuseCod(found.order);
      await confirm(storeId, orderId, found.order.statusKey);
      return presentOrder((await repo.find({ storeId }, orderId))!, 'seller');
    },

    /** The payment check's decision (PUT): confirm, or reject the slip; either way the order as it now is. */
    async decide(actor: Actor, storeId: string, orderId: string, confirmPayment: boolean) {
      if (confirmPayment) return service.confirmPayment(actor, storeId, orderId);
      await service.rejectSlip(actor, storeId, orderId);
      return presentOrder((await repo.find({ storeId }, orderId))!, 'seller');
    },

    /** Delete in the payment check list rejects the slip: it is removed and the buyer may pay again. */
    async rejectSlip(actor: Actor, storeId: string, orderId: string) {
      const found = await sellerOrder(actor, storeId, orderId);
      const from = found.order.statusKey;
      if (!(ORDER_MOVES.rejectSlip.from as readonly string[]).includes(from)) throw transitionError(from, ORDER_MOVES.rejectSlip.to);
      const row = await repo.move(storeId, orderId, 'rejectSlip', { paySlipPath: null });
      if (!row) throw transitionError(from, ORDER_MOVES.rejectSlip.to);
      if (found.order.paySlipPath) await files.delete(found.order.paySlipPath);
    },

    /** GET /api/files for a slip: only the order's buyer and the store's owner. */
    async assertSlipReader(actor: Actor | null, key: string) {
      const [, storeId = '', orderId = ''] = key.split('/');
      const owner = await repo.findSlipOwner(storeId, orderId);
      if (!owner || owner.paySlipPath !== key) throw new AppError('SLIP_NOT_FOUND');
      if (!actor) throw new AppError('UNAUTHENTICATED');
      if (actor.userId !== owner.buyerId && actor.userId !== owner.sellerId) throw new AppError('FORBIDDEN');
    },
  };
  return service;
}

export type PaymentService = ReturnType<typeof createPaymentService>;
