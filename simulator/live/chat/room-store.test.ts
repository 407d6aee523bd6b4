import { describe, expect, it } from 'vitest';
import { FloodGate } from './flood-gate';
import { RoomStore } from './room-store';

describe('the chat’s rooms are bounded', () => {
  const setup = () => {
    let now = 0;
    const viewers = new Map<string, number>();
    const store = new RoomStore<{ key: string }>(
      (r) => viewers.get(r.key) ?? 0,
      { max: 3, idleMs: 1_000 },
      () => now,
    );
    return { store, viewers, at: (t: number) => (now = t) };
  };

  it('drops a room nobody has watched for idleMs, and keeps a watched one', () => {
    const { store, viewers, at } = setup();
    store.add({ key: 'a' });
    store.add({ key: 'b' });
    viewers.set('b', 1);
    at(999);
    expect(store.sweep()).toBe(0);
    at(1_000);
    expect(store.sweep()).toBe(1);
    expect(store.get('a')).toBeUndefined();
    expect(store.get('b')).toBeDefined();
  });

  it('over the cap, a new room replaces the longest-empty one; with every room watched, none is made', () => {
    const { store, viewers, at } = setup();
    for (const [i, key] of ['a', 'b', 'c'].entries()) {
      at(i);
      store.add({ key });
    }
    viewers.set('a', 2);
    expect(store.add({ key: 'd' })).toBe(true);
    expect([...store.values()].map((r) => r.key)).toEqual(['a', 'c', 'd']);
    viewers.set('c', 1);
    viewers.set('d', 1);
    expect(store.add({ key: 'e' })).toBe(false);
    expect(store.size).toBe(3);
  });
});

describe('a socket’s event budget', () => {
  it('allows a burst and a steady rate under the limit, not a sustained flood', () => {
    let now = 0;
    const gate = new FloodGate(30, 60, () => now);
    for (let i = 0; i < 60; i++) expect(gate.take()).toBe(true);
    expect(gate.take()).toBe(false);
    // Ten events a second for a minute is fine.
    now = 10_000;
    for (let s = 0; s < 60; s++) {
      now += 1_000;
      for (let i = 0; i < 10; i++) expect(gate.take()).toBe(true);
    }
    // Forty a second runs the budget dry within seconds.
    let refused = false;
    for (let s = 0; s < 10 && !refused; s++) {
      now += 1_000;
      for (let i = 0; i < 40; i++) refused ||= !gate.take();
    }
    expect(refused).toBe(true);
  });
});
