import { useMemo } from 'react';
import type { MarketColumnDef } from '../../../lib/sports/market-columns';
import type { MarketState, MatchState } from '../../../streams/match-draft';
import { OddsButton } from './odds-button';
import { useSportsT } from './use-sports-t';

/** The market of a column: its main line (`mbl`) when the group carries several. */
export function columnMarket(match: MatchState, column: Pick<MarketColumnDef, 'mty' | 'pe'>): MarketState | undefined {
  const group = match.mg.find((g) => g.mty === column.mty && g.pe === column.pe);
  return group?.mks.find((m) => Boolean(m.mbl)) ?? group?.mks[0];
}

/** The side labels (1, X, 2, O, U ...) of these columns, translated once per sport and language, not on every push. */
export function useSelectionLabels(columns: readonly MarketColumnDef[]): ReadonlyMap<number, string> {
  const t = useSportsT();
  return useMemo(
    () => new Map(columns.flatMap((c) => c.options.map((ty) => [ty, t(`selection.${ty}`)] as const))),
    [t, columns],
  );
}

/**
 * One list column of a match (a market type on a period, lib/sports/market-columns.ts): the odds
 * buttons of its options, top to bottom, on the column's main line. Handicap buttons say their line;
 * every other kind names its side. The match row sets its columns side by side; the live room's
 * markets put each under its title.
 */
export function OddsColumn({
  match,
  column,
  stale,
  labels,
  className,
}: {
  match: MatchState;
  column: MarketColumnDef;
  stale: boolean;
  /** From useSelectionLabels. */
  labels: ReadonlyMap<number, string>;
  className: string;
}) {
  const market = columnMarket(match, column);
  return (
    <div className={className} data-kind={column.kind}>
      {column.options.map((ty) => (
        <OddsButton
          key={ty}
          matchId={match.id}
          market={market}
          optionType={ty}
          stale={stale}
          {...(column.kind === 'handicap' ? {} : { label: labels.get(ty) })}
          showLine={column.showsLine}
        />
      ))}
    </div>
  );
}
