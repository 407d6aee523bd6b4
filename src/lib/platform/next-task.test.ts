import { describe, expect, it } from 'vitest';
import { nextTask, yieldTask } from './next-task';

describe('nextTask', () => {
  it('runs after the current task and its microtasks, and not at all once cancelled', async () => {
    const order: string[] = [];
    nextTask(() => order.push('task'));
    const cancel = nextTask(() => order.push('cancelled'));
    cancel();
    void Promise.resolve().then(() => order.push('microtask'));
    order.push('sync');
    await new Promise((r) => setTimeout(r, 20));
    expect(order).toEqual(['sync', 'microtask', 'task']);
  });

  it('yieldTask settles in a later task', async () => {
    const order: string[] = [];
    const done = yieldTask().then(() => order.push('yielded'));
    void Promise.resolve().then(() => order.push('microtask'));
    await done;
    expect(order).toEqual(['microtask', 'yielded']);
  });
});
