import { fullNameOf, type RecipientAddressInput } from '@songdee/shared/address-book/address-book.schema';
import type { ListQuery } from '@songdee/shared/common/list.schema';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../auth/actor';
import type { GeoLookup } from '../geo/geo-lookup.repository';
import type { StoresService } from '../stores/stores.service';
import type { AddressBookRepository } from './address-book.repository';
import { bookEntries } from './book-entries';

export function createRecipientsService(repo: AddressBookRepository, stores: StoresService, geo: GeoLookup) {
  const entries = bookEntries(stores, geo, {
    list: repo.listRecipients,
    find: repo.findRecipient,
    insert: (storeId, userId, input: RecipientAddressInput) =>
      repo.insertRecipient({ ...input, fullName: fullNameOf(input), storeId, userId }),
    update: (storeId, id, input: RecipientAddressInput) => repo.updateRecipient(storeId, id, { ...input, fullName: fullNameOf(input) }),
  });

  return {
    ...entries,

    /** The signed-in user's own saved recipient addresses (the checkout's address picker), whatever the store. */
    async listOfUser(actor: Actor, query: ListQuery) {
      return repo.listRecipientsOfUser(actor.userId, query);
    },

    async delete(actor: Actor, storeId: string, id: string) {
      await stores.assertOwner(actor, storeId);
      if ((await repo.deleteRecipients(storeId, [id])) === 0) throw new AppError('NOT_FOUND');
    },

    /** Bulk delete after confirmation; ids of other stores are simply not matched. */
    async deleteMany(actor: Actor, storeId: string, ids: string[]) {
      await stores.assertOwner(actor, storeId);
      return { deleted: await repo.deleteRecipients(storeId, ids) };
    },
  };
}

export type RecipientsService = ReturnType<typeof createRecipientsService>;
