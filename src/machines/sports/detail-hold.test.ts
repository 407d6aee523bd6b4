import { Subject } from 'rxjs';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleMatch } from '../../../tests/support/match-fixtures';
import { Match } from '../../api/provider/match-schemas';
import type { MatchState } from '../../streams/match-draft';
import type { MatchView } from '../../streams/match-feed-types';
import { holdDetailMatch, RESEED_ATTEMPTS, RESEED_DELAY_MS } from './detail-hold';

const full = v.parse(Match, sampleMatch(7));
/** What the list had: the main lines only. */
const short = { ...full, mg: full.mg.slice(0, 1) } as MatchState;

function setup(fetchDetail = vi.fn(async () => full)) {
  const views = new Subject<MatchView>();
  const seeded: Match[][] = [];
  const release = holdDetailMatch({ match$: () => views, seed: (records) => void seeded.push([...records]) }, full, fetchDetail);
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
