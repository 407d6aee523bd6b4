import { memo, useMemo } from 'react';
import { Link } from 'react-router-dom';
import type { Match } from '../../../api/provider/match-schemas';
import { columnsOf, type MarketColumnDef } from '../../../lib/sports/market-columns';
import { sameBesidesMarkets, type MarketState, type MatchState } from '../../../streams/match-draft';
import { MatchTeams } from '../common/match-teams';
import { OddsButton } from '../common/odds-button';
import { useMatch } from '../common/use-match';
import { useSportsT } from '../common/use-sports-t';
import { FollowButton } from './follow-button';

/** The market of a column: its main line (`mbl`) when the group carries several. */
export function columnMarket(match: MatchState, column: Pick<MarketColumnDef, 'mty' | 'pe'>): MarketState | undefined {
  const group = match.mg.find((g) => g.mty === column.mty && g.pe === column.pe);
  return group?.mks.find((m) => Boolean(m.mbl)) ?? group?.mks[0];
}

export function matchTitle(match: Pick<MatchState, 'ts' | 'nm'>): string {
  return match.ts.length === 2 ? `${match.ts[0]!.na} – ${match.ts[1]!.na}` : match.nm;
}

function MarketCells({ match, stale, scope }: { match: MatchState; stale: boolean; scope: 'full' | 'half' }) {
  const t = useSportsT();
  const columns = useMemo(() => columnsOf(match.sid, scope), [match.sid, scope]);
  // The side labels (1, X, 2, O, U ...) translated once per sport and language, not on every push.
  const labels = useMemo(() => new Map(columns.flatMap((c) => c.options.map((ty) => [ty, t(`selection.${ty}`)] as const))), [t, columns]);
  if (columns.length === 0) return null;
  return (
    <div className={`match-markets scope-${scope}`} data-columns={columns.length}>
      {columns.map((column) => {
        const market = columnMarket(match, column);
        return (
          <div key={`${column.mty}-${column.pe}`} className="market-cell" data-kind={column.kind}>
            {column.options.map((ty) => (
              <OddsButton
                key={ty}
                matchId={match.id}
                market={market}
                optionType={ty}
                stale={stale}
                // Handicap buttons say their line; every other kind names its side (1, X, 2, O, U ...).
                {...(column.kind === 'handicap' ? {} : { label: labels.get(ty) })}
                showLine={column.showsLine}
              />
            ))}
          </div>
        );
      })}
    </div>
  );
}

/**
 * Teams, score and clock of a row: rendered again only when something besides the markets changed.
 * Under an odds storm nearly every push moves only prices, and the head's translations, dates and
 * clock cost a row's render a good part of its script time (docs/performance.md).
 */
const RowHead = memo(
  function RowHead({ match }: { match: MatchState }) {
    return (
      <div className="match-info">
        <Link className="match-link" to={`/sports/sportsdetail/${match.id}`}>
          <MatchTeams match={match} />
        </Link>
        <FollowButton sportId={match.sid} matchId={match.id} title={matchTitle(match)} />
      </div>
    );
  },
  (a, b) => sameBesidesMarkets(a.match, b.match),
);

/** The periods a row renders: both side by side on wide screens, else the one the toggle picks. */
export type RowScopes = 'both' | 'full' | 'half';

/**
 * One match of the list: clock, teams and score linking to the detail page, the follow star, and
 * the sport's market columns (full game, then first half where the sport has one; below 1200 px only
 * the period shown). Subscribed to the match's push stream while rendered; the fetched record shows
 * until the first push frame.
 */
export const MatchRow = memo(function MatchRow({ record, scopes = 'both' }: { record: Match; scopes?: RowScopes }) {
  const view = useMatch(record.id, record as MatchState);
  const match = view?.match ?? (record as MatchState);
  const stale = view?.stale ?? true;
  return (
    <article className={`match-row ${stale ? 'is-stale' : ''}`} data-testid={`match-row-${record.id}`} data-status={match.ms} aria-label={matchTitle(match)}>
      <RowHead match={match} />
      {scopes !== 'half' && <MarketCells match={match} stale={stale} scope="full" />}
      {scopes !== 'full' && <MarketCells match={match} stale={stale} scope="half" />}
    </article>
  );
});
