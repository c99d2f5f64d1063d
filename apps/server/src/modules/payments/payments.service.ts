import { BUYER_EDITABLE_STATUS } from '@songdee/shared/order/order-rules';
import type { CardPaymentForm, CardPaymentOutcome, CardPaymentReturn } from '@songdee/shared/shipping-list/shipping-list.schema';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../auth/actor';
import type { StoresService } from '../stores/stores.service';
import type { CardPaymentService } from './card-payment.service';
import type { CardPaymentsRepository, CardPaymentTargetKind } from './card-payments.repository';

/** The payment endpoints outside a store: the gateway's result, the browser's return, a buyer's order token. */
export function createPaymentsService(deps: {
  cardPayments: CardPaymentService;
  repo: CardPaymentsRepository;
  stores: Pick<StoresService, 'assertOwner'>;
  publicUrl: string;
}) {
  const { cardPayments, repo, stores } = deps;
  const publicUrl = deps.publicUrl.replace(/\/+$/, '');

  return {
    /** The gateway's server-to-server result: the signature is the authority (no session). */
    gatewayResult: (input: Parameters<CardPaymentService['verifyAndRecord']>[0]) => cardPayments.verifyAndRecord(input, 'result'),

    /**
     * The browser's return, forwarded by the web's return page: only the list's or reservation's store owner, or
     * the order's buyer; with `shippingListId` (or `reserveId`) the result must be for that list (or reservation).
     */
    async browserReturn(actor: Actor, input: CardPaymentReturn): Promise<CardPaymentOutcome> {
      const attempt = await cardPayments.find(input.reference);
      if (!attempt) throw new AppError('PAYMENT_REFERENCE_UNKNOWN');
      const kind = attempt.targetKind as CardPaymentTargetKind;
      if (kind === 'shippingList' || kind === 'reserve') {
        await stores.assertOwner(actor, attempt.storeId);
      } else if ((await repo.findOrder(attempt.targetId))?.userId !== actor.userId) {
        throw new AppError('PAYMENT_REFERENCE_UNKNOWN');
      }
      if (input.shippingListId && (kind !== 'shippingList' || attempt.targetId !== input.shippingListId)) {
        throw new AppError('PAYMENT_VERIFICATION_FAILED');
      }
      if (input.reserveId && (kind !== 'reserve' || attempt.targetId !== input.reserveId)) {
        throw new AppError('PAYMENT_VERIFICATION_FAILED');
      }
      return cardPayments.verifyAndRecord(input, 'return', { targetKind: kind, targetId: attempt.targetId });
    },

    /** A card-payment form for the buyer's own order while it waits for payment (total plus delivery fee). */
    async orderToken(actor: Actor, orderId: string): Promise<CardPaymentForm> {
      const order = await repo.findOrder(orderId);
      if (!order || order.userId !== actor.userId) throw new AppError('ORDER_NOT_FOUND');
      if (order.statusKey !== BUYER_EDITABLE_STATUS) throw new AppError('ORDER_NOT_EDITABLE');
      return cardPayments.issue({
        storeId: order.storeId,
        targetKind: 'order',
        targetId: order.id,
        amountSatang: order.totalPriceSatang + order.deliveryFeeSatang,
        description: `Songdee order ${order.name}`,
        returnUrl: `${publicUrl}/orders/view?orderId=${order.id}`,
        guard: async (tx) => {
          const locked = await repo.lockOrder(tx, order.id);
          if (locked?.statusKey !== BUYER_EDITABLE_STATUS) throw new AppError('ORDER_NOT_EDITABLE');
        },
      });
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
