import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { MaintenanceInfo } from '../../api/site/app-api';
import { maintenanceMachine } from './maintenance.machine';

/** UTC+8 wall-clock text for an instant, as the service sends it. */
function utc8(ms: number): string {
  return new Date(ms + 8 * 3600_000).toISOString().replace('T', ' ').slice(0, 19);
}

function info(overrides: Partial<MaintenanceInfo>): MaintenanceInfo {
  return { title: 'Upgrade', content: 'Back soon', startTime: '', endTime: '', point: '0', status: '1', ...overrides };
}

describe('maintenance machine', () => {
  beforeEach(() => vi.useFakeTimers({ now: Date.UTC(2026, 10, 22, 10, 0, 0) }));
  afterEach(() => vi.useRealTimers());

  function start(answers: Array<MaintenanceInfo | null | Error>) {
    const fetchMaintenance = vi.fn(async () => {
      const next = answers.shift() ?? null;
      if (next instanceof Error) throw next;
      return next;
    });
    const actor = createActor(
      maintenanceMachine.provide({ actors: { fetchMaintenance: fromPromise(fetchMaintenance) } }),
    ).start();
    return { actor, fetchMaintenance };
  }

  it('shows maintenance while status is 1 and point contains 0, then ends by itself at endTime', async () => {
    const now = Date.now();
    const { actor, fetchMaintenance } = start([
      info({ startTime: utc8(now - 60_000), endTime: utc8(now + 120_000), point: '3,0' }),
      null,
    ]);
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('active'));
    expect(actor.getSnapshot().context.window).toEqual({ startMs: now - 60_000, endMs: now + 120_000 });
    await vi.advanceTimersByTimeAsync(121_500);
    await waitFor(actor, (s) => s.matches('open'));
    expect(fetchMaintenance).toHaveBeenCalledTimes(2);
  });

  it('reads a window sent as epoch numbers (seconds or ms)', async () => {
    const now = Date.now();
    const { actor } = start([info({ startTime: Math.floor((now - 60_000) / 1000), endTime: now + 120_000 })]);
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('active'));
    expect(actor.getSnapshot().context.window).toEqual({
      startMs: Math.floor((now - 60_000) / 1000) * 1000,
      endMs: now + 120_000,
    });
  });

  it('an unreadable window is still maintenance, with the window not known, asked again each minute', async () => {
    const { actor, fetchMaintenance } = start([
      info({ startTime: 'soon', endTime: null }),
      info({ startTime: '', endTime: '' }),
      null,
    ]);
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('active'));
    expect(actor.getSnapshot().context.window).toBeNull();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(fetchMaintenance).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(30_500);
    expect(fetchMaintenance).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().value).toBe('active');
    await vi.advanceTimersByTimeAsync(60_500);
    await waitFor(actor, (s) => s.matches('open'));
  });

  it('stays open when the point does not include the whole site', async () => {
    const { actor } = start([info({ point: '3,5' })]);
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('open'));
  });

  it('stays open when status is not 1', async () => {
    const { actor } = start([info({ status: '0' })]);
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('open'));
  });

  it('does not lock people out when the check fails, and retries', async () => {
    const { actor, fetchMaintenance } = start([new Error('network'), info({ status: '0' })]);
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('unknown'));
    await vi.advanceTimersByTimeAsync(30_500);
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('open'));
    expect(fetchMaintenance).toHaveBeenCalledTimes(2);
  });
});
