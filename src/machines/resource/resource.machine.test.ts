import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { createResourceMachine } from './resource.machine';

describe('resource machine', () => {
  it('goes loading -> ready with data', async () => {
    const actor = createActor(createResourceMachine<number[]>().provide({ actors: { load: fromPromise(async () => [1, 2]) } })).start();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.data).toEqual([1, 2]);
  });

  it('tells empty from ready', async () => {
    const actor = createActor(createResourceMachine<number[]>().provide({ actors: { load: fromPromise(async (): Promise<number[]> => []) } })).start();
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
});
