import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { createResourceMachine } from './resource.machine';

describe('resource machine', () => {
  it('goes loading -> ready with data', async () => {
    const actor = createActor(
      createResourceMachine<number[]>().provide({ actors: { load: fromPromise(async () => [1, 2]) } }),
    ).start();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.data).toEqual([1, 2]);
  });

  it('tells empty from ready', async () => {
    const actor = createActor(
      createResourceMachine<number[]>().provide({ actors: { load: fromPromise(async (): Promise<number[]> => []) } }),
    ).start();
    await waitFor(actor, (s) => s.matches('empty'));
  });

  it('fails with the message and recovers on retry', async () => {
    let calls = 0;
    const load = fromPromise(async () => {
      calls += 1;
      if (calls === 1) throw new Error('timeout');
      return [3];
    });
    const actor = createActor(createResourceMachine<number[]>().provide({ actors: { load } })).start();
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error?.message).toBe('timeout');
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(calls).toBe(2);
  });

  it('refreshes while the data stays shown, and a newer refresh abandons the older answer', async () => {
    const answers: Array<(v: number[]) => void> = [];
    let first = true;
    const load = fromPromise(async (): Promise<number[]> => {
      if (first) return ((first = false), [1]);
      return new Promise((resolve) => answers.push(resolve));
    });
    const actor = createActor(createResourceMachine<number[]>().provide({ actors: { load } })).start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'REFRESH' });
    expect(actor.getSnapshot().value).toBe('refreshing');
    expect(actor.getSnapshot().context.data).toEqual([1]);
    actor.send({ type: 'REFRESH' });
    answers[0]?.([2]);
    answers[1]?.([3]);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.data).toEqual([3]);
  });

  it('starts from given data without loading and takes polled data while shown', async () => {
    let loads = 0;
    let report: ((data: number[]) => void) | null = null;
    const actor = createActor(
      createResourceMachine<number[]>(() => false, { data: [] }).provide({
        actors: {
          load: fromPromise(async () => ((loads += 1), [9])),
          poll: fromCallback<{ type: 'POLLED'; data: number[] }, void>(({ sendBack }) => {
            report = (data) => sendBack({ type: 'POLLED', data });
          }),
        },
      }),
    ).start();
    expect(actor.getSnapshot().value).toBe('ready');
    report!([4, 5]);
    expect(actor.getSnapshot().context.data).toEqual([4, 5]);
    expect(loads).toBe(0);
  });
});
