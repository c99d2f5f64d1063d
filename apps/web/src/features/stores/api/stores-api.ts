import { storeCalls } from '@songdee/shared/store/store.calls';
import type { StoreInput } from '@songdee/shared/store/store.schema';
import { callApi } from '../../../lib/api-client';

export const storesApi = {
  /** The signed-in user's store (STORE_NOT_FOUND when they have none). */
  getOwn: (signal?: AbortSignal) => callApi(storeCalls.get, { signal }),
  create: (input: StoreInput) => callApi(storeCalls.create, { body: input }),
  update: (id: string, input: StoreInput) => callApi(storeCalls.update, { body: { ...input, id } }),
  uploadLogo: (file: File, idempotencyKey: string) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return callApi(storeCalls.uploadLogo, { body: form, idempotencyKey });
  },
};
