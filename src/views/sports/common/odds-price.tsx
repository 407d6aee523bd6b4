import { useCallback, useContext, useLayoutEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { formatOdds, isLocked } from '../../../lib/format/odds';
import { findOption } from '../../../streams/match-draft';
import type { MatchView } from '../../../streams/match-feed-types';
import { LockIcon } from '../../common/icons';
import { selectedStore } from './external-store';
import { NearScreenContext } from './near-screen';
import { useOddsFlash, type MoveNames } from './use-odds-flash';
import { useSportsSettings } from './use-sports-prefs';
import { useSportsFeed } from './use-sports-feed';

const PauseIcon = () => (
  <svg width="14" height="14" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
    <rect x="6" y="5" width="4" height="14" rx="1" />
    <rect x="14" y="5" width="4" height="14" rx="1" />
  </svg>
);

/**
 * The part of an odds button that a price tick changes: the price (or the lock or pause glyph),
 * the move's marks (useOddsFlash) and the button's accessible name, which says the price.
 *
 * It follows the feed's latest price of its option by itself, so a tick renders this alone, not
 * the button, its column or its row: a list row ignores states that differ only in prices
 * (sameBesidesPrices), and under the onscreen odds storm the rows' renders were most of React's
 * share of the main thread (docs/performance.md). `od` is the price the button was rendered with,
 * shown until the feed has the option (a fetched record before its first push).
 *
 * The name is set on the button here, after each render, and nowhere else: React never holds it,
 * so a name written by this part and one rendered by the button cannot disagree.
 */
export function OddsPrice({
  matchId,
  marketId,
  optionType,
  od,
  suspended,
  nameOf,
  states,
  moveNames,
}: {
  matchId: number;
  marketId: number;
  optionType: number;
  od: number;
  suspended: boolean;
  /** The button's name for a price (odds-name.ts). */
  nameOf: (price: string) => string;
  /** What else the name says (selected, why it cannot be chosen), joined; '' for nothing. */
  states: string;
  /** Null when the option cannot be chosen now: a move is not marked (useOddsFlash). */
  moveNames: MoveNames | null;
}) {
  const { feed } = useSportsFeed();
  const { oddsFormat } = useSportsSettings();
  const store = useMemo(
    () =>
      selectedStore(
        feed.match$(matchId),
        (view: MatchView) => findOption(view.match, marketId, optionType)?.option.od ?? null,
        Object.is,
        od,
      ),
    // The store starts from the rendered price, so the feed replaying the same one on subscribe costs no second
    // render; later prices reach it from the feed, and a new store per rendered price would resubscribe per push.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [feed, matchId, marketId, optionType],
  );
  // A row off screen draws its price once it comes near (near-screen.tsx); its button's name still says the latest.
  const near = useContext(NearScreenContext);
  const relabel = useRef<(() => void) | null>(null);
  const subscribe = useCallback(
    (onChange: () => void) => {
      const unsubscribe = store.subscribe(() => {
        if (!near.defer(onChange)) relabel.current?.();
      });
      return () => {
        near.cancel(onChange);
        unsubscribe();
      };
    },
    [store, near],
  );
  const shown = useSyncExternalStore(subscribe, store.getSnapshot) ?? od;
  const own = useRef<HTMLSpanElement>(null);
  const button = useRef<HTMLElement | null>(null);
  // The button is found from this part's own element: a child's layout effects run before its parent's ref is
  // set, so a ref on the button would still be empty here on the first render, and the button would have no name.
  useLayoutEffect(() => {
    button.current = own.current?.closest('button') ?? null;
  });
  useOddsFlash(button, shown, moveNames, feed.load);
  const price = formatOdds(shown, oddsFormat);
  useLayoutEffect(() => {
    const label = (p: string) =>
      button.current?.setAttribute('aria-label', states ? `${nameOf(p)}, ${states}` : nameOf(p));
    label(price);
    relabel.current = () => label(formatOdds(store.getSnapshot() ?? od, oddsFormat));
  }, [nameOf, price, states, store, od, oddsFormat]);
  return (
    <span ref={own} className="odds-num">
      {isLocked(shown) ? <LockIcon size={14} /> : suspended ? <PauseIcon /> : price}
    </span>
  );
}
