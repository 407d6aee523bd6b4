import { afterEach, describe, expect, it } from 'vitest';
import { SimulatedClock } from 'xstate';
import type { ProviderAccess, ProviderClient } from '../../api/provider-client';
import { createFakePushTransport } from '../../../tests/support/fake-push-transport';
import { createSportsFeed, type SportsFeed } from './sports-feed';
import { MAX_REFRESHES, RETRY_DELAYS_MS } from './sports-feed.machine';

/**
 * The push connection chart (sports-feed.machine.ts) as the app wires it (sports-feed.ts): a fake
 * transport plays socket.io through the real match store, access() and refresh() are promises the
 * test settles, and xstate's SimulatedClock runs the back-off timers. Each transition of the chart
 * is taken at least once; each test names the states it walks.
 */

const access = (token: string): ProviderAccess => ({
  token,
  apiServerAddress: 'http://api',
  pushServerAddress: 'http://push',
});
const provider: ProviderClient = { post: async () => ({ current: 1, size: 50, total: 0, records: [] }) as never };

interface Pending {
  resolve(a: ProviderAccess): void;
  reject(e: unknown): void;
}

/** Lets the promise actors' answers reach the chart. */
const settle = () => new Promise((r) => setTimeout(r, 0));

const feeds: SportsFeed[] = [];
afterEach(() => {
  feeds.splice(0).forEach((f) => f.dispose());
});

function setup() {
  const fake = createFakePushTransport({ autoConnect: false });
  const clock = new SimulatedClock();
  const accessCalls: Pending[] = [];
  const refreshCalls: Pending[] = [];
  let listener: ((a: ProviderAccess | null) => void) | null = null;
  const sportsFeed = createSportsFeed({
    provider,
    transport: fake.transport,
    clock,
    providerAccess: {
      access: () => new Promise((resolve, reject) => accessCalls.push({ resolve, reject })),
      refresh: () => new Promise((resolve, reject) => refreshCalls.push({ resolve, reject })),
      onChange: (l) => {
        listener = l;
        return () => (listener = null);
      },
    },
  });
  feeds.push(sportsFeed);
  const state = () => sportsFeed.actor.getSnapshot().value;
  const tokens = () => fake.connects.map((c) => c.token);
  /** socket.io's reports. */
  const socket = {
    connected: () => fake.state$.next('connected'),
    retrying: () => fake.state$.next('connecting'),
    gaveUp: () => fake.state$.next('disconnected'),
    refused14010: () => {
      fake.errors$.next({ message: 'push connect failed: token expired', code: 14010 });
      fake.state$.next('disconnected');
    },
  };
  async function grantAccess(token = 't0') {
    accessCalls.at(-1)!.resolve(access(token));
    await settle();
  }
  async function grantRefresh(token: string) {
    refreshCalls.at(-1)!.resolve(access(token));
    await settle();
  }
  /** fetchingAccess -> handshake -> connected. */
  async function connect(token = 't0') {
    await grantAccess(token);
    socket.connected();
  }
  return {
    fake,
    clock,
    sportsFeed,
    state,
    tokens,
    socket,
    accessCalls,
    refreshCalls,
    grantAccess,
    grantRefresh,
    connect,
    change: (a: ProviderAccess | null) => listener?.(a),
  };
}

