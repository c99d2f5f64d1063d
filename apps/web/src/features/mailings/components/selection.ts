import { useState } from 'react';

/** A set of picked ids with per-row and per-page toggles (pickers and the mailing list). */
export function useSelection<T>(idOf: (item: T) => string) {
  const [picked, setPicked] = useState<ReadonlyMap<string, T>>(new Map());
  const toggle = (item: T, on: boolean) =>
    setPicked((current) => {
      const next = new Map(current);
      if (on) next.set(idOf(item), item);
      else next.delete(idOf(item));
      return next;
    });
  const setPage = (items: readonly T[], on: boolean) =>
    setPicked((current) => {
      const next = new Map(current);
      for (const item of items) {
        if (on) next.set(idOf(item), item);
        else next.delete(idOf(item));
      }
      return next;
    });
  return {
    picked,
    items: [...picked.values()],
    has: (item: T) => picked.has(idOf(item)),
    toggle,
    setPage,
    clear: () => setPicked(new Map()),
  };
}
