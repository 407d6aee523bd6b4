import { describe, expect, it } from 'vitest';
import { createFrameBudget, LATE_MS, type FeedLoad, type FrameClock } from './frame-budget';

/** A frame clock the test drives: `frame(ms)` lets `ms` pass and then begins a frame. */
function fakeClock() {
  let now = 0;
  let frameCallbacks: Array<() => void> = [];
  const timers = new Map<number, { at: number; fn: () => void }>();
  let nextId = 1;
  const runTimers = () => {
    for (const [id, t] of [...timers].sort((a, b) => a[1].at - b[1].at))
      if (t.at <= now) {
        timers.delete(id);
        t.fn();
      }
  };
  const clock: FrameClock = {
    now: () => now,
    nextFrame: (fn) => void frameCallbacks.push(fn),
    setTimeout: (fn, ms) => {
      timers.set(nextId, { at: now + ms, fn });
      return nextId++;
    },
    clearTimeout: (id) => void timers.delete(id as number),
  };
  return {
    clock,
    frame(ms: number) {
      now += ms;
      runTimers();
      const due = frameCallbacks;
      frameCallbacks = [];
      due.forEach((fn) => fn());
    },
    idle(ms: number) {
      now += ms;
      runTimers();
    },
  };
}

/** One release of `matches` matches drawn in frames `first` and `second` ms apart (a release then two frames). */
function tick(
  f: ReturnType<typeof fakeClock>,
  budget: ReturnType<typeof createFrameBudget>,
  first: number,
  second: number,
  matches = 11,
) {
  budget.released(matches);
  f.frame(first);
  f.frame(second);
  // The rest of the storm's 100 ms tick passes in frames with nothing to draw.
  f.idle(Math.max(0, 100 - first - second));
}

describe('createFrameBudget', () => {
  it('stays full while releases are drawn within two frames', () => {
    const f = fakeClock();
    const budget = createFrameBudget({ clock: f.clock });
    for (let i = 0; i < 50; i++) tick(f, budget, 16.7, 16.7);
    expect(budget.load()).toBe('full');
  });

  it('reduces once 4 of the last 8 releases ran late, and recovers 3 s after the last late one', () => {
    const f = fakeClock();
    const budget = createFrameBudget({ clock: f.clock });
    const seen: FeedLoad[] = [];
    budget.load$.subscribe((l) => seen.push(l));
    // The frame that draws the release takes 50 ms: the next frame starts late.
    for (let i = 0; i < 3; i++) tick(f, budget, 16.7, 50);
    expect(budget.load()).toBe('full');
    tick(f, budget, 16.7, 50);
    expect(budget.load()).toBe('reduced');
    // Reduced, the device keeps up: after 3 s without a late release the extras come back.
    for (let i = 0; i < 29; i++) tick(f, budget, 16.7, 16.7);
    expect(budget.load()).toBe('reduced');
    for (let i = 0; i < 2; i++) tick(f, budget, 16.7, 16.7);
    expect(budget.load()).toBe('full');
    expect(seen).toEqual(['full', 'reduced', 'full']);
  });

  it('counts a release whose own script delays the frame that draws it', () => {
    const f = fakeClock();
    const budget = createFrameBudget({ clock: f.clock });
    for (let i = 0; i < 4; i++) tick(f, budget, LATE_MS, 16.7);
    expect(budget.load()).toBe('reduced');
  });

  it('ignores a late frame now and then', () => {
    const f = fakeClock();
    const budget = createFrameBudget({ clock: f.clock });
    for (let i = 0; i < 80; i++) tick(f, budget, 16.7, i % 3 === 0 ? 50 : 16.7);
    expect(budget.load()).toBe('full');
  });

  it('stays reduced while releases keep running late', () => {
    const f = fakeClock();
    const budget = createFrameBudget({ clock: f.clock });
    for (let i = 0; i < 100; i++) tick(f, budget, 16.7, i % 2 ? 50 : 16.7);
    expect(budget.load()).toBe('reduced');
  });

  it('recovers when the storm ends, without a release to time', () => {
    const f = fakeClock();
    const budget = createFrameBudget({ clock: f.clock });
    for (let i = 0; i < 4; i++) tick(f, budget, 16.7, 50);
    expect(budget.load()).toBe('reduced');
    // The last late release was timed a third of a tick ago (33 ms).
    f.idle(2_950);
    expect(budget.load()).toBe('reduced');
    f.idle(20);
    expect(budget.load()).toBe('full');
  });

  it('waits twice as long before trying again when it falls back soon after recovering', () => {
    const f = fakeClock();
    const budget = createFrameBudget({ clock: f.clock });
    for (let i = 0; i < 4; i++) tick(f, budget, 16.7, 50);
    f.idle(3_000);
    expect(budget.load()).toBe('full');
    for (let i = 0; i < 4; i++) tick(f, budget, 16.7, 50);
    expect(budget.load()).toBe('reduced');
    f.idle(3_000);
    expect(budget.load()).toBe('reduced');
    f.idle(3_000);
    expect(budget.load()).toBe('full');
  });

  it('times one release at a time (releases within a frame are one frame of work)', () => {
    const f = fakeClock();
    const budget = createFrameBudget({ clock: f.clock });
    for (let i = 0; i < 3; i++) tick(f, budget, 16.7, 50);
    // Many releases before the frames come: still one timing, the fourth late release.
    for (let i = 0; i < 10; i++) budget.released(11);
    f.frame(16.7);
    f.frame(50);
    expect(budget.load()).toBe('reduced');
  });

  it('does not time a release of one match: its extras are too few to matter', () => {
    const f = fakeClock();
    const budget = createFrameBudget({ clock: f.clock });
    for (let i = 0; i < 20; i++) tick(f, budget, 16.7, 50, 1);
    expect(budget.load()).toBe('full');
    for (let i = 0; i < 4; i++) tick(f, budget, 16.7, 50, 2);
    expect(budget.load()).toBe('reduced');
  });
});
