import { readStorage, writeStorage } from '../../../lib/local-storage';

/** The basket lives in local storage under this key, in this shape version (spec 1 section 9: basket version 1). */
const BASKET_STORAGE_KEY = 'busket';
const BASKET_VERSION = 1;

export interface BasketItem {
  productId: string;
  name: string;
  /** Satang, as shown when added; checkout prices come from the server. */
  price: number;
  imagePath: string | null;
  quantity: number;
}

export interface StoreBasket {
  storeId: string;
  storeUri: string;
  storeName: string;
  items: BasketItem[];
}

export interface Basket {
  version: typeof BASKET_VERSION;
  /** One basket per store, by store id (an order belongs to one store). */
  stores: Record<string, StoreBasket>;
}

export const emptyBasket = (): Basket => ({ version: BASKET_VERSION, stores: {} });

const isItem = (value: unknown): value is BasketItem => {
  const v = value as BasketItem;
  return typeof v?.productId === 'string' && typeof v.name === 'string' && Number.isInteger(v.price) && Number.isInteger(v.quantity);
};

/** Reads the stored basket; anything of another version or shape starts an empty one. */
export function parseBasket(text: string | null): Basket {
  if (!text) return emptyBasket();
  try {
    const parsed = JSON.parse(text) as Partial<Basket>;
    if (parsed?.version !== BASKET_VERSION || typeof parsed.stores !== 'object' || parsed.stores === null) return emptyBasket();
    const stores: Record<string, StoreBasket> = {};
    for (const [storeId, store] of Object.entries(parsed.stores)) {
      const items = Array.isArray(store?.items) ? store.items.filter(isItem).map((i) => ({ ...i, quantity: Math.max(1, i.quantity) })) : [];
      if (items.length && typeof store.storeUri === 'string') stores[storeId] = { ...store, storeId, items };
    }
    return { version: BASKET_VERSION, stores };
  } catch {
    return emptyBasket();
  }
}

/** Adds a quantity of a product (at least 1); the same product again adds up. */
export function addItem(basket: Basket, store: Omit<StoreBasket, 'items'>, item: BasketItem): Basket {
  const current = basket.stores[store.storeId] ?? { ...store, items: [] };
  const existing = current.items.find((i) => i.productId === item.productId);
  const quantity = Math.max(1, Math.floor(item.quantity));
  const items = existing
    ? current.items.map((i) => (i.productId === item.productId ? { ...item, quantity: i.quantity + quantity } : i))
    : [...current.items, { ...item, quantity }];
  return { ...basket, stores: { ...basket.stores, [store.storeId]: { ...current, ...store, items } } };
}

/** Sets a line's quantity (spec 2 section 5: a number, at least 1). */
export function setQuantity(basket: Basket, storeId: string, productId: string, quantity: number): Basket {
  const store = basket.stores[storeId];
  if (!store || !Number.isFinite(quantity)) return basket;
  const items = store.items.map((i) => (i.productId === productId ? { ...i, quantity: Math.max(1, Math.floor(quantity)) } : i));
  return { ...basket, stores: { ...basket.stores, [storeId]: { ...store, items } } };
}

/** The store's lines as the basket page shows them: a line whose quantity box is empty counts 0 (total and count). */
export function withEmptiedLines(store: StoreBasket, emptiedProductIds: readonly string[]): StoreBasket {
  if (emptiedProductIds.length === 0) return store;
  return { ...store, items: store.items.map((i) => (emptiedProductIds.includes(i.productId) ? { ...i, quantity: 0 } : i)) };
}

export function removeItem(basket: Basket, storeId: string, productId: string): Basket {
  const store = basket.stores[storeId];
  if (!store) return basket;
  const items = store.items.filter((i) => i.productId !== productId);
  const stores = { ...basket.stores };
  if (items.length) stores[storeId] = { ...store, items };
  else delete stores[storeId];
  return { ...basket, stores };
}

export function clearStore(basket: Basket, storeId: string): Basket {
  const stores = { ...basket.stores };
  delete stores[storeId];
  return { ...basket, stores };
}

export const itemCount = (store: StoreBasket | undefined) => store?.items.reduce((n, i) => n + i.quantity, 0) ?? 0;
export const itemsTotal = (store: StoreBasket | undefined) => store?.items.reduce((n, i) => n + i.price * i.quantity, 0) ?? 0;

type Listener = () => void;
const listeners = new Set<Listener>();
let cachedText: string | null | undefined;
let cached: Basket = emptyBasket();

/** The current basket, the same object while storage is unchanged (for useSyncExternalStore). */
export function readBasket(): Basket {
  const text = readStorage(BASKET_STORAGE_KEY);
  if (text !== cachedText) {
    cachedText = text;
    cached = parseBasket(text);
  }
  return cached;
}

export function writeBasket(next: Basket): void {
  writeStorage(BASKET_STORAGE_KEY, JSON.stringify(next));
  for (const listener of listeners) listener();
}

export function subscribeBasket(listener: Listener): () => void {
  listeners.add(listener);
  // Another tab changed the basket.
  const onStorage = (event: StorageEvent) => {
    if (event.key === BASKET_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
