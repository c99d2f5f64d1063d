import type { BuyerAddressInput } from '@songdee/shared/address-book/buyer-address.schema';
import type { ListQuery } from '@songdee/shared/common/list.schema';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../auth/actor';
import type { GeoLookup } from '../geo/geo-lookup.repository';
import type { BuyerAddressesRepository } from './buyer-addresses.repository';

/**
 * A buyer's own address book: checkout saves to it and picks from it, the account page manages
 * it. Any signed-in user has one; every call reads and writes only the caller's addresses (another's id is 404).
 */
export function createBuyerAddressesService(repo: BuyerAddressesRepository, geo: Pick<GeoLookup, 'assertAddress'>) {
  const get = async (actor: Actor, id: string) => {
    const address = await repo.find(actor.userId, id);
    if (!address) throw new AppError('NOT_FOUND');
    return address;
  };

  return {
    list: (actor: Actor, query: ListQuery) => repo.list(actor.userId, query),

    get,

    /** A new address; the same Idempotency-Key from the same user answers the first one (`created: false`). */
    async create(actor: Actor, input: BuyerAddressInput, idempotencyKey: string | undefined) {
      const earlier = idempotencyKey ? await repo.findByIdempotencyKey(actor.userId, idempotencyKey) : undefined;
      if (earlier) return { created: false, record: earlier };
      await geo.assertAddress(input);
      const id = await repo.insert(actor.userId, input, idempotencyKey ?? null);
      if (id) return { created: true, record: await get(actor, id) };
      // Two requests with the same key at once: the loser answers the winner's address.
      const winner = idempotencyKey ? await repo.findByIdempotencyKey(actor.userId, idempotencyKey) : undefined;
      if (!winner) throw new AppError('NOT_FOUND');
      return { created: false, record: winner };
    },

    async update(actor: Actor, id: string, input: BuyerAddressInput) {
      await geo.assertAddress(input);
      if (!(await repo.update(actor.userId, id, input))) throw new AppError('NOT_FOUND');
      return get(actor, id);
    },

    async delete(actor: Actor, id: string) {
      if (!(await repo.delete(actor.userId, id))) throw new AppError('NOT_FOUND');
    },
  };
}

export type BuyerAddressesService = ReturnType<typeof createBuyerAddressesService>;
