import { describe, expect, it } from 'vitest';
import { frozenClock } from '../core/clock';
import { LiveEngine } from './engine';
import type { PushServer } from './push-server';
import { SportsWorld } from './world';

const NOW = Date.UTC(2026, 10, 22, 10, 0, 0);
const SEED = 20261122;

/** Every prematch market's prices, by market id, for the matches chosen. */
const prices = (world: SportsWorld, chosen: (id: number) => boolean) =>
  new Map(
    [...world.matches.values()]
      .filter((m) => m.ms === 4 && m.ty === 2 && chosen(m.id))
      .flatMap((m) => m.groups.flatMap((g) => g.mks.map((mk) => [mk.id, mk.od.join()] as const))),
  );

describe('prematch drift', () => {
  it('moves prematch prices now and then, and never a market pinned through the test control', () => {
    const world = new SportsWorld(SEED, NOW);
    // The engine reads the stamp of what it sent (a goal's time); nothing is sent anywhere.
    const push = {
      send: (_m: unknown, _b: unknown, ts = 0) => ({ ts }),
      flush: () => undefined,
    } as unknown as PushServer;
    const engine = new LiveEngine(world, push, SEED, frozenClock(NOW));
    const even = (id: number) => id % 2 === 0;
    for (const m of world.matches.values())
      if (m.ms === 4 && even(m.id)) for (const g of m.groups) for (const mk of g.mks) mk.pinned = true;
    const pinned = prices(world, even);
    const free = prices(world, (id) => !even(id));

    // Five minutes of housekeeping (once a second), before today's first kick-off (ten minutes in at the earliest).
    for (let s = 1; s <= 300; s++) engine.tick(NOW + s * 1000);

    const changed = (before: Map<number, string>, chosen: (id: number) => boolean) => {
      const after = prices(world, chosen);
      return [...before].filter(([id, od]) => after.get(id) !== od).length;
    };
    expect(changed(free, (id) => !even(id))).toBeGreaterThan(50);
    expect(changed(pinned, even)).toBe(0);
  });
});
