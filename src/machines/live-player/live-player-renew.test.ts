import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FAST_TIMINGS, startLivePlayer } from '../../../tests/support/live-player-test-kit';
import { viewStateOf } from './player-view-state';
import type { PlayerSource } from './player-types';

/**
 * A fee room's play URLs are signed and expire (docs/live-api.md "Play URLs"). The chart asks the room
 * for fresh ones shortly before they expire, and again when the relay refuses one (403), and plays on:
 * the viewer never sees an error for it.
 */

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(Date.UTC(2026, 10, 22, 10, 0, 0));
});
afterEach(() => {
  vi.useRealTimers();
});

const tick = (ms: number) => vi.advanceTimersByTimeAsync(ms);
const signed = (n: number, expiresAt: number | null): PlayerSource[] => [
  { id: 'line-1', label: 'Line 1', url: `/live-flv/s1.flv?exp=${n}&sig=a`, expiresAt },
  { id: 'line-2', label: 'Line 2', url: `/live-flv/s1.flv?line=2&exp=${n}&sig=a`, expiresAt },
];

function seen(p: ReturnType<typeof startLivePlayer>) {
  const states: string[] = [];
  p.actor.subscribe((s) => states.push(viewStateOf(s)));
  return states;
}

describe('live player chart: expiring play URLs', () => {
  it('a refused URL (403) is renewed and loaded again at once: no error, no try counted', async () => {
    let n = 1;
    const p = startLivePlayer({ input: { sources: signed(1, null) }, renew: () => signed(++n, null) });
    const states = seen(p);
    p.actor.send({ type: 'START' });
    p.fake.last().emit({ type: 'error', kind: 'forbidden', detail: 'HttpStatusCodeInvalid 403' });
    await tick(0);
    expect(p.renewCalls).toHaveLength(1);
    expect(p.fake.handles).toHaveLength(2);
    expect(p.fake.handles[0]!.destroyed).toBe(true);
    expect(p.fake.last().url).toBe('/live-flv/s1.flv?exp=2&sig=a');
    p.fake.last().emit({ type: 'first-frame' });
    expect(p.actor.getSnapshot().matches({ session: 'playing' })).toBe(true);
    expect(p.actor.getSnapshot().context.attempt).toBe(0);
    expect(p.statusCalls).toHaveLength(0);
    expect(states.filter((s) => !['idle', 'loading', 'playing'].includes(s))).toEqual([]);
    p.actor.stop();
  });

  it('renews shortly before expiry while playing, without touching the picture; a later reload uses the fresh URL', async () => {
    const t0 = Date.now();
    let n = 1;
    const p = startLivePlayer({
      input: { sources: signed(1, t0 + 10_000) },
      timings: { renewAheadMs: 2_000 },
      renew: () => signed(++n, Date.now() + 10_000),
    });
    const states = seen(p);
    p.actor.send({ type: 'START' });
    p.fake.last().emit({ type: 'first-frame' });
    await tick(7_900);
    expect(p.renewCalls).toHaveLength(0);
    await tick(200);
    expect(p.renewCalls).toHaveLength(1);
    expect(p.fake.handles).toHaveLength(1);
    expect(p.fake.last().destroyed).toBe(false);
    expect(p.actor.getSnapshot().context.sources[0]!.url).toBe('/live-flv/s1.flv?exp=2&sig=a');
    // And again before the new expiry, not before.
    await tick(7_000);
    expect(p.renewCalls).toHaveLength(1);
    await tick(1_200);
    expect(p.renewCalls).toHaveLength(2);
    // The connection drops: the reload takes the newest URL, on the same line.
    p.fake.last().emit({ type: 'eof' });
    await tick(FAST_TIMINGS.backoffMs[0]!);
    expect(p.fake.last().url).toBe('/live-flv/s1.flv?exp=3&sig=a');
    expect(states).not.toContain('broken');
    expect(states).not.toContain('offline');
    p.actor.stop();
  });

  it('a URL that lives less than renewAheadMs is renewed half-way, a stale one after 1 s: never in a tight loop', async () => {
    const short = startLivePlayer({
      input: { sources: signed(1, Date.now() + 4_000) },
      timings: { renewAheadMs: 30_000 },
      renew: () => signed(2, Date.now() + 4_000),
    });
    short.actor.send({ type: 'START' });
    short.fake.last().emit({ type: 'first-frame' });
    await tick(1_900);
    expect(short.renewCalls).toHaveLength(0);
    await tick(200);
    expect(short.renewCalls).toHaveLength(1);
    short.actor.stop();

    const stale = startLivePlayer({
      input: { sources: signed(1, Date.now() - 1) },
      renew: () => signed(2, Date.now() - 1),
    });
    stale.actor.send({ type: 'START' });
    stale.fake.last().emit({ type: 'first-frame' });
    await tick(3_050);
    expect(stale.renewCalls).toHaveLength(3);
    stale.actor.stop();
  });

  it('keeps the line the viewer chose across a renewal', async () => {
    let n = 1;
    const p = startLivePlayer({ input: { sources: signed(1, null) }, renew: () => signed(++n, null) });
    p.actor.send({ type: 'START' });
    p.actor.send({ type: 'SWITCH_SOURCE', index: 1 });
    p.fake.last().emit({ type: 'error', kind: 'forbidden', detail: '403' });
    await tick(0);
    expect(p.fake.last().url).toBe('/live-flv/s1.flv?line=2&exp=2&sig=a');
    p.actor.stop();
  });

  it('refused again right after a renewal: an ordinary failure (no renewal loop)', async () => {
    const p = startLivePlayer({ input: { sources: signed(1, null) }, status: () => 'live' });
    p.actor.send({ type: 'START' });
    p.fake.last().emit({ type: 'error', kind: 'forbidden', detail: '403' });
    await tick(0);
    p.fake.last().emit({ type: 'error', kind: 'forbidden', detail: '403' });
    await tick(0);
    expect(p.renewCalls).toHaveLength(1);
    expect(p.actor.getSnapshot().matches('recovering')).toBe(true);
    p.actor.stop();
  });

  it('a long outage: a URL that got through and failed otherwise lets a later refusal renew again', async () => {
    let n = 1;
    const p = startLivePlayer({
      input: { sources: signed(1, null) },
      status: () => 'live',
      renew: () => signed(++n, null),
    });
    p.actor.send({ type: 'START' });
    p.fake.last().emit({ type: 'first-frame' });
    p.fake.last().emit({ type: 'eof' });
    await tick(FAST_TIMINGS.backoffMs[0]!);
    p.fake.last().emit({ type: 'error', kind: 'forbidden', detail: '403' });
    await tick(0);
    expect(p.renewCalls).toHaveLength(1);
    // Not on air (404): an ordinary try; the next refusal renews again.
    p.fake.last().emit({ type: 'error', kind: 'network', detail: 'HttpStatusCodeInvalid' });
    await tick(FAST_TIMINGS.backoffMs[1]!);
    p.fake.last().emit({ type: 'error', kind: 'forbidden', detail: '403' });
    await tick(0);
    expect(p.renewCalls).toHaveLength(2);
    expect(p.fake.last().url).toBe('/live-flv/s1.flv?exp=3&sig=a');
    p.actor.stop();
  });

  it('no lines any more (the room may not be watched): offline; a failed renewal is a failed try', async () => {
    const gone = startLivePlayer({ input: { sources: signed(1, null) }, renew: () => [] });
    gone.actor.send({ type: 'START' });
    gone.fake.last().emit({ type: 'error', kind: 'forbidden', detail: '403' });
    await tick(0);
    expect(gone.actor.getSnapshot().matches('offline')).toBe(true);
    gone.actor.stop();

    const failing = startLivePlayer({
      input: { sources: signed(1, null) },
      status: () => 'live',
      renew: () => Promise.reject(new Error('network')),
    });
    failing.actor.send({ type: 'START' });
    failing.fake.last().emit({ type: 'error', kind: 'forbidden', detail: '403' });
    await tick(0);
    expect(failing.actor.getSnapshot().context.attempt).toBe(1);
    expect(failing.actor.getSnapshot().matches('recovering')).toBe(true);
    failing.actor.stop();
  });
});
