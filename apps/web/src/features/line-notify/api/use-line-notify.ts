import type { LineConnectionInput } from '@songdee/shared/line-notify/line-notify.schema';
import { useRecordQuery, useRefreshingMutation } from '../../../lib/queries';
import { queryKeys } from '../../../lib/query-keys';
import { lineNotifyApi } from './line-notify-api';

const key = (storeId: string) => queryKeys.lineNotify.detail(storeId, 'connection');

export const useLineConnection = (storeId: string) => useRecordQuery(key(storeId), storeId, (signal) => lineNotifyApi.get(storeId, signal));

export const useSaveLineConnection = (storeId: string) =>
  useRefreshingMutation((input: LineConnectionInput) => lineNotifyApi.save(storeId, input), key(storeId));

export const useRemoveLineConnection = (storeId: string) =>
  useRefreshingMutation(() => lineNotifyApi.remove(storeId), key(storeId), 'settled');

/** A test push; a refused token turns the connection broken, so the screen reads it again either way. */
export const useTestLinePush = (storeId: string) => useRefreshingMutation(() => lineNotifyApi.test(storeId), key(storeId), 'settled');
