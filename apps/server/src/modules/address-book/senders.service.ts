import type { SenderAddressInput } from '@songdee/shared/address-book/address-book.schema';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../auth/actor';
import type { GeoLookup } from '../geo/geo-lookup.repository';
import type { StoresService } from '../stores/stores.service';
import type { AddressBookRepository } from './address-book.repository';
import { bookEntries } from './book-entries';

export function createSendersService(repo: AddressBookRepository, stores: StoresService, geo: GeoLookup) {
  const entries = bookEntries(stores, geo, {
    list: repo.listSenders,
    find: repo.findSender,
    /** The first sender of a store becomes its default (spec 1 section 4: exactly one default). */
    insert: (storeId, userId, input: SenderAddressInput) =>
      repo.transaction(async (tx) => {
        const isDefault = !(await repo.hasSenders(storeId, tx));
        return repo.insertSender({ ...input, storeId, userId, isDefault }, tx);
      }),
    update: repo.updateSender,
  });

  return {
    ...entries,

    async getDefault(actor: Actor, storeId: string) {
      await stores.assertOwner(actor, storeId);
      const sender = await repo.findDefaultSender(storeId);
      if (!sender) throw new AppError('NOT_FOUND');
      return sender;
    },

    async markAsDefault(actor: Actor, storeId: string, id: string) {
      await stores.assertOwner(actor, storeId);
      if (!(await repo.findSender(storeId, id))) throw new AppError('NOT_FOUND');
      await repo.markDefaultSender(storeId, id);
      return entries.get(actor, storeId, id);
    },

    async delete(actor: Actor, storeId: string, id: string) {
      await stores.assertOwner(actor, storeId);
      const sender = await repo.findSender(storeId, id);
      if (!sender) throw new AppError('NOT_FOUND');
      // The default sender cannot be deleted (spec 1 section 4); the repository re-checks in the statement.
      if (sender.isDefault || !(await repo.deleteNonDefaultSender(storeId, id))) throw new AppError('DEFAULT_SENDER_UNDELETABLE');
    },
  };
}

export type SendersService = ReturnType<typeof createSendersService>;
