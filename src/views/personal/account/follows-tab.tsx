import { use } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useServices } from '../../app-services';
import type { Match } from '../../../api/provider/match-schemas';
import { followedIds, isFollowed } from '../../../lib/sports/follow-list';
import type { FollowList } from '../../../lib/platform/storage';
import { LoadFailed } from '../../common/load-failed';
import { useFollowList, useFollowStore } from '../../sports/common/use-sports-prefs';
import { useResource } from '../../use-resource';
import { HistorySkeleton } from '../history-states';
import { useDateTime } from '../../common/use-date-time';

const LIVE = 5;
const title = (m: Match) => (m.ts && m.ts.length >= 2 ? `${m.ts[0]!.na} – ${m.ts[1]!.na}` : m.nm);

/**
 * The follow list (the same store as the stars on the sports screens): each followed match the
 * provider still lists, with its league and start, a link to its detail and Unfollow. Matches
 * that finished are no longer listed; they can be cleared from the list in one press.
 */
export default function FollowsTab() {
  const { t } = useTranslation('account');
  const list = useFollowList();
  const ids = followedIds(list);
  if (ids.length === 0) {
    return (
      <div className="card empty account-card" data-testid="follows-empty">
        <p>{t('follows.empty')}</p>
        <Link to="/sports" className="btn btn-primary">
          {t('follows.browse')}
        </Link>
      </div>
    );
  }
  return <FollowedMatches list={list} />;
}

function FollowedMatches({ list }: { list: FollowList }) {
  const { t } = useTranslation('account');
  const when = useDateTime('weekdayMonthDayClock', 'device');
  const { followedMatches } = use(useServices().history());
  const store = useFollowStore();
  // Asked once, for what was followed on arrival; an unfollow here only hides the row.
  const matches = useResource(() => followedMatches(followedIds(list)));
  if (matches.status === 'loading' || matches.status === 'loaded')
    return <HistorySkeleton label={t('follows.loading')} rows={3} />;
  if (matches.status === 'failed') return <LoadFailed what={t('follows.what')} onRetry={matches.retry} />;
  const shown = (matches.data ?? []).filter((m) => isFollowed(list, m.id));
  const listedIds = new Set((matches.data ?? []).map((m) => m.id));
  const gone = followedIds(list).filter((id) => !listedIds.has(id));
  const clearGone = () => {
    const next: Record<string, readonly number[]> = {};
    for (const [sport, ids] of Object.entries(list)) {
      const kept = ids.filter((id) => listedIds.has(id));
      if (kept.length > 0) next[sport] = kept;
    }
    store.replace(next);
  };
  return (
    <div className="account-stack">
      {shown.length > 0 && (
        <ul className="follow-list" data-testid="follow-list">
          {shown.map((m) => (
            <li key={m.id} className="card follow-row">
              <div className="follow-main">
                <p className="follow-league">{m.lg.na}</p>
                <Link to={`/sports/sportsdetail/${m.id}`} className="follow-title">
                  {title(m)}
                </Link>
                <p className="follow-when">
                  {m.ms === LIVE ? <span className="follow-live">{t('follows.live')}</span> : when(m.bt)}
                </p>
              </div>
              <button
                type="button"
                className="btn"
                aria-label={t('follows.unfollowOne', { match: title(m) })}
                onClick={() => store.toggle(m.sid, m.id)}
              >
                {t('follows.unfollow')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {gone.length > 0 && (
        <div className="card account-card" data-testid="follows-gone">
          <p>{t('follows.gone', { count: gone.length })}</p>
          <button type="button" className="btn" onClick={clearGone}>
            {t('follows.clearGone')}
          </button>
        </div>
      )}
    </div>
  );
}
