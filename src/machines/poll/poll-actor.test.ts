import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { pollActor } from './poll-actor';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('pollActor', () => {
  it('runs while the invoking state lasts and sends back what it learned', async () => {
    let n = 0;
    const machine = createMachine({
      types: {} as { events: { type: 'SEEN'; n: number } | { type: 'LEAVE' } },
      initial: 'watching',
      states: {
        watching: {
          invoke: {
            src: pollActor<{ type: 'SEEN'; n: number }>(1000, async ({ sendBack }) =>
              sendBack({ type: 'SEEN', n: ++n }),
            ),
          },
          on: { SEEN: {}, LEAVE: 'away' },
        },
        away: {},
      },
    });
    const actor = createActor(machine).start();
    await vi.advanceTimersByTimeAsync(2000);
    expect(n).toBe(2);
    actor.send({ type: 'LEAVE' });
    await vi.advanceTimersByTimeAsync(5000);
    expect(n).toBe(2);
  });
});
