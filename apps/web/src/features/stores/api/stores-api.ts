import type { LogoUpload, Store, StoreInput } from '@songdee/shared/store/store.schema';
import { api } from '../../../lib/api-client';

export const storesApi = {
  /** The signed-in user's store (STORE_NOT_FOUND when they have none). */
  getOwn: (signal?: AbortSignal) => api.get<Store>('/api/stores', { signal }),
  create: (input: StoreInput) => api.post<Store>('/api/stores', input),
  update: (id: string, input: StoreInput) => api.put<Store>('/api/stores', { ...input, id }),
  uploadLogo: (file: File, idempotencyKey: string) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return api.upload<LogoUpload>('/api/logo', form, { idempotencyKey });
  },
};
