import { createContext, useContext } from 'react';

/** The store a seller manages on the sell screens (orders, payments, products). */
export interface SellerStore {
  storeId: string;
  storeUri: string;
}

export const SellerStoreContext = createContext<SellerStore | null>(null);

/** The seller's store of the current screen; only inside the routes that RequireSellerStore wraps. */
export function useSellerStore(): SellerStore {
  const store = useContext(SellerStoreContext);
  if (!store) throw new Error('useSellerStore needs RequireSellerStore above it');
  return store;
}
