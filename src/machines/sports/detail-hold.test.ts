import { Subject } from 'rxjs';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleMatch } from '../../../tests/support/match-fixtures';
import { Match } from '../../api/provider/match-schemas';
import type { MatchState } from '../../streams/match-draft';
import type { MatchView } from '../../streams/match-feed-types';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { detailHoldMachine, holdDetailMatch, RESEED_ATTEMPTS, RESEED_DELAY_MS } from './detail-hold';

const full = v.parse(Match, sampleMatch(7));
/** What the list had: the main lines only. */
const short = { ...full, mg: full.mg.slice(0, 1) } as MatchState;

function setup(fetchDetail = vi.fn(async () => full)) {
  const views = new Subject<MatchView>();
  const seeded: Match[][] = [];
  const release = holdDetailMatch(
    { match$: () => views, seed: (records) => void seeded.push([...records]) },
    full,
    fetchDetail,
  );
  return { views, seeded, fetchDetail, release };
}

describe('detail hold (the detail page refetch loop, out of the view)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('seeds the page record and fetches nothing while the feed holds every market', async () => {
    const t = setup();
    expect(t.seeded).toEqual([[full]]);
    t.views.next({ match: full as MatchState, stale: false });
    await vi.advanceTimersByTimeAsync(10 * RESEED_DELAY_MS);
    expect(t.fetchDetail).not.toHaveBeenCalled();
    t.release();
  });

  it('fetches again RESEED_DELAY_MS after the feed shows fewer markets, and stops once it has them', async () => {
    const t = setup();
    t.views.next({ match: short, stale: false });
    await vi.advanceTimersByTimeAsync(RESEED_DELAY_MS - 1);
    expect(t.fetchDetail).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(t.fetchDetail).toHaveBeenCalledTimes(1);
    expect(t.seeded).toHaveLength(2);
    t.views.next({ match: full as MatchState, stale: false });
    await vi.advanceTimersByTimeAsync(10 * RESEED_DELAY_MS);
    expect(t.fetchDetail).toHaveBeenCalledTimes(1);
    t.release();
  });

  it('gives up after RESEED_ATTEMPTS, failures included, and waits while stale', async () => {
    const t = setup(vi.fn(async () => Promise.reject(new Error('down'))));
    t.views.next({ match: short, stale: true });
    await vi.advanceTimersByTimeAsync(5 * RESEED_DELAY_MS);
    expect(t.fetchDetail).not.toHaveBeenCalled();
    t.views.next({ match: short, stale: false });
    await vi.advanceTimersByTimeAsync(10 * RESEED_DELAY_MS);
    expect(t.fetchDetail).toHaveBeenCalledTimes(RESEED_ATTEMPTS);
    t.release();
  });

  it('the release cancels a pending attempt', async () => {
    const t = setup();
    t.views.next({ match: short, stale: false });
    t.release();
    await vi.advanceTimersByTimeAsync(10 * RESEED_DELAY_MS);
    expect(t.fetchDetail).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('detail hold chart (its paths, state by state)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function chart(fetchDetail: () => Promise<Match>) {
    let view: ((v: MatchView) => void) | null = null;
    const seeded: Match[] = [];
    const actor = createActor(
      detailHoldMachine.provide({
        actors: {
          views: fromCallback(({ sendBack }) => {
            view = (v: MatchView) => sendBack({ type: 'VIEW', view: v });
          }),
          fetchDetail: fromPromise(fetchDetail),
        },
        actions: { seed: (_, { record }) => void seeded.push(record) },
      }),
      { input: { record: full } },
    );
    actor.start();
    return { actor, seeded, view: (v: MatchView) => view?.(v), value: () => actor.getSnapshot().value };
  }

  it('idle -> waiting -> fetching -> idle, seeding on entry and on each answer', async () => {
    let answer: (m: Match) => void = () => undefined;
    const c = chart(() => new Promise<Match>((resolve) => (answer = resolve)));
    expect(c.value()).toBe('idle');
    expect(c.seeded).toEqual([full]);
    c.view({ match: short, stale: false });
    expect(c.value()).toBe('waiting');
    await vi.advanceTimersByTimeAsync(RESEED_DELAY_MS);
    expect(c.value()).toBe('fetching');
    expect(c.actor.getSnapshot().context.attempts).toBe(1);
    answer(full);
    await vi.advanceTimersByTimeAsync(0);
    // Still short (the feed has not emitted the new record yet): the next wait starts at once.
    expect(c.value()).toBe('waiting');
    expect(c.seeded).toEqual([full, full]);
    c.view({ match: full as MatchState, stale: false });
    await vi.advanceTimersByTimeAsync(RESEED_DELAY_MS);
    expect(c.value()).toBe('idle');
    c.actor.stop();
  });

  it('a view that turns complete and short again inside the wait keeps the first timer', async () => {
    const c = chart(async () => full);
    c.view({ match: short, stale: false });
    await vi.advanceTimersByTimeAsync(RESEED_DELAY_MS / 2);
    c.view({ match: full as MatchState, stale: false });
    c.view({ match: short, stale: false });
    await vi.advanceTimersByTimeAsync(RESEED_DELAY_MS / 2);
    expect(c.actor.getSnapshot().context.attempts).toBe(1);
    c.actor.stop();
  });

  it('a failed fetch counts; after RESEED_ATTEMPTS it stays idle however short the feed is', async () => {
    const c = chart(async () => Promise.reject(new Error('down')));
    c.view({ match: short, stale: false });
    await vi.advanceTimersByTimeAsync(10 * RESEED_DELAY_MS);
    expect(c.value()).toBe('idle');
    expect(c.actor.getSnapshot().context.attempts).toBe(RESEED_ATTEMPTS);
    c.view({ match: short, stale: false });
    expect(c.value()).toBe('idle');
    c.actor.stop();
  });
});
