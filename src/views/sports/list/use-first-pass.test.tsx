// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ITEMS_PER_SLICE, useFirstPass, useFirstPassBudget } from './use-first-pass';

/** The tasks the hook asks for, run one at a time by the test (a task is a MessageChannel message in a browser). */
const queued: (() => void)[] = [];
vi.mock('../../../lib/platform/next-task', () => ({
  nextTask: (run: () => void) => {
    let live = true;
    queued.push(() => live && run());
    return () => {
      live = false;
    };
  },
}));

afterEach(() => {
  cleanup();
  queued.length = 0;
});

/** Runs the tasks waiting now, one after another, with the renders each starts. */
const tasks = async (n: number) => {
  for (let i = 0; i < n; i++) {
    const run = queued.shift();
    if (!run) return;
    await act(async () => run());
  }
};

function Probe({ wanted, seen }: { wanted: number; seen: number[] }) {
  const budget = useFirstPassBudget(wanted);
  seen.push(budget);
  return null;
}

function WindowProbe({ keys, seen }: { keys: string[]; seen: string[][] }) {
  const inFull = useFirstPass(keys);
  seen.push(keys.filter((key) => inFull(key)));
  return null;
}

describe('useFirstPassBudget', () => {
  it('grows by a slice per task until every wanted item is in, then stays whole', async () => {
    const seen: number[] = [];
    const { rerender } = render(<Probe wanted={7} seen={seen} />);
    expect(seen[0]).toBe(0);
    await tasks(8);
    const distinct = [...new Set(seen)];
    expect(distinct).toEqual([0, ITEMS_PER_SLICE, 2 * ITEMS_PER_SLICE, 3 * ITEMS_PER_SLICE, Infinity]);
    // Later renders (a scroll asks for more items) are not sliced again.
    rerender(<Probe wanted={30} seen={seen} />);
    await tasks(3);
    expect(seen.at(-1)).toBe(Infinity);
  });
});

describe('useFirstPass', () => {
  it('keeps an item rendered in full when a scroll moves it past the budget in the window', async () => {
    const seen: string[][] = [];
    const first = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
    const { rerender } = render(<WindowProbe keys={first} seen={seen} />);
    expect(seen.at(-1)).toEqual([]);
    await tasks(1);
    expect(seen.at(-1)).toEqual(first.slice(0, ITEMS_PER_SLICE));
    // A scroll up brings three items in above: the window's first places are new items now.
    const scrolled = ['x', 'y', 'z', ...first.slice(0, 5)];
    rerender(<WindowProbe keys={scrolled} seen={seen} />);
    expect(seen.at(-1)).toEqual(expect.arrayContaining(first.slice(0, ITEMS_PER_SLICE)));
    await tasks(8);
    expect(seen.at(-1)).toEqual(scrolled);
  });
});
