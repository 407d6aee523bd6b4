import {
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { formatOdds, isLocked } from '../../../lib/format/odds';
import { findOption } from '../../../streams/match-draft';
import type { MatchView } from '../../../streams/match-feed-types';
import { LockIcon } from '../../common/icons';
import { selectedStore } from './external-store';
import { NearScreenContext } from './near-screen';
import { MoveMarks, type MoveNames } from './odds-move-marks';
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
 * the move's marks (MoveMarks) and the button's accessible name, which says the price.
 *
 * It follows the feed's latest price of its option by itself, and a tick renders nothing: the price's
 * text, the marks and the name are written to the DOM by `draw`, outside React. React renders this part
 * only when its markup changes (the price locks or unlocks, a prop changes). Under the onscreen odds
 * storm React's render and commit of the prices were the largest script cost left (docs/performance.md).
 * `od` is the price the button was rendered with, shown until the feed has the option (a fetched record
 * before its first push).
 *
 * The price's text and the button's name are written here and nowhere else: React holds neither (the
 * text box has no React children), so what this part draws and what React renders cannot disagree.
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
  /** Null when the option cannot be chosen now: a move is not marked (MoveMarks). */
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
    // The store starts from the rendered price, so the feed replaying the same one on subscribe draws nothing new;
    // later prices reach it from the feed, and a new store per rendered price would resubscribe per push.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [feed, matchId, marketId, optionType],
  );
  // Rendered again only when the price locks or unlocks: the glyph replaces the text box.
  const subscribeLock = useCallback((onChange: () => void) => store.subscribe(onChange), [store]);
  const locked = useSyncExternalStore(subscribeLock, () => isLocked(store.getSnapshot() ?? od));
  const [marks] = useState(() => new MoveMarks());
  const own = useRef<HTMLSpanElement>(null);
  const text = useRef<HTMLSpanElement>(null);
  const button = useRef<HTMLElement | null>(null);
  /** Draws the latest price (`true`) or only says it in the button's name (`false`: a row off screen). */
  const draw = useRef<(price: boolean) => void>(null);
  // After each render: what a tick draws is drawn with this render's props. The button is found from this part's
  // own element: a child's layout effects run before its parent's ref is set, so a ref on the button would still
  // be empty here on the first render, and the button would have no name.
  useLayoutEffect(() => {
    const el = (button.current = own.current?.closest('button') ?? null);
    draw.current = (price) => {
      const shown = store.getSnapshot() ?? od;
      const p = formatOdds(shown, oddsFormat);
      el?.setAttribute('aria-label', states ? `${nameOf(p)}, ${states}` : nameOf(p));
      if (!price) return;
      // The text node's value, not textContent: a new node each tick would be a new layout object to build.
      const node = text.current?.firstChild;
      if (!node) text.current?.append(p);
      else if (node.nodeValue !== p) node.nodeValue = p;
      if (el) marks.show(el, shown, moveNames, feed.load);
    };
    draw.current(true);
  });
  // A row off screen draws its price once it comes near (near-screen.tsx); its button's name still says the latest.
  const near = useContext(NearScreenContext);
  useLayoutEffect(() => {
    const price = () => draw.current?.(true);
    const unsubscribe = store.subscribe(() => {
      if (!near.defer(price)) draw.current?.(false);
    });
    return () => {
      near.cancel(price);
      unsubscribe();
    };
  }, [store, near]);
  useEffect(() => {
    const el = button.current;
    return () => {
      if (el) marks.forget(el);
    };
  }, [marks]);
  return (
    <span ref={own} className="odds-num">
      {locked ? <LockIcon size={14} /> : suspended ? <PauseIcon /> : <span ref={text} />}
    </span>
  );
}
