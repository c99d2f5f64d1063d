import { CENTRAL_OUTLET_CODE } from '@songdee/shared/constants/app.constants';
import type { ReserveInput, ReserveListQuery } from '@songdee/shared/reserve/reserve.schema';
import { reserveActions, reserveEditBlock, reserveTotals } from '@songdee/shared/reserve/reserve-rules';
import type { CardPaymentForm, CardPaymentResult } from '@songdee/shared/shipping-list/shipping-list.schema';
import type { Executor } from '../../db/client';
import { nextDocumentSerial } from '../../db/document-serials';
import { AppError } from '../../lib/app-error';
import { createOnce } from '../../lib/create-once';
import { isUniqueViolation } from '../../lib/db-errors';
import type { Actor } from '../auth/actor';
import type { CardPaymentService } from '../payments/card-payment.service';
import type { StoresService } from '../stores/stores.service';
import { facts, formatReserveCode, presentReserve, presentReserveSummary } from './reserve.presenter';
import type { ReserveRow, ReservesRepository } from './reserves.repository';

export interface ReservesDeps {
  repo: ReservesRepository;
  stores: Pick<StoresService, 'assertOwner'>;
  cardPayments: Pick<CardPaymentService, 'issue' | 'verifyAndRecord'>;
}

const baht = (satang: number) => (satang / 100).toFixed(2);

/**
 * A store's reservations of ready-to-send boxes (spec 2 sections 2-5): made unpaid (DRAFT_FOR_RESERVE), paid by card,
 * then editable and deletable as the spec states (only when StatusPayment is true) until the post office confirms
 * the hand-over. Every rule is the shared `reserveActions`; a refused action is an error, not only a hidden button.
 * Another store's id is 403, a reservation not of the store 404, never data.
 */
