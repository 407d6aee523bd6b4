import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { scheduleMachine, type ScheduledStream } from './schedule.machine';

const card = (id: number, own: boolean) =>
  ({ id, own, title: `Show ${id}`, reserveCount: 0 }) as unknown as ScheduledStream;

/** The schedule chart against fake actors: what is loaded, what a cancel asks the server, what a refusal leaves. */
function start(lists: ScheduledStream[][], cancel: (streamId: number) => Promise<unknown>) {
  const cancelled: number[] = [];
  let loads = 0;
  const actor = createActor(
    scheduleMachine.provide({
      actors: {
        loadScheduled: fromPromise(async () => lists[Math.min(loads++, lists.length - 1)]!),
        cancel: fromPromise(async ({ input }: { input: { streamId: number } }) => {
          cancelled.push(input.streamId);
          return cancel(input.streamId);
        }),
      },
    }),
  ).start();
  return { actor, cancelled, loads: () => loads };
}

describe('the presenter schedule chart', () => {
  it('cancels the presenter’s own stream and loads the list again', async () => {
    const { actor, cancelled, loads } = start(
      [[card(9101, true), card(9006, false)], [card(9006, false)]],
      async () => ({}),
    );
    await waitFor(actor, (s) => s.matches('list'));
    actor.send({ type: 'CANCEL', streamId: 9101 });
    await waitFor(actor, (s) => s.matches('list') && loads() === 2);
    expect(cancelled).toEqual([9101]);
    expect(actor.getSnapshot().context.streams.map((s) => s.id)).toEqual([9006]);
  });

  it('never asks to cancel a studio stream (not the presenter’s own)', async () => {
    const { actor, cancelled } = start([[card(9006, false)]], async () => ({}));
    await waitFor(actor, (s) => s.matches('list'));
    actor.send({ type: 'CANCEL', streamId: 9006 });
    expect(actor.getSnapshot().value).toBe('list');
    expect(cancelled).toEqual([]);
  });

  it('a refused cancel stays on the list with the problem said', async () => {
    const refusal = Object.assign(new Error('refused'), { name: 'ApiError' });
    const { actor, cancelled } = start([[card(9101, true)]], () => Promise.reject(refusal));
    await waitFor(actor, (s) => s.matches('list'));
    actor.send({ type: 'CANCEL', streamId: 9101 });
    await waitFor(actor, (s) => s.matches('list') && s.context.problem !== null);
    expect(cancelled).toEqual([9101]);
    expect(actor.getSnapshot().context.cancelling).toBeNull();
  });
});
