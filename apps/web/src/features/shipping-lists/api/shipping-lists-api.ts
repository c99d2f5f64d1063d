import type { ListQuery, Paged } from '@songdee/shared/common/list.schema';
import type { Holiday, PostJob, PostJobView } from '@songdee/shared/shipping-list/post-job.schema';
import type {
  CardPaymentForm,
  PostJobInput,
  ShippingList,
  ShippingListListQuery,
  ShippingListOrder,
  ShippingListRequest,
  ShippingListSummary,
} from '@songdee/shared/shipping-list/shipping-list.schema';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { storePath, storeRecordsApi } from '../../../lib/store-records-api';

export type PageParams = Pick<ListQuery, 'page' | 'size' | 'searchString'>;

export type { CardPaymentForm, PostJob, PostJobInput, PostJobView, ShippingList, ShippingListOrder };

/** The list screens' query: the main screen asks for lists not yet handed over, the history for handed-over ones. */
export type ShippingListParams = Pick<ShippingListListQuery, 'page' | 'size' | 'searchString'> & {
  onlyNotDelivery?: boolean;
  onlyDuringDelivery?: boolean;
};

const records = storeRecordsApi<ShippingListSummary, ShippingList, ShippingListRequest, ShippingListParams>('shippinglists');

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
  ...records,
  /** Orders with a label that are on no live list; the orders of the list being edited are not among them. */
  availableForShippingList: (storeId: string, params: PageParams, signal?: AbortSignal) =>
    api.get<Paged<ShippingListOrder>>(`${storePath(storeId)}/orders/availableForShippingList`, { query: { ...params }, signal }),
  /** The signed form to post to the card gateway (10 minutes after confirming at most). */
  paymentForm: (storeId: string, id: string) => api.get<CardPaymentForm>(`${records.recordPath(storeId, id)}/token`),
  /** The hand-over list PDF, opened in a window (the session cookie goes along). */
  printUrl: (storeId: string, id: string) => `${storePath(storeId)}/printshippinglists?shippingListId=${encodeURIComponent(id)}`,
  postJob: (id: string, signal?: AbortSignal) => api.get<PostJobView>(`/api/postjob/${encodeURIComponent(id)}`, { signal }),
  /** Checks the popup's password, then books; a REASON from the service comes back as POST_JOB_REJECTED. */
  createSending: (id: string, input: PostJobInput) => api.post<PostJob>(`/api/postjob/${encodeURIComponent(id)}/createSending`, input),
  /** Holidays from today for a year (the picker's range). */
  holidays: (signal?: AbortSignal) => api.get<{ contents: Holiday[] }>('/api/holidays', { signal }),
};
