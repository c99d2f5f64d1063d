import { adminUserCalls } from '@songdee/shared/admin/admin-user.calls';
import type { AdminUserListQuery, AdminUserUpdate, ThpRegister } from '@songdee/shared/admin/admin-user.schema';
import type { OutletInput } from '@songdee/shared/admin/outlets';
import type { Paged } from '@songdee/shared/common/list.schema';
import type {
  ContentImageUpload,
  Faq,
  FaqInput,
  Manual,
  ManualDevice,
  Notice,
  NoticeInput,
  PrintPopupAdmin,
  PrintPopupInput,
  Slider,
  SliderInput,
} from '@songdee/shared/content/landing.schema';
import type { News, NewsInput } from '@songdee/shared/content/news.schema';
import { contactCalls } from '@songdee/shared/reserve/contact.calls';
import { api, callApi } from '../../../lib/api-client';
import type { PageQuery } from '../../../lib/use-list-params';

const enc = encodeURIComponent;

/** The central admin's calls (spec 2 section 7: user administration, `/api/contact`, news, public content). */
export const adminApi = {
  users: (query: AdminUserListQuery, signal?: AbortSignal) => callApi(adminUserCalls.list, { query, signal }),
  user: (userName: string, signal?: AbortSignal) => callApi(adminUserCalls.getByUserName, { params: { userName }, signal }),
  addUser: (body: ThpRegister) => callApi(adminUserCalls.register, { body }),
  updateUser: ({ id, input }: { id: string; input: AdminUserUpdate }) => callApi(adminUserCalls.update, { params: { id }, body: input }),
  deleteUser: (id: string) => callApi(adminUserCalls.remove, { params: { id } }),

  /** Every outlet (type 0), searchable. */
  outlets: (query: PageQuery, signal?: AbortSignal) => callApi(contactCalls.list, { params: { id: 0 }, query, signal }),
  saveOutlet: ({ id, input }: { id: string; input: OutletInput }) => callApi(contactCalls.save, { params: { id }, body: input }),

  news: (params: PageQuery, signal?: AbortSignal) => api.get<Paged<News>>('/api/news', { query: { ...params }, signal }),
  /** A new item carries the form's Idempotency-Key: a double submit adds it once. */
  saveNews: ({ id, input, idempotencyKey }: { id: string | null; input: NewsInput; idempotencyKey?: string }) =>
    id
      ? api.put<News>(`/api/news/${enc(id)}`, input)
      : api.post<News>('/api/news', input, { headers: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined }),
  deleteNews: (id: string) => api.delete<void>(`/api/news/${enc(id)}`),

  uploadImage: (file: File) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return api.upload<ContentImageUpload>('/api/admin/content/images', form);
  },
  saveSlider: ({ id, input }: { id: string | null; input: SliderInput }) =>
    id ? api.put<Slider>(`/api/admin/sliders/${enc(id)}`, input) : api.post<Slider>('/api/admin/sliders', input),
  deleteSlider: (id: string) => api.delete<void>(`/api/admin/sliders/${enc(id)}`),
  notices: (signal?: AbortSignal) => api.get<Notice[]>('/api/admin/notices', { signal }),
  saveNotice: ({ id, input }: { id: string | null; input: NoticeInput }) =>
    id ? api.put<Notice>(`/api/admin/notices/${enc(id)}`, input) : api.post<Notice>('/api/admin/notices', input),
  deleteNotice: (id: string) => api.delete<void>(`/api/admin/notices/${enc(id)}`),
  saveFaq: ({ id, input }: { id: string | null; input: FaqInput }) =>
    id ? api.put<Faq>(`/api/admin/faqs/${enc(id)}`, input) : api.post<Faq>('/api/admin/faqs', input),
  deleteFaq: (id: string) => api.delete<void>(`/api/admin/faqs/${enc(id)}`),
  uploadManual: ({ device, file }: { device: ManualDevice; file: File }) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return api.put<Manual>(`/api/admin/manuals/${device}`, form);
  },
  printPopup: (signal?: AbortSignal) => api.get<PrintPopupAdmin | null>('/api/admin/print-popup', { signal }),
  savePrintPopup: (input: PrintPopupInput) => api.put<PrintPopupAdmin>('/api/admin/print-popup', input),
};
