import type { AdminUserListQuery } from '@songdee/shared/admin/admin-user.schema';
import { useQuery } from '@tanstack/react-query';
import { usePageQuery, useRecordQuery, useRefreshingMutation } from '../../../lib/queries';
import { queryKeys } from '../../../lib/query-keys';
import type { PageQuery } from '../../../lib/use-list-params';
import { adminApi } from './admin-api';

const ADMIN = 'admin';

export const useAdminUsers = (params: AdminUserListQuery) =>
  usePageQuery(queryKeys.adminUsers.list(ADMIN, params), (signal) => adminApi.users(params, signal));
export const useAdminUser = (userName: string) =>
  useRecordQuery(queryKeys.adminUsers.detail(ADMIN, userName), userName, (signal) => adminApi.user(userName, signal), { retry: false });
export const useAddAdminUser = () => useRefreshingMutation(adminApi.addUser, queryKeys.adminUsers.all);
export const useUpdateAdminUser = () => useRefreshingMutation(adminApi.updateUser, queryKeys.adminUsers.all);
export const useDeleteAdminUser = () => useRefreshingMutation(adminApi.deleteUser, queryKeys.adminUsers.all, 'settled');

export const useOutlets = (params: PageQuery) =>
  usePageQuery(queryKeys.outlets.list(ADMIN, params), (signal) => adminApi.outlets(params, signal));
// The landing page's list of service outlets is fetched afresh whenever shown, so it follows an outlet's edit.
export const useSaveOutlet = () => useRefreshingMutation(adminApi.saveOutlet, queryKeys.outlets.all);

/** News: the admin's list (every item) and the landing page's live news both refresh after a change. */
export const useNewsList = (params: PageQuery) =>
  usePageQuery(queryKeys.content.list(ADMIN, params), (signal) => adminApi.news(params, signal));

/** Every change of the landing content refreshes the admin's lists and what visitors read. */
const useContentMutation = <TInput, TResult>(call: (input: TInput) => Promise<TResult>, when?: 'settled') =>
  useRefreshingMutation(call, queryKeys.content.all, when);

export const useSaveNews = () => useContentMutation(adminApi.saveNews);
export const useDeleteNews = () => useContentMutation(adminApi.deleteNews, 'settled');
export const useUploadContentImage = () => useContentMutation(adminApi.uploadImage);
export const useSaveSlider = () => useContentMutation(adminApi.saveSlider);
export const useDeleteSlider = () => useContentMutation(adminApi.deleteSlider, 'settled');
export const useNotices = () =>
  useQuery({ queryKey: queryKeys.content.part(ADMIN, 'notices'), queryFn: ({ signal }) => adminApi.notices(signal), staleTime: 0 });
export const useSaveNotice = () => useContentMutation(adminApi.saveNotice);
export const useDeleteNotice = () => useContentMutation(adminApi.deleteNotice, 'settled');
export const useSaveFaq = () => useContentMutation(adminApi.saveFaq);
export const useDeleteFaq = () => useContentMutation(adminApi.deleteFaq, 'settled');
export const useUploadManual = () => useContentMutation(adminApi.uploadManual);
export const usePrintPopupAdmin = () =>
  useQuery({ queryKey: queryKeys.content.part(ADMIN, 'printPopup'), queryFn: ({ signal }) => adminApi.printPopup(signal), staleTime: 0 });
export const useSavePrintPopup = () => useContentMutation(adminApi.savePrintPopup);
