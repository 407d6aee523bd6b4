import type { Match } from '../../api/provider/match-schemas';
import { marketCount } from '../../streams/match-draft';
import type { MatchFeed } from '../../streams/match-feed-types';

export const RESEED_ATTEMPTS = 3;
export const RESEED_DELAY_MS = 1_000;

/**
 * Keeps the detail page's match complete in the feed (moved here from the page's view hook).
 *
 * The page seeds the feed with its full record (every market group and line). The feed refuses a
 * snapshot older than pushes it has already applied, so when the list had the match and a push
 * landed while the page's call was in flight, the feed keeps the list's record, which has only the
 * main lines. Pushes never remove markets, so a current (not stale) view with fewer markets than
 * the page's record means exactly that: fetch the detail again, RESEED_DELAY_MS apart and at most
 * RESEED_ATTEMPTS times, until the feed takes a current record. Returns the release.
 */
export function holdDetailMatch(feed: Pick<MatchFeed, 'match$' | 'seed'>, record: Match, fetchDetail: (signal: AbortSignal) => Promise<Match>): () => void {
  const wanted = marketCount(record);
  const controller = new AbortController();
  let attempts = 0;
  let short = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let inFlight = false;

  const schedule = () => {
    if (!short || timer !== null || inFlight || attempts >= RESEED_ATTEMPTS || controller.signal.aborted) return;
    timer = setTimeout(fetchAgain, RESEED_DELAY_MS);
  };

  function fetchAgain() {
    timer = null;
    if (!short) return;
    inFlight = true;
    attempts += 1;
    fetchDetail(controller.signal)
      .then(
        (fresh) => {
          if (!controller.signal.aborted) feed.seed([fresh]);
        },
        () => undefined,
      )
      .finally(() => {
        inFlight = false;
        schedule();
      });
  }

  feed.seed([record]);
  const subscription = feed.match$(record.id).subscribe((view) => {
    short = !view.stale && marketCount(view.match) < wanted;
    schedule();
  });

  return () => {
    controller.abort();
    subscription.unsubscribe();
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
}
