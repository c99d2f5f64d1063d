import { fullNameOf, type RecipientAddressInput } from '@songdee/shared/address-book/address-book.schema';
import type { ListQuery } from '@songdee/shared/common/list.schema';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../auth/actor';
import type { StoresService } from '../stores/stores.service';
import type { AddressBookRepository } from './address-book.repository';
import { assertGeo } from './geo-check';

export function createRecipientsService(repo: AddressBookRepository, stores: StoresService) {
  return {
    async list(actor: Actor, storeId: string, query: ListQuery) {
      await stores.assertOwner(actor, storeId);
      return repo.listRecipients(storeId, query.searchString, query);
    },

    /** The signed-in user's own saved recipient addresses (the checkout's address picker), whatever the store. */
    async listOfUser(actor: Actor, query: ListQuery) {
      return repo.listRecipientsOfUser(actor.userId, query);
    },

    async get(actor: Actor, storeId: string, id: string) {
      await stores.assertOwner(actor, storeId);
      const recipient = await repo.findRecipient(storeId, id);
      if (!recipient) throw new AppError('NOT_FOUND');
      return recipient;
    },

    async create(actor: Actor, storeId: string, input: RecipientAddressInput) {
      await stores.assertOwner(actor, storeId);
      await assertGeo(repo, input);
      const id = await repo.insertRecipient({ ...input, fullName: fullNameOf(input), storeId, userId: actor.userId });
      return this.get(actor, storeId, id ?? '');
    },

    async update(actor: Actor, storeId: string, id: string, input: RecipientAddressInput) {
      await stores.assertOwner(actor, storeId);
      await assertGeo(repo, input);
      if (!(await repo.updateRecipient(storeId, id, { ...input, fullName: fullNameOf(input) }))) throw new AppError('NOT_FOUND');
      return this.get(actor, storeId, id);
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
