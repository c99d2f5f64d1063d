/**
 * Memoises an async lookup per key for a short time. For read-mostly data that is the same for whoever asks
 * (geography, postcode suggestions, a parcel's public tracking): losing the cache on restart costs one query, and a
 * value that changes is at most `ttlMs` stale in other processes. Never for what depends on who asks.
 */
export function cached<K extends string | number, V>(load: (key: K) => Promise<V>, options: { ttlMs: number; maxEntries: number }) {
  const entries = new Map<K, { value: Promise<V>; expires: number }>();
  return (key: K): Promise<V> => {
    const now = Date.now();
    const hit = entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    const value = load(key);
    // A failed load is not kept: the next call tries again.
    value.catch(() => entries.delete(key));
    if (entries.size >= options.maxEntries) entries.delete(entries.keys().next().value as K);
    entries.set(key, { value, expires: now + options.ttlMs });
    return value;
  };
}
