import type { ReserveListQuery } from '@songdee/shared/reserve/reserve.schema';
import { boxesOf, isReserveConfirmed } from '@songdee/shared/reserve/reserve-rules';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../auth/actor';
import type { PostOfficeAdmins } from '../auth/post-office-admins.service';
import type { BarcodeRepository } from '../mailings/barcode.repository';
import { facts, presentReserve, presentReserveSummary } from './reserve.presenter';
import type { ReserveScope, ReservesRepository } from './reserves.repository';

export interface ConfirmReservesDeps {
  repo: ReservesRepository;
  barcodes: Pick<BarcodeRepository, 'addStock'>;
  postOffice: Pick<PostOfficeAdmins, 'require'>;
  now?: () => Date;
}

/**
 * The post office's side of reservations (spec 2 `/confirmreservelist`, `/confirmreserve/{id}`): any admin without a
 * store sees the reservations made at their outlet, the central admin (000000) every one. Confirming the hand-over
 * sets CONFIRM_FOR_RESERVE and grants the store sets x 10 barcodes per size, in one transaction, once; it needs the
 * reservation to be paid (the boxes are prepaid). A reservation outside the admin's outlet is 404, never data.
 */
export function createConfirmReservesService({ repo, barcodes, postOffice, now = () => new Date() }: ConfirmReservesDeps) {
  /** Who may use the post-office screens, and over which reservations. */
  async function scopeOf(actor: Actor): Promise<ReserveScope> {
    const admin = await postOffice.require(actor);
    return admin.central ? { all: true } : { outletId: admin.outletId };
  }

  async function detail(scope: ReserveScope, id: string) {
    const found = await repo.find(repo.db, scope, id);
    if (!found) throw new AppError('RESERVE_NOT_FOUND');
    const [lines, holidays] = await Promise.all([repo.lines(repo.db, [id]), repo.holidays(repo.db)]);
    return presentReserve(found, lines, 'postOffice', holidays);
  }

  return {
    async list(actor: Actor, query: ReserveListQuery) {
      const scope = await scopeOf(actor);
      const statusKey = query.filterReserveStatusId === undefined ? undefined : await repo.statusKeyOf(query.filterReserveStatusId);
      const [{ contents, paging }, holidays] = await Promise.all([
        repo.list(scope, { search: query.searchString, statusKey }, query),
        repo.holidays(repo.db),
      ]);
      return { contents: contents.map((r) => presentReserveSummary(r, 'postOffice', holidays)), paging };
    },

    get: async (actor: Actor, id: string) => detail(await scopeOf(actor), id),

    /**
     * The hand-over: under the reservation's row lock, a paid, unconfirmed reservation becomes CONFIRM_FOR_RESERVE
     * and the store's stock of each size grows by sets x 10 (LimitBarcode and RemainBarcode), all or nothing.
     * A second confirm (even one racing this) is RESERVE_ALREADY_CONFIRMED; an unpaid one RESERVE_NOT_PAID.
     */
    async confirm(actor: Actor, id: string) {
      const scope = await scopeOf(actor);
      await repo.transaction(async (tx) => {
        const locked = await repo.lock(tx, scope, id);
        if (!locked) throw new AppError('RESERVE_NOT_FOUND');
        if (isReserveConfirmed(facts(locked))) throw new AppError('RESERVE_ALREADY_CONFIRMED', { code: locked.code });
        if (!locked.statusPayment) throw new AppError('RESERVE_NOT_PAID', { code: locked.code });
        const confirmed = await repo.confirm(tx, id, actor.userId, now());
        if (!confirmed) throw new AppError('RESERVE_ALREADY_CONFIRMED', { code: locked.code });
        for (const line of await repo.lines(tx, [id])) {
          await barcodes.addStock(tx, confirmed.storeId, line.boxSizeId, boxesOf(line.sets));
        }
      });
      return detail(scope, id);
    },
  };
}

export type ConfirmReservesService = ReturnType<typeof createConfirmReservesService>;
