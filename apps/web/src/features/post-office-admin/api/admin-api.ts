import { adminUserCalls } from '@songdee/shared/admin/admin-user.calls';
import type { AdminUserListQuery, AdminUserUpdate, ThpRegister } from '@songdee/shared/admin/admin-user.schema';
import type { OutletInput } from '@songdee/shared/admin/outlets';
import { landingCalls } from '@songdee/shared/content/landing.calls';
import type { FaqInput, ManualDevice, NoticeInput, PrintPopupInput, SliderInput } from '@songdee/shared/content/landing.schema';
import { newsCalls } from '@songdee/shared/content/news.calls';
import type { NewsInput } from '@songdee/shared/content/news.schema';
import { contactCalls } from '@songdee/shared/reserve/contact.calls';
import { callApi } from '../../../lib/api-client';
import type { PageQuery } from '../../../lib/use-list-params';

const _enc = encodeURIComponent;
const { sliders, notices, faqs } = landingCalls;

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
