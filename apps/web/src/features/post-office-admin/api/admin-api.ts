import type { AdminUser, AdminUserListQuery, AdminUserUpdate, ThpRegister } from '@songdee/shared/admin/admin-user.schema';
import type { Outlet, OutletInput } from '@songdee/shared/admin/outlets';
import type { Paged } from '@songdee/shared/common/list.schema';
import { landingCalls } from '@songdee/shared/content/landing.calls';
import type { FaqInput, ManualDevice, NoticeInput, PrintPopupInput, SliderInput } from '@songdee/shared/content/landing.schema';
import { newsCalls } from '@songdee/shared/content/news.calls';
import type { NewsInput } from '@songdee/shared/content/news.schema';
import { api, callApi } from '../../../lib/api-client';
import type { PageQuery } from '../../../lib/use-list-params';

const usersPath = '/api/reports/users';
const enc = encodeURIComponent;
const { sliders, notices, faqs } = landingCalls;

/** The central admin's calls (spec 2 section 7: user administration, `/api/contact`, news, public content). */
export const adminApi = {
  users: (params: AdminUserListQuery, signal?: AbortSignal) =>
    api.get<Paged<AdminUser>>(`${usersPath}/getUseradmin`, { query: { ...params }, signal }),
  user: (userName: string, signal?: AbortSignal) => api.get<AdminUser>(`${usersPath}/GetByUserNameUseradmin/${enc(userName)}`, { signal }),
  addUser: (input: ThpRegister) => api.post<AdminUser>('/api/Account/ThpRegister', input),
  updateUser: ({ id, input }: { id: string; input: AdminUserUpdate }) =>
    api.put<AdminUser>(`${usersPath}/updateUseradmin/${enc(id)}`, input),
  deleteUser: (id: string) => api.delete<void>(`${usersPath}/deleteUseradmin/${enc(id)}`),

  /** Every outlet (type 0), searchable. */
  outlets: (params: PageQuery, signal?: AbortSignal) => api.get<Paged<Outlet>>('/api/contact/0', { query: { ...params }, signal }),
  saveOutlet: ({ id, input }: { id: string; input: OutletInput }) => api.put<Outlet>(`/api/contact/${enc(id)}`, input),

  news: (params: PageQuery, signal?: AbortSignal) => callApi(newsCalls.list, { query: params, signal }),
  /** A new item carries the form's Idempotency-Key: a double submit adds it once. */
  saveNews: ({ id, input, idempotencyKey }: { id: string | null; input: NewsInput; idempotencyKey?: string }) =>
    id ? callApi(newsCalls.update, { params: { id }, body: input }) : callApi(newsCalls.create, { body: input, idempotencyKey }),
  deleteNews: (id: string) => callApi(newsCalls.remove, { params: { id } }),

  uploadImage: (file: File) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return callApi(landingCalls.uploadImage, { body: form });
  },
  saveSlider: ({ id, input }: { id: string | null; input: SliderInput }) =>
    id ? callApi(sliders.update, { params: { id }, body: input }) : callApi(sliders.create, { body: input }),
  deleteSlider: (id: string) => callApi(sliders.remove, { params: { id } }),
  notices: (signal?: AbortSignal) => callApi(notices.list, { signal }),
  saveNotice: ({ id, input }: { id: string | null; input: NoticeInput }) =>
    id ? callApi(notices.update, { params: { id }, body: input }) : callApi(notices.create, { body: input }),
  deleteNotice: (id: string) => callApi(notices.remove, { params: { id } }),
  saveFaq: ({ id, input }: { id: string | null; input: FaqInput }) =>
    id ? callApi(faqs.update, { params: { id }, body: input }) : callApi(faqs.create, { body: input }),
  deleteFaq: (id: string) => callApi(faqs.remove, { params: { id } }),
  uploadManual: ({ device, file }: { device: ManualDevice; file: File }) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return callApi(landingCalls.putManual, { params: { device }, body: form });
  },
  printPopup: (signal?: AbortSignal) => callApi(landingCalls.printPopupAdmin, { signal }),
  savePrintPopup: (input: PrintPopupInput) => callApi(landingCalls.savePrintPopup, { body: input }),
};
