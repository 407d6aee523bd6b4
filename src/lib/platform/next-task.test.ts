import { describe, expect, it, vi } from 'vitest';
import { nextTask, yieldTask } from './next-task';

describe('nextTask', () => {
  it('runs after the current task and its microtasks, and not at all once cancelled', async () => {
    const order: string[] = [];
    nextTask(() => order.push('task'));
    const cancel = nextTask(() => order.push('cancelled'));
    cancel();
    void Promise.resolve().then(() => order.push('microtask'));
    order.push('sync');
    // Wait for the task itself, not a timer: on a loaded machine a 20 ms timer can fire before the message.
    await vi.waitFor(() => expect(order).toContain('task'));
    await yieldTask();
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
