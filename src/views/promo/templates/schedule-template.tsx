import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { DetailOf } from '../../../api/site/promo-api';
import { useDateTime } from '../../common/use-date-time';

/**
 * The tournament's coming matches from the sports feed, kick-off in the site's display time zone;
 * each row opens the match on /sports, where it can be bet on.
 */
export function ScheduleTemplate({ detail }: { detail: DetailOf<'schedule'> }) {
  const { t } = useTranslation('promo');
  const time = useDateTime('weekdayDayMonthClock');
  const { matches } = detail.content;
  return (
    <section className="promo-body card" aria-labelledby="schedule-head">
      <h2 id="schedule-head">{t('schedule.heading')}</h2>
      {matches.length === 0 ? (
        <p className="muted" role="status">
          {t('schedule.empty')}
        </p>
      ) : (
        <ul className="schedule-list">
          {matches.map((m) => (
            <li key={m.id}>
              <Link className="schedule-row" to={`/sports/sportsdetail/${m.id}`}>
                <time dateTime={new Date(m.kickoff).toISOString()}>{time(m.kickoff)}</time>
                <span className="schedule-league muted">{m.league}</span>
                <span className="schedule-teams">{t('schedule.versus', { home: m.home, away: m.away })}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <div className="promo-actions">
        <Link className="btn btn-primary" to="/sports">
          {t('schedule.bet')}
        </Link>
      </div>
    </section>
  );
}
