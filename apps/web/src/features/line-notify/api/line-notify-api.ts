import { lineNotifyCalls } from '@songdee/shared/line-notify/line-notify.calls';
import type { LineConnectionInput } from '@songdee/shared/line-notify/line-notify.schema';
import { callApi } from '../../../lib/api-client';

const params = (storeId: string) => ({ storeId });

/** A store's LINE Official Account connection. */
export const lineNotifyApi = {
  get: (storeId: string, signal?: AbortSignal) => callApi(lineNotifyCalls.get, { params: params(storeId), signal }),
  save: (storeId: string, body: LineConnectionInput) => callApi(lineNotifyCalls.save, { params: params(storeId), body }),
  remove: (storeId: string) => callApi(lineNotifyCalls.remove, { params: params(storeId) }),
  test: (storeId: string) => callApi(lineNotifyCalls.test, { params: params(storeId) }),
};
