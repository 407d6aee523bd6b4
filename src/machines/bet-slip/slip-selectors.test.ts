import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { betSlipMachine } from './bet-slip.machine';
import { testLeg } from '../../../tests/support/bet-slip-test-kit';
import { selectLines, selectReasons, selectTotals } from './slip-selectors';

/** The views' selectors: computed once per chart context, however many components ask. */
describe('slip selectors', () => {
  it('the same context gives the same answer object; a changed context is computed again', () => {
    const actor = createActor(betSlipMachine, {
      input: { legs: [testLeg(1, 101, 2)], stakes: { '101:1': '10' } },
    }).start();
    const before = actor.getSnapshot();
    expect(selectReasons(before)).toBe(selectReasons(before));
    expect(selectLines(before)).toBe(selectLines(before));
    expect(selectTotals(before)).toEqual({ stake: 10, potentialReturn: 20 });
    actor.send({ type: 'SET_STAKE', key: '101:1', text: '15' });
    const after = actor.getSnapshot();
    expect(after.context).not.toBe(before.context);
    expect(selectLines(after)).not.toBe(selectLines(before));
    expect(selectTotals(after)).toEqual({ stake: 15, potentialReturn: 30 });
    expect(selectReasons(after)).toEqual(selectReasons(before));
    actor.stop();
  });
});
