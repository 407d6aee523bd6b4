import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FAST_TIMINGS, startLivePlayer } from '../support/live-player-test-kit';
import { viewStateOf } from '../../src/machines/live-player/player-view-state';
import type { StreamStatus } from '../../src/machines/live-player/player-types';
import { livePlayerModel, modelPaths, type ModelState } from '../model/live-player.model';

/**
 * The live player model's paths (tests/model/live-player.model.ts) against the real chart with a
 * fake engine and fake timers. After each step the chart must be in the state the model names, with
 * exactly one live engine handle while loading/playing/stalled and none otherwise (a reload is always
 * destroy-and-recreate; nothing survives a leave).
 */

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const tick = (ms: number) => vi.advanceTimersByTimeAsync(ms);

function harness() {
  let status: StreamStatus = 'live';
  let p = startLivePlayer({ status: () => status });
  const view = () => viewStateOf(p.actor.getSnapshot());
  const restart = (opts: Parameters<typeof startLivePlayer>[0]) => {
    p.actor.stop();
    p = startLivePlayer({ status: () => status, ...opts });
    p.actor.send({ type: 'START' });
  };
  /** Failed loads until the chart gives up and asks the status (5 tries with backoff, then checking). */
  const exhaust = async (answer: StreamStatus) => {
    status = answer;
    for (let i = 0; i < 10 && view() !== answer && view() !== 'broken'; i++) {
      if (view() === 'loading' || view() === 'playing' || view() === 'stalled')
        p.fake.last().emit({ type: 'error', kind: 'network', detail: 'x' });
      await tick(FAST_TIMINGS.backoffMs.at(-1)!);
    }
    status = 'live';
  };
  const events: Record<string, () => unknown> = {
    START: () => p.actor.send({ type: 'START' }),
    START_WITHOUT_MSE: () => restart({ supported: false }),
    START_WITHOUT_LINES: () => restart({ input: { sources: [] } }),
    FIRST_FRAME: () => {
      p.fake.last().advance();
      p.fake.last().emit({ type: 'first-frame' });
    },
    NETWORK_ERROR: async () => {
      p.fake.last().emit({ type: 'error', kind: 'network', detail: 'UnrecoverableEarlyEof' });
      await tick(0);
    },
    MEDIA_ERROR: () => p.fake.last().emit({ type: 'error', kind: 'media', detail: 'CodecUnsupported' }),
    SWITCH_LINE: () =>
      p.actor.send({ type: 'SWITCH_SOURCE', index: (p.actor.getSnapshot().context.sourceIndex + 1) % 2 }),
    LEAVE: () => p.actor.send({ type: 'LEAVE' }),
    LOAD_TIMEOUT: () => tick(FAST_TIMINGS.loadTimeoutMs),
    NO_PROGRESS: () => tick(FAST_TIMINGS.stallMs + 2 * FAST_TIMINGS.tickMs),
    PROGRESS: async () => {
      p.fake.last().advance();
      await tick(FAST_TIMINGS.tickMs);
    },
    STALL_TIMEOUT: () => tick(FAST_TIMINGS.reloadMs),
    TAB_VISIBLE: () => {
      const jumps = p.fake.last().jumps;
      p.actor.send({ type: 'VISIBLE' });
      expect(p.fake.last().jumps).toBe(jumps + 1);
    },
    BACKOFF_ELAPSED: () => tick(FAST_TIMINGS.backoffMs.at(-1)!),
    RETRY: () => p.actor.send({ type: 'RETRY' }),
    GIVE_UP_OFFLINE: () => exhaust('offline'),
    GIVE_UP_ENDED: () => exhaust('ended'),
    GIVE_UP_BROKEN: () => exhaust('live'),
    GO_LIVE: () => tick(FAST_TIMINGS.offlinePollMs),
    LINES_ARRIVE: () =>
      p.actor.send({ type: 'SOURCES', sources: [{ id: 'l1', label: 'Line 1', url: '/live-flv/s1.flv' }] }),
  };
  const check = (expected: ModelState) => () => {
    expect(view()).toBe(expected === 'noLines' ? 'offline' : expected);
    const handles = ['loading', 'playing', 'stalled'].includes(expected) ? 1 : 0;
    expect(p.fake.alive(), `live handles in ${expected}`).toBe(handles);
  };
  const states = Object.fromEntries(
    Object.keys(livePlayerModel.config.states!).map((s) => [s, check(s as ModelState)]),
  );
  return {
    params: {
      states: {
        ...states,
        '*': (s: { value: unknown }) => {
          throw new Error(`no check for ${JSON.stringify(s.value)}`);
        },
      },
      events: Object.fromEntries(Object.entries(events).map(([k, fn]) => [k, async () => void (await fn())])),
    },
    stop: () => {
      p.actor.stop();
      expect(p.fake.alive()).toBe(0);
    },
  };
}

describe('live player model against the real chart', () => {
  const paths = modelPaths();
  it('covers every state and every transition', () => {
    const states = Object.keys(livePlayerModel.config.states!);
    const reached = new Set(paths.map((p) => String(p.path.state.value)));
    expect([...reached].sort()).toEqual(states.sort());
    const transitions = Object.values(livePlayerModel.root.states).reduce(
      (n, s) => n + Object.keys(s.config.on ?? {}).length,
      0,
    );
    expect(paths.filter((p) => p.title.includes('--')).length).toBeGreaterThanOrEqual(transitions);
  });
  for (const { title, path } of paths) {
    it(title, async () => {
      const h = harness();
      try {
        await path.test(h.params as never);
      } finally {
        h.stop();
      }
    });
  }
});
