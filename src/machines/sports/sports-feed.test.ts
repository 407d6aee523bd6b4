import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProviderAccess, ProviderClient } from '../../api/provider-client';
import { createFakePushTransport } from '../../streams/fake-push-transport';
import { createSportsFeed, MAX_REFRESHES } from './sports-feed';

const access = (token: string): ProviderAccess => ({ token, apiServerAddress: 'http://api', pushServerAddress: 'http://push' });
const provider: ProviderClient = { post: async () => ({ current: 1, size: 50, total: 0, records: [] }) as never };

function setup() {
  const fake = createFakePushTransport();
  const connect = vi.spyOn(fake.transport, 'connect');
  let listener: ((a: ProviderAccess | null) => void) | null = null;
  let tokens = 0;
  const deps = {
    provider,
    transport: fake.transport,
    access: vi.fn(async () => access('t0')),
    refresh: vi.fn(async () => access(`t${++tokens}`)),
    onAccessChange: (l: (a: ProviderAccess | null) => void) => {
      listener = l;
      return () => (listener = null);
    },
  };
  const feed = createSportsFeed(deps);
  return { fake, connect, deps, feed, change: (a: ProviderAccess | null) => listener?.(a) };
}

describe('sports feed', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('connects with the provider access (push address and token)', async () => {
    const { connect, feed } = setup();
    await vi.advanceTimersByTimeAsync(0);
    expect(connect).toHaveBeenCalledWith('http://push', 't0');
    feed.dispose();
  });

  it('on a 14010 refusal refreshes the token and connects again, at most MAX_REFRESHES times in a row', async () => {
    const { fake, connect, deps, feed } = setup();
    await vi.advanceTimersByTimeAsync(0);
    for (let i = 0; i < MAX_REFRESHES + 2; i++) {
      fake.errors$.next({ message: 'refused', code: 14010 });
      await vi.advanceTimersByTimeAsync(0);
    }
    expect(deps.refresh).toHaveBeenCalledTimes(MAX_REFRESHES);
    expect(connect.mock.calls.slice(1, 4).map((c) => c[1])).toEqual(['t1', 't2', 't3']);
    feed.dispose();
  });

  it('a refresh that succeeds resets the budget once connected', async () => {
    const { fake, deps, feed } = setup();
    await vi.advanceTimersByTimeAsync(0);
    fake.errors$.next({ message: 'refused', code: 14010 });
    await vi.advanceTimersByTimeAsync(0);
    // The fake transport reports 'connected' on connect; a drop and a reconnect make the change visible.
    fake.state$.next('disconnected');
    fake.state$.next('connected');
    for (let i = 0; i < MAX_REFRESHES; i++) {
      fake.errors$.next({ message: 'refused', code: 14010 });
      await vi.advanceTimersByTimeAsync(0);
    }
    expect(deps.refresh).toHaveBeenCalledTimes(MAX_REFRESHES + 1);
    feed.dispose();
  });

  it('retries a connection socket.io gave up on, and not one that came back by itself', async () => {
    const { fake, connect, feed } = setup();
    await vi.advanceTimersByTimeAsync(0);
    fake.state$.next('disconnected');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(connect).toHaveBeenCalledTimes(2);
    fake.state$.next('disconnected');
    fake.state$.next('connected');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(connect).toHaveBeenCalledTimes(2);
    feed.dispose();
  });

  it('follows the provider access: a new token reconnects, a reset (logout) disconnects', async () => {
    const { fake, connect, change, feed } = setup();
    await vi.advanceTimersByTimeAsync(0);
    change(access('fresh'));
    expect(connect).toHaveBeenLastCalledWith('http://push', 'fresh');
    const calls = connect.mock.calls.length;
    change(access('fresh'));
    expect(connect).toHaveBeenCalledTimes(calls);
    change(null);
    expect(fake.state$.value).toBe('disconnected');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(connect).toHaveBeenCalledTimes(calls);
    feed.dispose();
  });

  it('counts detail holds per match', () => {
    const { feed } = setup();
    const a = feed.holdDetail(5);
    const b = feed.holdDetail(5);
    a();
    a();
    b();
    feed.dispose();
  });
});
