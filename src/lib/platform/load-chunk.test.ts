import { describe, expect, it, vi } from 'vitest';
import { loadChunk, retryChunk, type Connectivity } from './load-chunk';

/** A network the test drives: `online` flips, `goOnline()` fires the event, waits resolve when told. */
function fakeNetwork(online = true) {
  const onlineWaiters: (() => void)[] = [];
  const waits: { ms: number; resolve: () => void }[] = [];
  const net: Connectivity & { goOnline(): void; goOffline(): void; waits: typeof waits } = {
    online: () => online,
    whenOnline: () => new Promise<void>((resolve) => onlineWaiters.push(resolve)),
    wait: (ms) => new Promise<void>((resolve) => waits.push({ ms, resolve })),
    goOnline() {
      online = true;
      onlineWaiters.splice(0).forEach((resolve) => resolve());
    },
    goOffline() {
      online = false;
    },
    waits,
  };
  return net;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('retryChunk', () => {
  it('does not ask for the chunk while offline, and asks once the connection is back', async () => {
    const net = fakeNetwork(false);
    const load = vi.fn(() => Promise.resolve('module'));
    const result = retryChunk(load, net);
    await settle();
    expect(load).not.toHaveBeenCalled();
    net.goOnline();
    await expect(result).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a load that failed because the connection went away tries again when it is back', async () => {
    const net = fakeNetwork(true);
    const load = vi.fn<() => Promise<string>>().mockImplementationOnce(() => {
      net.goOffline();
      return Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    });
    load.mockResolvedValue('module');
    const result = retryChunk(load, net);
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    net.goOnline();
    await expect(result).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('online, it tries twice more after a pause and then gives up with the last error', async () => {
    const net = fakeNetwork(true);
    const load = vi.fn(() => Promise.reject(new TypeError('404')));
    const result = retryChunk(load, net);
    const failed = expect(result).rejects.toThrow('404');
    for (const ms of [1_000, 3_000]) {
      await settle();
      expect(net.waits.at(-1)?.ms).toBe(ms);
      net.waits.at(-1)!.resolve();
    }
    await failed;
    expect(load).toHaveBeenCalledTimes(3);
  });
});

describe('loadChunk', () => {
  it('loads once for every caller, and again after a failure', async () => {
    const net = fakeNetwork(true);
    let calls = 0;
    // The first load and its two retries fail; the next call's load succeeds.
    const load = vi.fn(() => (++calls <= 3 ? Promise.reject(new Error('broken')) : Promise.resolve(7)));
    const get = loadChunk(load, net);
    const first = expect(get()).rejects.toThrow('broken');
    for (let i = 0; i < 2; i++) {
      await settle();
      net.waits.at(-1)!.resolve();
    }
    await first;
    const [a, b] = await Promise.all([get(), get()]);
    expect([a, b]).toEqual([7, 7]);
    expect(await get()).toBe(7);
    expect(load).toHaveBeenCalledTimes(4);
  });
});
