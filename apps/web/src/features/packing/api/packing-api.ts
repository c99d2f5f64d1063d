import type { Paged } from '@songdee/shared/common/list.schema';
import type {
  CreatePackingListInput,
  NewPackingBoxInput,
  PackingCountsInput,
  PackingList,
  PackingListQuery,
  PackingWeightsInput,
  packingListRowSchema,
  packingOrderChoiceSchema,
} from '@songdee/shared/packing/packing.schema';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { storePath } from '../../../lib/store-records-api';
import type { PageQuery } from '../../../lib/use-list-params';

export type PackingListRow = z.infer<typeof packingListRowSchema>;
export type PackingOrderChoice = z.infer<typeof packingOrderChoiceSchema>;
export type { PackingList };

const listPath = (storeId: string, listId: string) => `${storePath(storeId)}/packing-lists/${encodeURIComponent(listId)}`;

/** The packing and picking calls (spec 1 sections 2 and 7); every one is scoped to the seller's own store. */
export const packingApi = {
  availableForPacking: (storeId: string, params: PageQuery, signal?: AbortSignal) =>
    api.get<Paged<PackingOrderChoice>>(`${storePath(storeId)}/orders/availableForPacking`, { query: { ...params }, signal }),
  lists: (storeId: string, params: PackingListQuery, signal?: AbortSignal) =>
    api.get<Paged<PackingListRow>>(`${storePath(storeId)}/packing-lists`, { query: { ...params }, signal }),
  get: (storeId: string, listId: string, signal?: AbortSignal) => api.get<PackingList>(listPath(storeId, listId), { signal }),
  /** Picking / select orders: a new list in COUNTING; its orders move to PACKING. */
  create: (storeId: string, input: CreatePackingListInput, idempotencyKey: string) =>
    api.post<PackingList>(`${storePath(storeId)}/packing-lists`, input, { idempotencyKey }),
  /** The summary's "select orders" while COUNTING: the list's orders become exactly these. */
  setOrders: (storeId: string, listId: string, input: CreatePackingListInput) =>
    api.put<PackingList>(`${listPath(storeId, listId)}/orders`, input),
  remove: (storeId: string, listId: string) => api.delete<void>(listPath(storeId, listId)),
  /** Counted quantities: a draft, or submitted (COUNTING -> WAITING_FOR_PACKING). */
  saveCounts: (storeId: string, listId: string, input: PackingCountsInput) =>
    api.put<PackingList>(`${listPath(storeId, listId)}/counts`, input),
  splitBox: (storeId: string, listId: string, orderId: string, input: NewPackingBoxInput) =>
    api.post<PackingList>(`${listPath(storeId, listId)}/orders/${encodeURIComponent(orderId)}/packs`, input),
  deleteBox: (storeId: string, listId: string, packId: string) =>
    api.delete<PackingList>(`${listPath(storeId, listId)}/packs/${encodeURIComponent(packId)}`),
  setSender: (storeId: string, listId: string, senderId: string) =>
    api.put<PackingList>(`${listPath(storeId, listId)}/sender`, { senderId }),
  /** "Calculate service fee": boxes are final, the list goes to the weigh screen. */
  confirmPacking: (storeId: string, listId: string) => api.post<PackingList>(`${listPath(storeId, listId)}/confirm-packing`),
  setWeights: (storeId: string, listId: string, input: PackingWeightsInput) =>
    api.put<PackingList>(`${listPath(storeId, listId)}/weights`, input),
  /** Creates the labels of every box still without one (also "create labels for failed items"). */
  createLabels: (storeId: string, listId: string) => api.post<PackingList>(`${listPath(storeId, listId)}/labels`),
  finish: (storeId: string, listId: string) => api.post<PackingList>(`${listPath(storeId, listId)}/finish`),
  /** PDF addresses, opened in a new window (the session cookie authenticates them). */
  labelsPdfUrl: (storeId: string, listId: string, labelOption: number) =>
    `${storePath(storeId)}/printmailings/mailingFromPacking?packingListId=${encodeURIComponent(listId)}&LabelOption=${labelOption}`,
  handoverPdfUrl: (storeId: string, listId: string) =>
    `${storePath(storeId)}/printshippinglists?packingListId=${encodeURIComponent(listId)}`,
};
