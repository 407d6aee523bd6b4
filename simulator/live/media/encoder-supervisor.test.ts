import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Encoder } from './encoder';
import { EncoderSupervisor, RESTART_POLICY } from './encoder-supervisor';

/** A fake spawn: each encoder "runs" until the test makes it die (`crash`) or it is stopped. */
function fakeSpawn() {
  const spawned: Array<{ key: string; crash(): void; stopped: string | null }> = [];
  const spawn = (key: string, onExit: () => void): Encoder => {
    const entry = { key, stopped: null as string | null, crash: () => onExit() };
    spawned.push(entry);
    return {
      pid: 1000 + spawned.length,
      exited: Promise.resolve(),
      stop: async (signal) => {
        entry.stopped = signal;
        onExit();
      },
    };
  };
  return { spawn, spawned, last: () => spawned[spawned.length - 1]! };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('encoder supervisor', () => {
  it('restarts an encoder that dies by itself with backoff, then gives up after the cap and says so', async () => {
    const fake = fakeSpawn();
    const gaveUp: Array<[string, number]> = [];
    const supervisor = new EncoderSupervisor(fake.spawn, { onGiveUp: (key, n) => gaveUp.push([key, n]) });
    supervisor.start('k');
    expect(fake.spawned).toHaveLength(1);
    const waits = [1_000, 2_000, 4_000, 8_000, 8_000];
    for (const [i, wait] of waits.entries()) {
      fake.last().crash();
      expect(supervisor.running('k')).toBe(false);
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(fake.spawned).toHaveLength(i + 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(fake.spawned).toHaveLength(i + 2);
    }
    // The sixth death within the minute: no more respawns.
    fake.last().crash();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fake.spawned).toHaveLength(1 + RESTART_POLICY.maxRestarts);
    expect(gaveUp).toEqual([['k', RESTART_POLICY.maxRestarts]]);
    expect(supervisor.running('k')).toBe(false);
    // Published again: a fresh budget.
    supervisor.start('k');
    expect(fake.spawned).toHaveLength(2 + RESTART_POLICY.maxRestarts);
    await supervisor.close();
  });

  it('deaths spread over more than the window never exhaust the budget', async () => {
    const fake = fakeSpawn();
    const onGiveUp = vi.fn();
    const supervisor = new EncoderSupervisor(fake.spawn, { policy: { backoffMs: [100], maxRestarts: 2, windowMs: 1_000 }, onGiveUp });
    supervisor.start('k');
    for (let i = 0; i < 6; i++) {
      fake.last().crash();
      await vi.advanceTimersByTimeAsync(700);
    }
    expect(fake.spawned).toHaveLength(7);
    expect(onGiveUp).not.toHaveBeenCalled();
    await supervisor.close();
  });

  it('a stop or a kill is not a death: nothing respawns, a pending restart is called off', async () => {
    const fake = fakeSpawn();
    const supervisor = new EncoderSupervisor(fake.spawn, { onGiveUp: () => {} });
    supervisor.start('a');
    await supervisor.stop('a', 'SIGKILL');
    expect(fake.last().stopped).toBe('SIGKILL');
    supervisor.start('b');
    fake.last().crash();
    await supervisor.stop('b', 'SIGTERM');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fake.spawned.map((s) => s.key)).toEqual(['a', 'b']);
    expect(supervisor.pids()).toEqual([]);
  });
});
