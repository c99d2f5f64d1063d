/** A store's address in the API (`/api/stores/{storeId}`); its records live under it. */
export const storePath = (storeId: string) => `/api/stores/${encodeURIComponent(storeId)}`;
