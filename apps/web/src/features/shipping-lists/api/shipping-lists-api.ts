import type { ListQuery } from '@songdee/shared/common/list.schema';
import { packingCalls } from '@songdee/shared/packing/packing.calls';
import { postJobCalls } from '@songdee/shared/shipping-list/post-job.calls';
import type { PostJobView } from '@songdee/shared/shipping-list/post-job.schema';
import { shippingListCalls } from '@songdee/shared/shipping-list/shipping-list.calls';
import type {
  PostJobInput,
  ShippingList,
  ShippingListListQuery,
  ShippingListRequest,
} from '@songdee/shared/shipping-list/shipping-list.schema';
import { callApi, pathOf } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type PageParams = Pick<ListQuery, 'page' | 'size' | 'searchString'>;

export type { PostJobInput, PostJobView, ShippingList };

/** The list screens' query: the main screen asks for lists not yet handed over, the history for handed-over ones. */
export type ShippingListParams = Pick<ShippingListListQuery, 'page' | 'size' | 'searchString'> & {
  onlyNotDelivery?: boolean;
  onlyDuringDelivery?: boolean;
};

const keys = queryKeys.shippingLists;
export const shippingListKeys = {
  store: keys.scope,
  list: (storeId: string, params: ShippingListParams) => keys.list(storeId, params),
  detail: keys.detail,
  available: (storeId: string, params: PageParams) => keys.part(storeId, 'available', params),
  postJob: (id: string) => keys.part('post-job', id),
  holidays: () => keys.part('holidays', 'all'),
};

/** The hand-over list calls (spec 2 section 7 "Shipping lists and post job"). */
export const shippingListsApi = {
  list: (storeId: string, query: ShippingListParams, signal?: AbortSignal) =>
    callApi(shippingListCalls.list, { params: { storeId }, query, signal }),
  get: (storeId: string, id: string, signal?: AbortSignal) => callApi(shippingListCalls.get, { params: { storeId, id }, signal }),
  /** Sends the submission's Idempotency-Key, so a double click or a retried request makes one list. */
  create: (storeId: string, body: ShippingListRequest, idempotencyKey?: string) =>
    callApi(shippingListCalls.create, { params: { storeId }, body, idempotencyKey }),
  update: (storeId: string, id: string, body: ShippingListRequest) => callApi(shippingListCalls.update, { params: { storeId, id }, body }),
  remove: (storeId: string, id: string) => callApi(shippingListCalls.remove, { params: { storeId, id } }),
  /** Orders with a label that are on no live list; the orders of the list being edited are not among them. */
  availableForShippingList: (storeId: string, query: PageParams, signal?: AbortSignal) =>
    callApi(shippingListCalls.availableForShippingList, { params: { storeId }, query, signal }),
  /** The signed form to post to the card gateway (10 minutes after confirming at most). */
  paymentForm: (storeId: string, id: string) => callApi(shippingListCalls.token, { params: { storeId, id } }),
  /** The hand-over list PDF, opened in a window (the session cookie goes along). */
  printUrl: (storeId: string, id: string) => pathOf(packingCalls.handoverPdf, { storeId }, { shippingListId: id }),
  postJob: (id: string, signal?: AbortSignal) => callApi(postJobCalls.view, { params: { id }, signal }),
  /** Checks the popup's password, then books; a REASON from the service comes back as POST_JOB_REJECTED. */
  createSending: (id: string, body: PostJobInput) => callApi(postJobCalls.createSending, { params: { id }, body }),
  /** Holidays from today for a year (the picker's range). */
  holidays: (signal?: AbortSignal) => callApi(postJobCalls.holidays, { signal }),
};
