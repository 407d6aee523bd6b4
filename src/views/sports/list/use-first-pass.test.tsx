// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ITEMS_PER_SLICE, useFirstPassBudget } from './use-first-pass';

afterEach(cleanup);

/** Lets the MessageChannel tasks and the transitions they start run. */
const tasks = (n: number) =>
  act(async () => {
    for (let i = 0; i < n; i++) await new Promise((r) => setTimeout(r, 5));
  });

function Probe({ wanted, seen }: { wanted: number; seen: number[] }) {
  const budget = useFirstPassBudget(wanted);
  seen.push(budget);
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
