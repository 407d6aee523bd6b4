import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('loads once for every caller, and again after a failure', async () => {
    const load = vi.fn<() => Promise<number>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(7);
    const get = loadOnce(load);
    await expect(get()).rejects.toThrow('offline');
    const [a, b] = await Promise.all([get(), get()]);
    expect([a, b]).toEqual([7, 7]);
    expect(await get()).toBe(7);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