export function createReservesService({ repo, stores, cardPayments }: ReservesDeps) {
  const scopeOf = (storeId: string) => ({ storeId });

  async function detail(storeId: string, id: string) {
    const found = await repo.find(repo.db, scopeOf(storeId), id);
    if (!found) throw new AppError('RESERVE_NOT_FOUND');
    const [lines, holidays] = await Promise.all([repo.lines(repo.db, [id]), repo.holidays(repo.db)]);
    return presentReserve(found, lines, 'seller', holidays);
  }

  /** The store's reservation, after checking who asks: another store's id gives 403, an unknown reservation 404. */
  async function owned(actor: Actor, storeId: string, id: string): Promise<ReserveRow> {
    await stores.assertOwner(actor, storeId);
    const found = await repo.find(repo.db, scopeOf(storeId), id);
    if (!found) throw new AppError('RESERVE_NOT_FOUND');
    return found.reserve;
  }

  /** The post office must offer the ready-to-send service (active) and not be the central office. */
  async function checkOutlet(tx: Executor, outletId: string) {
    const outlet = await repo.findOutlet(tx, outletId);
    if (!outlet?.active || outlet.code === CENTRAL_OUTLET_CODE) {
      throw new AppError('RESERVE_OUTLET_UNAVAILABLE', undefined, [{ path: 'outletId', key: 'errors.RESERVE_OUTLET_UNAVAILABLE' }]);
    }
  }

  /**
   * The lines at their price per box: a size already on the reservation keeps the price it was reserved at, a new
   * one takes today's price of the reservable option. A size that cannot be reserved is refused at its field.
   */
  async function priced(tx: Executor, input: ReserveInput, kept: Map<number, number> = new Map()) {
    const prices = await repo.reservablePrices(tx);
    const issues = input.lines.flatMap((l, i) =>
      prices.has(l.boxSizeId) ? [] : [{ path: `lines.${i}.boxSizeId`, key: 'errors.RESERVE_BOX_SIZE_UNAVAILABLE' }],
    );
    if (issues.length) throw new AppError('RESERVE_BOX_SIZE_UNAVAILABLE', undefined, issues);
    const lines = input.lines.map((l) => ({
      boxSizeId: l.boxSizeId,
      sets: l.sets,
      boxPriceSatang: kept.get(l.boxSizeId) ?? prices.get(l.boxSizeId)!.priceSatang,
    }));
    const totals = reserveTotals(lines.map((l) => ({ boxPrice: l.boxPriceSatang, sets: l.sets })));
    return { lines, totalQty: totals.totalQty, totalPriceSatang: totals.totalPrice };
  }

  const notEditable = () => new AppError('RESERVE_NOT_EDITABLE');
  const notDeletable = () => new AppError('RESERVE_NOT_DELETABLE');

  /**
   * Runs `work` on the owner's reservation, locked, when the seller may still do `action` with it: checked before
   * the transaction (a quick refusal) and again on the locked row (a payment or confirmation may have come between).
   */
  async function whileSellerMay(
    actor: Actor,
    storeId: string,
    id: string,
    action: 'canEdit' | 'canDelete',
    refuse: () => AppError,
    work: (tx: Executor, locked: ReserveRow) => Promise<unknown>,
  ) {
    const reserve = await owned(actor, storeId, id);
    if (!reserveActions(facts(reserve), 'seller')[action]) throw refuse();
    await repo.transaction(async (tx) => {
      const locked = await repo.lock(tx, scopeOf(storeId), id);
      if (!locked) throw new AppError('RESERVE_NOT_FOUND');
      if (!reserveActions(facts(locked), 'seller')[action]) throw refuse();
      await work(tx, locked);
    });
  }
  const notPayable = () => new AppError('RESERVE_NOT_PAYABLE');

  return {
    async list(actor: Actor, storeId: string, query: ReserveListQuery) {
      await stores.assertOwner(actor, storeId);
      const statusKey = query.filterReserveStatusId === undefined ? undefined : await repo.statusKeyOf(query.filterReserveStatusId);
      const [{ contents, paging }, holidays] = await Promise.all([
        repo.list(scopeOf(storeId), { search: query.searchString, statusKey }, query),
        repo.holidays(repo.db),
      ]);
      return { contents: contents.map((r) => presentReserveSummary(r, 'seller', holidays)), paging };
    },

    async get(actor: Actor, storeId: string, id: string) {
      await owned(actor, storeId, id);
      return detail(storeId, id);
    },

    /**
     * A new unpaid reservation (RS-00001...) at today's prices. The same Idempotency-Key from the same store answers
     * the first reservation instead of making another (also when two such requests race: the unique index decides).
     */
    async create(actor: Actor, storeId: string, input: ReserveInput, idempotencyKey: string | undefined) {
      await stores.assertOwner(actor, storeId);
      const replay = async () => {
        const first = idempotencyKey ? await repo.findByIdempotencyKey(storeId, idempotencyKey) : undefined;
        return first ? detail(storeId, first.id) : undefined;
      };
      const make = async () => {
        const made = await repo.transaction(async (tx) => {
          await checkOutlet(tx, input.outletId);
          const { lines, totalQty, totalPriceSatang } = await priced(tx, input);
          const code = formatReserveCode(await nextDocumentSerial(tx, storeId, 'reserve'));
          const reserve = await repo.insert(tx, {
            storeId,
            code,
            outletId: input.outletId,
            totalQty,
            totalPriceSatang,
            idempotencyKey: idempotencyKey ?? null,
          });
          await repo.replaceLines(tx, reserve.id, lines);
          return reserve;
        });
        return detail(storeId, made.id);
      };
      return createOnce(replay, make, isUniqueViolation);
    },

    /**
     * Changes the post office and sizes of a paid, unconfirmed reservation (spec 2 section 4 as stated); the new
     * total may not exceed what was paid (RESERVE_EDIT_OVER_PAID). Anything else is RESERVE_NOT_EDITABLE.
     */
    async update(actor: Actor, storeId: string, id: string, input: ReserveInput) {
      await whileSellerMay(actor, storeId, id, 'canEdit', notEditable, async (tx, locked) => {
        await checkOutlet(tx, input.outletId);
        const kept = new Map((await repo.lines(tx, [id])).map((l) => [l.boxSizeId, l.boxPriceSatang]));
        const { lines, totalQty, totalPriceSatang } = await priced(tx, input, kept);
        const block = reserveEditBlock(locked.paidAmountSatang, totalPriceSatang);
        if (block) throw new AppError(block, { total: baht(totalPriceSatang), paid: baht(locked.paidAmountSatang ?? 0) });
        await repo.replaceLines(tx, id, lines);
        await repo.update(tx, id, { outletId: input.outletId, totalQty, totalPriceSatang });
      });
      return detail(storeId, id);
    },

    /** Deletes a paid, unconfirmed reservation (spec 2 section 4 as stated); anything else is RESERVE_NOT_DELETABLE. */
    async delete(actor: Actor, storeId: string, id: string) {
      await whileSellerMay(actor, storeId, id, 'canDelete', notDeletable, (tx) => repo.delete(tx, id));
    },

    /**
     * The card-payment form of an unpaid, unconfirmed reservation for its total. The gateway posts its result to
     * the shared result URL and sends the browser back through /api/payments/card/return to
     * /stores/reserve/view?reserveId=...&reference=...&payment=....
     */
    async token(actor: Actor, storeId: string, id: string): Promise<CardPaymentForm> {
      const reserve = await owned(actor, storeId, id);
      if (!reserveActions(facts(reserve), 'seller').canPay || reserve.totalPriceSatang <= 0) throw notPayable();
      return cardPayments.issue({
        storeId,
        targetKind: 'reserve',
        targetId: reserve.id,
        amountSatang: reserve.totalPriceSatang,
        description: `Songdee box reservation ${reserve.code}`,
        guard: async (tx) => {
          const locked = await repo.lock(tx, scopeOf(storeId), id);
          if (!locked) throw new AppError('RESERVE_NOT_FOUND');
          if (!reserveActions(facts(locked), 'seller').canPay || locked.totalPriceSatang !== reserve.totalPriceSatang) throw notPayable();
        },
      });
    },

    /**
     * The seller's confirmation of a payment (spec: PUT Confirm): the gateway's signed result fields (2C2P's result,
     * as the gateway posted them), verified and recorded by the one card-payment path. A result for another
     * reservation is refused.
     */
    async confirmPayment(actor: Actor, storeId: string, id: string, result: CardPaymentResult) {
      await owned(actor, storeId, id);
      return cardPayments.verifyAndRecord(result, 'return', { targetKind: 'reserve', targetId: id, storeId });
    },
  };
}

export type ReservesService = ReturnType<typeof createReservesService>;
