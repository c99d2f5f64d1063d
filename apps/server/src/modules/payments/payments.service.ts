import { BUYER_EDITABLE_STATUS } from '@songdee/shared/order/order-rules';
import { type CardPaymentForm, type CardPaymentOutcome, cardPaymentResultSchema } from '@songdee/shared/shipping-list/shipping-list.schema';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../auth/actor';
import type { StoresService } from '../stores/stores.service';
import type { CardPaymentService } from './card-payment.service';
import type { CardPaymentRow, CardPaymentsRepository, CardPaymentTargetKind } from './card-payments.repository';

/** The spec's return flag for a recorded outcome: 1 paid, -1 cancelled by the buyer, 0 anything else. */
const flagOf = (status: string) => (status === 'PAID' ? '1' : status === 'CANCELLED' ? '-1' : '0');

/** The payment endpoints outside a store: the gateway's results, the browser's return, a verdict, a buyer's order token. */
export function createPaymentsService(deps: {
  cardPayments: CardPaymentService;
  repo: CardPaymentsRepository;
  stores: Pick<StoresService, 'assertOwner'>;
  publicUrl: string;
}) {
  const { cardPayments, repo, stores } = deps;
  const publicUrl = deps.publicUrl.replace(/\/+$/, '');

  /** The web page that shows an attempt's outcome: the list's payment page, the reservation, the buyer's order. */
  function pageOf(attempt: Pick<CardPaymentRow, 'targetKind' | 'targetId' | 'reference'>, status: string): string {
    const query = `reference=${encodeURIComponent(attempt.reference)}&payment=${flagOf(status)}`;
    const kind = attempt.targetKind as CardPaymentTargetKind;
    if (kind === 'shippingList') return `${publicUrl}/stores/shippinglists/payment?shippingListId=${attempt.targetId}&${query}`;
    if (kind === 'reserve') return `${publicUrl}/stores/reserve/view?reserveId=${attempt.targetId}&${query}`;
    return `${publicUrl}/orders/view?orderId=${attempt.targetId}&${query}`;
  }

  return {
    /** The gateway's server-to-server result (`result_url_2`): the hash is the authority (no session). */
    gatewayResult: (fields: Record<string, string | undefined>) => cardPayments.verifyAndRecord(fields, 'result'),

    /**
     * The browser sent back by the gateway (`result_url_1`, a cross-site form POST without our cookie): a result
     * whose hash verifies is recorded like the server call (it is signed by the gateway, so it pays nothing the
     * server call would not); whatever happens, the browser is sent to the page of the attempt the result names
     * (or the home page), which asks the server for the recorded outcome. Answers the address to redirect to.
     */
    async browserReturn(body: unknown): Promise<string> {
      const parsed = cardPaymentResultSchema.safeParse(body);
      if (!parsed.success) return `${publicUrl}/`;
      try {
        const outcome = await cardPayments.verifyAndRecord(parsed.data, 'return');
        return pageOf(outcome, outcome.status);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        // Not verifiable: the page shows what was recorded for the attempt (if the order id names one), never this post.
        const attempt = await cardPayments.findByPostedResult(parsed.data);
        return attempt ? pageOf(attempt, 'PENDING') : `${publicUrl}/`;
      }
    },

    /** What was recorded for an attempt: the list's or reservation's store owner, or the order's buyer, only. */
    async verdict(actor: Actor, reference: string): Promise<CardPaymentOutcome> {
      const attempt = await cardPayments.find(reference);
      if (!attempt) throw new AppError('PAYMENT_REFERENCE_UNKNOWN');
      const kind = attempt.targetKind as CardPaymentTargetKind;
      if (kind === 'shippingList' || kind === 'reserve') {
        await stores.assertOwner(actor, attempt.storeId);
      } else if ((await repo.findOrder(attempt.targetId))?.userId !== actor.userId) {
        throw new AppError('PAYMENT_REFERENCE_UNKNOWN');
      }
      return cardPayments.outcome(attempt);
    },

    /** A card-payment form for the buyer's own order while it waits for payment (total plus delivery fee). */
    async orderToken(actor: Actor, orderId: string): Promise<CardPaymentForm> {
      const order = await repo.findOrder(orderId);
      if (!order || order.userId !== actor.userId) throw new AppError('ORDER_NOT_FOUND');
      if (order.codAmountSatang !== null) throw new AppError('ORDER_IS_CASH_ON_DELIVERY');
      if (order.statusKey !== BUYER_EDITABLE_STATUS) throw new AppError('ORDER_NOT_EDITABLE');
      return cardPayments.issue({
        storeId: order.storeId,
        targetKind: 'order',
        targetId: order.id,
        amountSatang: order.totalPriceSatang + order.deliveryFeeSatang,
        description: `Songdee order ${order.name}`,
        guard: async (tx) => {
          const locked = await repo.lockOrder(tx, order.id);
          if (locked?.statusKey !== BUYER_EDITABLE_STATUS) throw new AppError('ORDER_NOT_EDITABLE');
        },
      });
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