describe('sports feed chart', () => {
  it('connecting.fetchingAccess -> handshake -> connected: connects with the push address and token', async () => {
    const t = setup();
    expect(t.state()).toEqual({ connecting: 'fetchingAccess' });
    expect(t.accessCalls).toHaveLength(1);
    await t.grantAccess('t0');
    expect(t.state()).toEqual({ connecting: 'handshake' });
    expect(t.fake.connects).toEqual([{ url: 'http://push', token: 't0' }]);
    t.socket.connected();
    expect(t.state()).toBe('connected');
  });

  it('fetchingAccess -> backingOff when access() fails, then connecting again after a growing delay', async () => {
    const t = setup();
    const delays: number[] = [];
    for (let i = 0; i < RETRY_DELAYS_MS.length + 1; i++) {
      t.accessCalls.at(-1)!.reject(new Error('down'));
      await settle();
      expect(t.state()).toBe('backingOff');
      // Find the delay: one ms short stays, the full delay leaves.
      const expected = RETRY_DELAYS_MS[Math.min(i, RETRY_DELAYS_MS.length - 1)]!;
      t.clock.increment(expected - 1);
      expect(t.state()).toBe('backingOff');
      t.clock.increment(1);
      expect(t.state()).toEqual({ connecting: 'fetchingAccess' });
      delays.push(expected);
    }
    expect(t.accessCalls).toHaveLength(RETRY_DELAYS_MS.length + 2);
    expect(delays).toEqual([1_000, 2_000, 5_000, 10_000, 30_000, 30_000]);
  });

  it('handshake -> backingOff when socket.io gives up; the connection resets the back-off', async () => {
    const t = setup();
    await t.grantAccess();
    t.socket.gaveUp();
    expect(t.state()).toBe('backingOff');
    t.clock.increment(RETRY_DELAYS_MS[0]);
    await t.connect();
    expect(t.state()).toBe('connected');
    t.socket.gaveUp();
    expect(t.state()).toBe('backingOff');
    // Back to the first delay: the connection reset the count.
    t.clock.increment(RETRY_DELAYS_MS[0]);
    expect(t.state()).toEqual({ connecting: 'fetchingAccess' });
  });

  it('handshake -> refreshingToken on 14010, at most MAX_REFRESHES in a row, then backingOff', async () => {
    const t = setup();
    await t.grantAccess('expired');
    for (let i = 1; i <= MAX_REFRESHES; i++) {
      t.socket.refused14010();
      expect(t.state()).toBe('refreshingToken');
      await t.grantRefresh(`t${i}`);
      expect(t.state()).toEqual({ connecting: 'handshake' });
    }
    expect(t.tokens()).toEqual(['expired', 't1', 't2', 't3']);
    t.socket.refused14010();
    expect(t.state()).toBe('backingOff');
    expect(t.refreshCalls).toHaveLength(MAX_REFRESHES);
  });

  it('a connection resets the refresh budget', async () => {
    const t = setup();
    await t.grantAccess('expired');
    t.socket.refused14010();
    await t.grantRefresh('t1');
    t.socket.connected();
    expect(t.state()).toBe('connected');
    for (let i = 0; i < MAX_REFRESHES; i++) {
      t.socket.refused14010(); // connected -> refreshingToken
      expect(t.state()).toBe('refreshingToken');
      await t.grantRefresh(`r${i}`);
    }
    expect(t.refreshCalls).toHaveLength(MAX_REFRESHES + 1);
  });

  it('refreshingToken: one refresh in flight (more refusals wait for it); a failed refresh backs off', async () => {
    const t = setup();
    await t.grantAccess('expired');
    t.socket.refused14010();
    t.socket.refused14010();
    expect(t.refreshCalls).toHaveLength(1);
    t.refreshCalls[0]!.reject(new Error('member API down'));
    await settle();
    expect(t.state()).toBe('backingOff');
  });

  it('backingOff -> refreshingToken on 14010 while budget is left', async () => {
    const t = setup();
    await t.grantAccess();
    t.socket.gaveUp();
    expect(t.state()).toBe('backingOff');
    t.fake.errors$.next({ message: 'refused', code: 14010 });
    expect(t.state()).toBe('refreshingToken');
  });

  it('connected -> reconnecting while socket.io retries by itself -> connected, without a new handshake', async () => {
    const t = setup();
    await t.connect();
    t.socket.retrying();
    expect(t.state()).toBe('reconnecting');
    t.socket.connected();
    expect(t.state()).toBe('connected');
    expect(t.fake.connects).toHaveLength(1);
  });

  it('reconnecting -> backingOff when socket.io gives up; reconnecting -> refreshingToken on 14010', async () => {
    const t = setup();
    await t.connect();
    t.socket.retrying();
    t.socket.gaveUp();
    expect(t.state()).toBe('backingOff');
    t.socket.connected();
    t.socket.retrying();
    t.socket.refused14010();
    expect(t.state()).toBe('refreshingToken');
  });

  it('backingOff -> connected when socket.io came back by itself; no retry fires later', async () => {
    const t = setup();
    await t.connect();
    t.socket.gaveUp();
    expect(t.state()).toBe('backingOff');
    t.socket.connected();
    expect(t.state()).toBe('connected');
    t.clock.increment(60_000);
    expect(t.state()).toBe('connected');
    expect(t.accessCalls).toHaveLength(1);
    expect(t.fake.connects).toHaveLength(1);
  });

  it('a new provider token goes straight to its handshake, from any state; the same token changes nothing', async () => {
    const t = setup();
    await t.connect('t0');
    t.change(access('t0'));
    expect(t.state()).toBe('connected');
    t.change(access('fresh'));
    expect(t.state()).toEqual({ connecting: 'handshake' });
    expect(t.tokens()).toEqual(['t0', 'fresh']);
    // Mid-handshake, another token replaces the attempt.
    t.change(access('fresher'));
    expect(t.tokens()).toEqual(['t0', 'fresh', 'fresher']);
    // While fetching access, a token that arrives first wins (the access() answer is dropped).
    t.sportsFeed.reconnect();
    expect(t.state()).toEqual({ connecting: 'fetchingAccess' });
    t.change(access('pushed'));
    await t.grantAccess('late');
    expect(t.tokens()).toEqual(['t0', 'fresh', 'fresher', 'pushed']);
  });

  it('ACCESS.RESET (logout) -> stopped: disconnected, no retries; a new access connects again', async () => {
    const t = setup();
    await t.connect();
    t.change(null);
    expect(t.state()).toBe('stopped');
    expect(t.fake.state$.value).toBe('disconnected');
    t.clock.increment(120_000);
    expect(t.state()).toBe('stopped');
    expect(t.fake.connects).toHaveLength(1);
    // Logged in again: even the same token connects (the old socket is gone).
    t.change(access('t0'));
    expect(t.state()).toEqual({ connecting: 'handshake' });
    expect(t.tokens()).toEqual(['t0', 't0']);
  });

  it('RECONNECT starts again at once with fresh budgets, from backing off or stopped', async () => {
    const t = setup();
    await t.grantAccess();
    t.socket.gaveUp();
    t.clock.increment(RETRY_DELAYS_MS[0]);
    t.accessCalls.at(-1)!.reject(new Error('down'));
    await settle();
    expect(t.state()).toBe('backingOff'); // now waiting RETRY_DELAYS_MS[1]
    t.sportsFeed.reconnect();
    expect(t.state()).toEqual({ connecting: 'fetchingAccess' });
    t.accessCalls.at(-1)!.reject(new Error('down'));
    await settle();
    t.clock.increment(RETRY_DELAYS_MS[0]);
    expect(t.state()).toEqual({ connecting: 'fetchingAccess' });

    t.change(null);
    expect(t.state()).toBe('stopped');
    t.sportsFeed.reconnect();
    expect(t.state()).toEqual({ connecting: 'fetchingAccess' });
  });

  it('dispose -> disposed (final): the socket is closed and nothing runs any more', async () => {
    const t = setup();
    await t.connect();
    feeds.splice(feeds.indexOf(t.sportsFeed), 1);
    t.sportsFeed.dispose();
    expect(t.sportsFeed.actor.getSnapshot().status).toBe('done');
    expect(t.sportsFeed.actor.getSnapshot().value).toBe('disposed');
    expect(t.fake.state$.value).toBe('disconnected');
    t.change(access('after'));
    t.clock.increment(120_000);
    expect(t.fake.connects).toHaveLength(1);
  });
});
