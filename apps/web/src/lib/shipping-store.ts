import { createContext, useContext } from 'react';

/** The store a signed-in user ships from: their own, or the Draft store made for them on first use. */
export interface ShippingStore {
  storeId: string;
  storeUri: string | null;
}

export const ShippingStoreContext = createContext<ShippingStore | null>(null);

/** The shipping store of the current screen; only inside the routes that RequireShippingStore wraps. */
export function useShippingStore(): ShippingStore {
  const store = useContext(ShippingStoreContext);
  if (!store) throw new Error('useShippingStore needs RequireShippingStore above it');
  return store;
}
