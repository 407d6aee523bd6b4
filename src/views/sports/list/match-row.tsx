import { memo, useMemo, useRef } from 'react';
import { Link } from 'react-router-dom';
import type { Match } from '../../../api/provider/match-schemas';
import { columnsOf } from '../../../lib/sports/market-columns';
import { sameBesidesMarkets, type MatchState } from '../../../streams/match-draft';
import { MatchTeams } from '../common/match-teams';
import { VideoMark } from '../common/match-videos';
import { OddsColumn, useSelectionLabels } from '../common/odds-column';
import { useMatch } from '../common/use-match';
import { NearScreenContext, useNearScreen } from '../common/near-screen';
import { FollowButton } from './follow-button';

export function matchTitle(match: Pick<MatchState, 'ts' | 'nm'>): string {
  return match.ts.length === 2 ? `${match.ts[0]!.na} – ${match.ts[1]!.na}` : match.nm;
}

function MarketCells({ match, stale, scope }: { match: MatchState; stale: boolean; scope: 'full' | 'half' }) {
  const columns = useMemo(() => columnsOf(match.sid, scope), [match.sid, scope]);
  const labels = useSelectionLabels(columns);
  if (columns.length === 0) return null;
  return (
    <div className={`match-markets scope-${scope}`} data-columns={columns.length}>
      {columns.map((column) => (
        <OddsColumn
          key={`${column.mty}-${column.pe}`}
          className="market-cell"
          match={match}
          column={column}
          stale={stale}
          labels={labels}
        />
      ))}
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
        <div className="match-actions">
          <VideoMark matchId={match.id} title={matchTitle(match)} />
          <FollowButton sportId={match.sid} matchId={match.id} title={matchTitle(match)} />
        </div>
      </div>
    );
  },
  (a, b) => sameBesidesMarkets(a.match, b.match),
);

/** The periods a row renders: both side by side on wide screens, else the one the toggle picks. */
export type RowScopes = 'both' | 'full' | 'half';

/**
 * One match of the list: clock, teams and score linking to the detail page, the video mark (when
 * the match has video on air), the follow star, and
 * the sport's market columns (full game, then first half where the sport has one; below 1200 px only
 * the period shown). Subscribed to the match's push stream while rendered; the fetched record shows
 * until the first push frame.
 */
export const MatchRow = memo(function MatchRow({ record, scopes = 'both' }: { record: Match; scopes?: RowScopes }) {
  const view = useMatch(record.id, record as MatchState);
  const match = view?.match ?? (record as MatchState);
  const stale = view?.stale ?? true;
  const own = useRef<HTMLElement>(null);
  const near = useNearScreen(own);
  return (
    <article
      ref={own}
      className={`match-row ${stale ? 'is-stale' : ''}`}
      data-testid={`match-row-${record.id}`}
      data-status={match.ms}
      aria-label={matchTitle(match)}
    >
      <RowHead match={match} />
      <NearScreenContext value={near}>
        {scopes !== 'half' && <MarketCells match={match} stale={stale} scope="full" />}
        {scopes !== 'full' && <MarketCells match={match} stale={stale} scope="half" />}
      </NearScreenContext>
    </article>
  );
});
