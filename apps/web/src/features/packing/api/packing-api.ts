import type { LabelChoice } from '@songdee/shared/mailing/label-print.schema';
import { labelCalls } from '@songdee/shared/mailing/labels.calls';
import { packingCalls, pickingCalls } from '@songdee/shared/packing/packing.calls';
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
import { callApi, pathOf } from '../../../lib/api-client';
import type { PageQuery } from '../../../lib/use-list-params';

export type PackingListRow = z.infer<typeof packingListRowSchema>;
export type PackingOrderChoice = z.infer<typeof packingOrderChoiceSchema>;
export type { PackingList };

const list = (storeId: string, packingListId: string) => ({ storeId, packingListId });

/** The packing and picking calls (spec 1 sections 2 and 7); every one is scoped to the seller's own store. */
export const packingApi = {
  availableForPacking: (storeId: string, query: PageQuery, signal?: AbortSignal) =>
    callApi(pickingCalls.availableForPacking, { params: { storeId }, query, signal }),
  lists: (storeId: string, query: PackingListQuery, signal?: AbortSignal) =>
    callApi(packingCalls.list, { params: { storeId }, query, signal }),
  get: (storeId: string, listId: string, signal?: AbortSignal) => callApi(packingCalls.get, { params: list(storeId, listId), signal }),
  /** Picking / select orders: a new list in COUNTING; its orders move to PACKING. */
  create: (storeId: string, body: CreatePackingListInput, idempotencyKey: string) =>
    callApi(pickingCalls.create, { params: { storeId }, body, idempotencyKey }),
  /** The summary's "select orders" while COUNTING: the list's orders become exactly these. */
  setOrders: (storeId: string, listId: string, body: CreatePackingListInput) =>
    callApi(pickingCalls.setOrders, { params: list(storeId, listId), body }),
  remove: (storeId: string, listId: string) => callApi(packingCalls.remove, { params: list(storeId, listId) }),
  /** Counted quantities: a draft, or submitted (COUNTING -> WAITING_FOR_PACKING). */
  saveCounts: (storeId: string, listId: string, body: PackingCountsInput) =>
    callApi(pickingCalls.saveCounts, { params: list(storeId, listId), body }),
  splitBox: (storeId: string, listId: string, orderId: string, body: NewPackingBoxInput) =>
    callApi(packingCalls.splitBox, { params: { ...list(storeId, listId), orderId }, body }),
  deleteBox: (storeId: string, listId: string, packId: string) =>
    callApi(packingCalls.deleteBox, { params: { ...list(storeId, listId), packId } }),
  setSender: (storeId: string, listId: string, senderId: string) =>
    callApi(packingCalls.setSender, { params: list(storeId, listId), body: { senderId } }),
  /** "Calculate service fee": boxes are final, the list goes to the weigh screen. */
  confirmPacking: (storeId: string, listId: string) => callApi(packingCalls.confirmPacking, { params: list(storeId, listId) }),
  setWeights: (storeId: string, listId: string, body: PackingWeightsInput) =>
    callApi(packingCalls.setWeights, { params: list(storeId, listId), body }),
  /** Creates the labels of every box still without one (also "create labels for failed items"). */
  createLabels: (storeId: string, listId: string) => callApi(packingCalls.createLabels, { params: list(storeId, listId) }),
  finish: (storeId: string, listId: string) => callApi(packingCalls.finish, { params: list(storeId, listId) }),
  /** PDF addresses, opened in a new window (the session cookie authenticates them). */
  labelsPdfUrl: (storeId: string, listId: string, choice: LabelChoice) =>
    pathOf(labelCalls.fromPacking, { storeId }, { packingListId: listId, ...choice }),
  handoverPdfUrl: (storeId: string, listId: string) => pathOf(packingCalls.handoverPdf, { storeId }, { packingListId: listId }),
};
