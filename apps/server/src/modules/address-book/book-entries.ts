import type { ListQuery, Paged } from '@songdee/shared/common/list.schema';
import { AppError } from '../../lib/app-error';
import type { PageRequest } from '../../lib/paging';
import type { Actor } from '../auth/actor';
import type { GeoIds, GeoLookup } from '../geo/geo-lookup.repository';
import type { StoresService } from '../stores/stores.service';

/** How one book (senders or recipients) reads, inserts and changes its rows. */
export interface BookRows<Entry, Input> {
  list(storeId: string, search: string, page: PageRequest): Promise<Paged<Entry>>;
  find(storeId: string, id: string): Promise<Entry | undefined>;
  insert(storeId: string, userId: string, input: Input): Promise<string | undefined>;
  update(storeId: string, id: string, input: Input): Promise<boolean>;
}

/**
 * What both books do alike with their addresses: only the store's owner reads or writes them, a saved address must be
 * a real one (province, border and district nest, the postcode serves the district), and a write answers the row
 * as read back. Each book adds its own delete rules.
 */
export function bookEntries<Entry, Input extends GeoIds>(
  stores: Pick<StoresService, 'assertOwner'>,
  geo: GeoLookup,
  rows: BookRows<Entry, Input>,
) {
  async function get(actor: Actor, storeId: string, id: string): Promise<Entry> {
    await stores.assertOwner(actor, storeId);
    const entry = await rows.find(storeId, id);
    if (!entry) throw new AppError('NOT_FOUND');
    return entry;
  }

  return {
    get,

    async list(actor: Actor, storeId: string, query: ListQuery) {
      await stores.assertOwner(actor, storeId);
      return rows.list(storeId, query.searchString, query);
    },

    async create(actor: Actor, storeId: string, input: Input) {
      await stores.assertOwner(actor, storeId);
      await geo.assertAddress(input);
      const id = await rows.insert(storeId, actor.userId, input);
      return get(actor, storeId, id ?? '');
    },

    async update(actor: Actor, storeId: string, id: string, input: Input) {
      await stores.assertOwner(actor, storeId);
      await geo.assertAddress(input);
      if (!(await rows.update(storeId, id, input))) throw new AppError('NOT_FOUND');
      return get(actor, storeId, id);
    },
  };
}
