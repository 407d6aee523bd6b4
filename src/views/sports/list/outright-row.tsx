import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Match } from '../../../api/provider/match-schemas';
import { outrightColumn } from '../../../lib/sports/market-columns';
import type { MatchState } from '../../../streams/match-draft';
import { MatchClock } from '../common/match-teams';
import { OddsButton } from '../common/odds-button';
import { useMatch } from '../common/use-match';
import { FollowButton } from './follow-button';

/** Selections shown in the list; the detail page has them all. */
const SHOWN = 8;

/**
 * An outright (champions list, list type 7): the competition, when it is settled, and the
 * favourites' odds; the rest are one link away on the detail page.
 */
export const OutrightRow = memo(function OutrightRow({ record }: { record: Match }) {
  const { t } = useTranslation('sports');
  const view = useMatch(record.id, record as MatchState);
  const match = view?.match ?? (record as MatchState);
  const stale = view?.stale ?? true;
  const { mty, pe } = outrightColumn(match.sid);
  const group = match.mg.find((g) => g.mty === mty && g.pe === pe) ?? match.mg[0];
  const market = group?.mks[0];
  const options = market?.op ?? [];
  return (
    <article
      className={`match-row outright-row ${stale ? 'is-stale' : ''}`}
      data-testid={`match-row-${record.id}`}
      aria-label={match.nm}
    >
      <div className="match-info">
        <Link className="match-link" to={`/sports/sportsdetail/${record.id}`}>
          <span className="outright-name">{match.nm}</span>
          <MatchClock match={match} />
        </Link>
        <FollowButton sportId={match.sid} matchId={match.id} title={match.nm} />
      </div>
      <div className="outright-options">
        {options.slice(0, SHOWN).map((option) => (
          <div key={option.ty} className="outright-option">
            <span className="outright-option-name">{option.na}</span>
            <OddsButton matchId={match.id} market={market} optionType={option.ty} stale={stale} />
          </div>
        ))}
      </div>
      {options.length > SHOWN && (
        <Link className="outright-more" to={`/sports/sportsdetail/${record.id}`}>
          {t('list.outrightMore', { count: options.length })}
        </Link>
      )}
    </article>
  );
});
