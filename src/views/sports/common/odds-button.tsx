import { memo, useMemo, useRef } from 'react';
import { formatOdds } from '../../../lib/format/odds';
import { selectionBlock, type SelectionBlock } from '../../../machines/bet-slip/selection-block';
import { isLocked, isSuspended, type MarketState, type MatchState } from '../../../streams/match-draft';
import { LockIcon } from '../../common/icons';
import { useBetSlip, useIsSelected } from './use-bet-slip';
import { moveNamesOf, sharedPriceNamer } from './odds-name';
import { useOddsFlash } from './use-odds-flash';
import { useSportsT } from './use-sports-t';
import { useSportsSettings } from './use-sports-prefs';
import { useSportsFeed } from './use-sports-feed';

const PauseIcon = () => (
  <svg width="14" height="14" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
    <rect x="6" y="5" width="4" height="14" rx="1" />
    <rect x="14" y="5" width="4" height="14" rx="1" />
  </svg>
);

/** The market and option of a match as the feed holds it now (null when it has not got them). */
function latestOption(match: MatchState | null, marketId: number, optionType: number) {
  for (const group of match?.mg ?? []) {
    const market = group.mks.find((m) => m.id === marketId);
    const option = market?.op.find((o) => o.ty === optionType);
    if (market && option) return { market, option };
  }
  return null;
}

export interface OddsButtonProps {
  matchId: number;
  /** The market of the column; absent when the match has none (a dash is shown). */
  market: MarketState | undefined;
  optionType: number;
  stale: boolean;
  /** Short selection label (1, X, 2, O, U ...); omitted where the column already says it. */
  label?: string;
  /** Show the option's line (handicap, total) because the column title cannot. */
  showLine?: boolean;
}

/**
 * The odds button: normal, selected (in the slip), up / down (a flash plus an arrow),
 * locked (lock icon, disabled), suspended (disabled), stale (dimmed, disabled). The price is
 * European odds shown in the chosen format. Moves flash through data attributes, and their direction
 * is the button's accessible description, both from useOddsFlash (the one holder of the previous price).
 */
export const OddsButton = memo(function OddsButton({
  matchId,
  market,
  optionType,
  stale,
  label,
  showLine = false,
}: OddsButtonProps) {
  const t = useSportsT();
  const { oddsFormat } = useSportsSettings();
  const option = market?.op.find((o) => o.ty === optionType);
  const slip = useBetSlip();
  const { feed } = useSportsFeed();
  const selected = useIsSelected(market?.id, optionType);
  const ref = useRef<HTMLButtonElement>(null);
  // 'full' is the slip's to decide (it says so in the slip); here only the option's own reasons count.
  const block: SelectionBlock | null =
    market && option
      ? selectionBlock(
          { matchId, marketId: market.id, optionType, odds: option.od, marketStatus: market.ss, stale },
          [],
        )
      : null;
  // Translated once per language, not per render or button: i18next is the largest script cost under a storm (docs/performance.md).
  const moveNames = moveNamesOf(t);
  // The move (arrow and the words in the description) is the flash hook's: it alone knows the previous price.
  // On a device that cannot keep up, moves are not marked (frame-budget.ts); the price itself always is.
  useOddsFlash(ref, option?.od, market && option && !block ? moveNames : null, feed.load);
  const line = showLine ? option?.li || market?.li || '' : '';
  const optionName = option?.na;
  const nameOf = useMemo(
    () => sharedPriceNamer(t, optionName, optionType, label, line),
    [t, optionName, optionType, label, line],
  );

  if (!market || !option) {
    return (
      <span className="odds-btn is-empty" aria-hidden="true">
        <span className="odds-price">–</span>
      </span>
    );
  }

  const locked = isLocked(option);
  // Sale status 0 is suspended; -1 (not on sale) cannot be bet either and looks the same.
  const suspended = isSuspended(market) || market.ss !== 1;
  const price = formatOdds(option.od, oddsFormat);
  const states =
    selected || block ? [selected && t('odds.state.selected'), block && t(`odds.state.${block}`)].filter(Boolean) : [];

  const className = [
    'odds-btn',
    selected && 'is-selected',
    stale && 'is-stale',
    locked && 'is-locked',
    suspended && 'is-suspended',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      ref={ref}
      type="button"
      className={className}
      data-testid={`odds-${market.id}-${optionType}`}
      aria-pressed={selected}
      aria-label={[nameOf(price), ...states].join(', ')}
      disabled={block !== null}
      onClick={() => {
        // The price the client holds now, not the one this render showed: a push may have come since (its
        // frame not drawn yet), and a bet always takes the latest price.
        const latest = latestOption(feed.latest(matchId), market.id, optionType);
        slip.send({
          type: 'TOGGLE',
          option: {
            matchId,
            marketId: market.id,
            optionType,
            odds: latest?.option.od ?? option.od,
            marketStatus: latest?.market.ss ?? market.ss,
            stale,
          },
        });
      }}
    >
      {(label || line) && (
        <span className="odds-label">
          {label}
          {label && line ? ' ' : ''}
          {line}
        </span>
      )}
      {/* The inner box is what changes on a push: in the list it is size-contained, so a new price lays out only it (sports-list.css). */}
      <span className="odds-price tabular">
        <span className="odds-num">{locked ? <LockIcon size={14} /> : suspended ? <PauseIcon /> : price}</span>
      </span>
    </button>
  );
});
