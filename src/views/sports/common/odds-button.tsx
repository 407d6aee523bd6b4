import { memo, useMemo } from 'react';
import { selectionBlock, type SelectionBlock } from '../../../machines/bet-slip/selection-block';
import { findOption, isLocked, isSuspended, type MarketState } from '../../../streams/match-draft';
import { useBetSlip, useIsSelected } from './use-bet-slip';
import { moveNamesOf, sharedPriceNamer } from './odds-name';
import { OddsPrice } from './odds-price';
import { useSportsT } from './use-sports-t';
import { useSportsFeed } from './use-sports-feed';

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
 * European odds shown in the chosen format. The price, its moves and the name that says it are
 * OddsPrice's, which follows the feed by itself: a price tick does not render the button.
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
  const option = market?.op.find((o) => o.ty === optionType);
  const slip = useBetSlip();
  const { feed } = useSportsFeed();
  const selected = useIsSelected(market?.id, optionType);
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

  // Locked follows the price's sign, which a row does render again for (sameBesidesPrices).
  const locked = isLocked(option);
  // Sale status 0 is suspended; -1 (not on sale) cannot be bet either and looks the same.
  const suspended = isSuspended(market) || market.ss !== 1;
  const states =
    selected || block
      ? [selected && t('odds.state.selected'), block && t(`odds.state.${block}`)].filter(Boolean).join(', ')
      : '';

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
      type="button"
      className={className}
      data-testid={`odds-${market.id}-${optionType}`}
      aria-pressed={selected}
      disabled={block !== null}
      onClick={() => {
        // The price the client holds now, not the one this render showed: a push may have come since (its
        // frame not drawn yet), and a bet always takes the latest price.
        const latest = findOption(feed.latest(matchId), market.id, optionType);
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
        <OddsPrice
          matchId={matchId}
          marketId={market.id}
          optionType={optionType}
          od={option.od}
          suspended={suspended}
          nameOf={nameOf}
          states={states}
          moveNames={block ? null : moveNames}
        />
      </span>
    </button>
  );
});
