import { afterEach, describe, expect, it, vi } from 'vitest';
import { cached } from './ttl-cache';

afterEach(() => vi.useRealTimers());

describe('cached', () => {
  it('loads a key once within the time to live, again after it', async () => {
    vi.useFakeTimers();
    const load = vi.fn(async (key: string) => `${key}!`);
    const get = cached(load, { ttlMs: 1000, maxEntries: 10 });
    expect(await get('a')).toBe('a!');
    expect(await get('a')).toBe('a!');
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1001);
    await get('a');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not keep a failure and drops the oldest key when full', async () => {
    let fail = true;
    const load = vi.fn(async (key: number) => {
      if (fail) throw new Error('down');
      return key * 2;
    });
    const get = cached(load, { ttlMs: 60_000, maxEntries: 2 });
    await expect(get(1)).rejects.toThrow('down');
    fail = false;
    expect(await get(1)).toBe(2);
    await get(2);
    await get(3);
    await get(1);
    expect(load.mock.calls.map(([k]) => k)).toEqual([1, 1, 2, 3, 1]);
  });
});
