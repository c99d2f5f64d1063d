import { useSyncExternalStore } from 'react';
import { type Basket, emptyBasket, readBasket, subscribeBasket, writeBasket } from './basket-storage';

const serverBasket = emptyBasket();

/** The basket from local storage, re-rendering when it changes here or in another tab. */
export function useBasket(): [Basket, (update: (current: Basket) => Basket) => void] {
  const basket = useSyncExternalStore(subscribeBasket, readBasket, () => serverBasket);
  return [basket, (update) => writeBasket(update(readBasket()))];
}
