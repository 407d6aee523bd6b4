import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FAST_TIMINGS, startLivePlayer } from '../../../tests/support/live-player-test-kit';

/** The live player chart against a fake engine, on fake timers (FAST_TIMINGS: backoff 100..1000 ms). */

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const tick = (ms: number) => vi.advanceTimersByTimeAsync(ms);

async function playing() {
  const p = startLivePlayer();
  p.actor.send({ type: 'START' });
  p.fake.last().emit({ type: 'first-frame' });
  p.fake.last().advance();
  await tick(FAST_TIMINGS.tickMs);
  return p;
}

describe('live player chart', () => {
  it('loads line 1 with sound, plays on the first frame, jumps to the edge once and reports the delay', async () => {
    const { actor, fake } = startLivePlayer();
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'START' });
    expect(actor.getSnapshot().matches({ session: 'loading' })).toBe(true);
    expect(fake.handles).toHaveLength(1);
    expect(fake.last()).toMatchObject({ url: '/live-flv/s1.flv', muted: false });
    fake.last().emit({ type: 'first-frame' });
    expect(actor.getSnapshot().matches({ session: 'playing' })).toBe(true);
    expect(fake.last().jumps).toBe(1);
    fake.last().advance(0.25, 6, 0.62);
    await tick(FAST_TIMINGS.tickMs);
    expect(actor.getSnapshot().context.delay).toBe(0.6);
    actor.stop();
  });

  it('jumps again while the first reports after the first frame show it behind (the GOP-cache burst), later only when steadily behind', async () => {
    const { actor, fake } = startLivePlayer();
    actor.send({ type: 'START' });
    fake.last().emit({ type: 'first-frame' });
    expect(fake.last().jumps).toBe(1);
    fake.last().advance(0.25, 6, 0.9);
    await tick(FAST_TIMINGS.tickMs);
    expect(fake.last().jumps).toBe(2);
    fake.last().advance(0.25, 6, 0.3);
    await tick(FAST_TIMINGS.tickMs);
    expect(fake.last().jumps).toBe(2);
    for (let i = 0; i < 10; i++) {
      fake.last().advance(0.25, 6, 0.9);
      await tick(FAST_TIMINGS.tickMs);
    }
    expect(fake.last().jumps).toBe(8);
    // Later: steadily behind for 8 reports in a row -> one more jump, then the run starts again.
    for (let i = 0; i < 8; i++) {
      fake.last().advance(0.25, 6, 0.9);
      await tick(FAST_TIMINGS.tickMs);
    }
    expect(fake.last().jumps).toBeGreaterThanOrEqual(9);
    expect(fake.last().jumps).toBeLessThanOrEqual(10);
    actor.stop();
  });

  it('a paused picture is not a stall', async () => {
    const p = await playing();
    p.fake.last().stats = { ...p.fake.last().stats, paused: true };
    await tick(5_000);
    expect(p.actor.getSnapshot().matches({ session: 'playing' })).toBe(true);
    p.actor.stop();
  });

  it('says unsupported without MSE and creates no player', () => {
    const { actor, fake } = startLivePlayer({ supported: false });
    actor.send({ type: 'START' });
    expect(actor.getSnapshot().value).toBe('unsupported');
    expect(fake.handles).toHaveLength(0);
  });

  it('is offline with no source, and stays so even when the status says live', async () => {
    const { actor, fake } = startLivePlayer({ input: { sources: [] } });
    actor.send({ type: 'START' });
    expect(actor.getSnapshot().matches('offline')).toBe(true);
    await tick(FAST_TIMINGS.offlinePollMs * 3);
    expect(actor.getSnapshot().matches('offline')).toBe(true);
    expect(fake.handles).toHaveLength(0);
  });

  it('recreates the player after network errors with backoff 1, 2, 4, 8, 10 (scaled), then asks the status', async () => {
    let status: 'live' | 'offline' = 'live';
    const p = startLivePlayer({ status: () => status });
    p.actor.send({ type: 'START' });
    p.fake.last().emit({ type: 'first-frame' });
    const created: number[] = [];
    const t0 = Date.now();
    for (let i = 0; i < 5; i++) {
      const before = p.fake.handles.length;
      p.fake.last().emit({ type: 'error', kind: 'network', detail: 'UnrecoverableEarlyEof' });
      expect(
        p.actor.getSnapshot().matches({ recovering: 'waiting' }),
        `try ${i}: ${JSON.stringify(p.actor.getSnapshot().value)}`,
      ).toBe(true);
      expect(p.fake.alive()).toBe(0);
      await tick(FAST_TIMINGS.backoffMs[i]! - 1);
      expect(p.fake.handles.length).toBe(before);
      await tick(1);
      expect(p.fake.handles.length).toBe(before + 1);
      created.push(Date.now() - t0);
    }
    expect(created).toEqual([100, 300, 700, 1_500, 2_500]);
    expect(p.statusCalls).toHaveLength(0);
    status = 'offline';
    p.fake.last().emit({ type: 'error', kind: 'network', detail: 'Exception' });
    await tick(0);
    expect(p.statusCalls).toHaveLength(1);
    expect(p.actor.getSnapshot().matches('offline')).toBe(true);
    expect(p.fake.alive()).toBe(0);
  });

  it('a frame resets the tries: a killed stream that comes back plays again', async () => {
    const p = await playing();
    p.fake.last().emit({ type: 'eof' });
    await tick(100);
    p.fake.last().emit({ type: 'error', kind: 'network', detail: 'Exception' });
    await tick(200);
    p.fake.last().emit({ type: 'first-frame' });
    expect(p.actor.getSnapshot().matches({ session: 'playing' })).toBe(true);
    expect(p.actor.getSnapshot().context.attempt).toBe(0);
    expect(p.fake.alive()).toBe(1);
  });

  it('never retries a media (codec) error', async () => {
    const p = await playing();
    p.fake.last().emit({ type: 'error', kind: 'media', detail: 'CodecUnsupported' });
    expect(p.actor.getSnapshot().value).toBe('broken');
    await tick(20_000);
    expect(p.fake.handles).toHaveLength(1);
    expect(p.fake.alive()).toBe(0);
    p.actor.send({ type: 'RETRY' });
    expect(p.fake.handles).toHaveLength(2);
  });

  it('an offline room says so at once (first load fails, status offline) and starts when it goes live', async () => {
    let status: 'live' | 'offline' = 'offline';
    const p = startLivePlayer({ status: () => status });
    p.actor.send({ type: 'START' });
    p.fake.last().emit({ type: 'error', kind: 'network', detail: 'HttpStatusCodeInvalid' });
    await tick(0);
    expect(p.actor.getSnapshot().matches('offline')).toBe(true);
    status = 'live';
    await tick(FAST_TIMINGS.offlinePollMs);
    expect(p.actor.getSnapshot().matches({ session: 'loading' })).toBe(true);
    expect(p.fake.alive()).toBe(1);
  });

  it('an ended stream shows ended', async () => {
    const p = startLivePlayer({ status: () => 'ended' });
    p.actor.send({ type: 'START' });
    p.fake.last().emit({ type: 'error', kind: 'network', detail: 'HttpStatusCodeInvalid' });
    await tick(0);
    expect(p.actor.getSnapshot().value).toBe('ended');
  });

  it('on air but failing every try: broken, with a retry', async () => {
    const p = startLivePlayer({ status: () => 'live' });
    p.actor.send({ type: 'START' });
    for (let i = 0; i < 6; i++) {
      p.fake.last().emit({ type: 'error', kind: 'other', detail: 'x' });
      await tick(1_000);
    }
    expect(p.actor.getSnapshot().value).toBe('broken');
    p.actor.send({ type: 'RETRY' });
    expect(p.actor.getSnapshot().matches({ session: 'loading' })).toBe(true);
  });

  it('watchdog: no progress -> stalled, progress -> playing; still none -> reload with a fresh player', async () => {
    const p = await playing();
    await tick(FAST_TIMINGS.stallMs + FAST_TIMINGS.tickMs);
    expect(p.actor.getSnapshot().matches({ session: 'stalled' })).toBe(true);
    p.fake.last().advance();
    await tick(FAST_TIMINGS.tickMs);
    expect(p.actor.getSnapshot().matches({ session: 'playing' })).toBe(true);
    await tick(FAST_TIMINGS.stallMs + FAST_TIMINGS.tickMs);
    expect(p.actor.getSnapshot().matches({ session: 'stalled' })).toBe(true);
    await tick(FAST_TIMINGS.reloadMs);
    expect(p.actor.getSnapshot().matches('recovering')).toBe(true);
    expect(p.actor.getSnapshot().context.problem).toBe('stalled');
    await tick(FAST_TIMINGS.backoffMs[0]!);
    expect(p.fake.handles).toHaveLength(2);
    expect(p.fake.handles[0]!.destroyed).toBe(true);
  });

  it('a hidden tab counts no stall; back visible it jumps to the live edge', async () => {
    const p = await playing();
    p.fake.setHidden(true);
    await tick(5_000);
    expect(p.actor.getSnapshot().matches({ session: 'playing' })).toBe(true);
    p.fake.setHidden(false);
    p.actor.send({ type: 'VISIBLE' });
    expect(p.fake.last().jumps).toBe(2);
  });

  it('ignores a destroyed player’s late events', async () => {
    const p = await playing();
    const old = p.fake.last();
    old.emit({ type: 'eof' });
    await tick(FAST_TIMINGS.backoffMs[0]!);
    expect(p.actor.getSnapshot().matches({ session: 'loading' })).toBe(true);
    old.emit({ type: 'first-frame' });
    old.emit({ type: 'error', kind: 'network', detail: 'late' });
    expect(p.actor.getSnapshot().matches({ session: 'loading' })).toBe(true);
  });

  it('autoplay refused: muted with an unmute that turns the sound on; the next player starts with sound', async () => {
    const p = await playing();
    p.fake.last().emit({ type: 'autoplay-muted' });
    expect(p.actor.getSnapshot().context).toMatchObject({ muted: true, soundBlocked: true });
    p.actor.send({ type: 'UNMUTE' });
    expect(p.fake.last().mutedCalls).toEqual([false]);
    expect(p.actor.getSnapshot().context).toMatchObject({ muted: false, soundBlocked: false });
    p.actor.send({ type: 'SWITCH_SOURCE', index: 1 });
    expect(p.fake.last()).toMatchObject({ url: '/live-flv/s1.flv?line=2', muted: false });
  });

  it('switches lines: the old player is destroyed, the new one loads the other URL', async () => {
    const p = await playing();
    p.actor.send({ type: 'SWITCH_SOURCE', index: 1 });
    expect(p.fake.handles[0]!.destroyed).toBe(true);
    expect(p.fake.last().url).toBe('/live-flv/s1.flv?line=2');
    expect(p.actor.getSnapshot().matches({ session: 'loading' })).toBe(true);
    p.actor.send({ type: 'SWITCH_SOURCE', index: 7 });
    expect(p.fake.handles).toHaveLength(2);
  });

  it('no first frame in time: reload', async () => {
    const p = startLivePlayer({ status: () => 'live' });
    p.actor.send({ type: 'START' });
    p.fake.last().emit({ type: 'first-frame' });
    p.fake.last().emit({ type: 'eof' });
    await tick(FAST_TIMINGS.backoffMs[0]!);
    await tick(FAST_TIMINGS.loadTimeoutMs);
    expect(p.actor.getSnapshot().context.problem).toBe('timeout');
    expect(p.fake.handles[1]!.destroyed).toBe(true);
  });

  it('leaves nothing behind: LEAVE or stop destroys the player, timers end', async () => {
    const p = await playing();
    p.actor.send({ type: 'LEAVE' });
    expect(p.actor.getSnapshot().status).toBe('done');
    expect(p.fake.alive()).toBe(0);
    const q = await playing();
    q.actor.stop();
    expect(q.fake.alive()).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});
