import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { DetailOf } from '../../../api/site/promo-api';
import { useServices } from '../../app-services';

/**
 * The tournament's coming matches from the sports feed, kick-off in the site's display time zone;
 * each row opens the match on /sports, where it can be bet on.
 */
export function ScheduleTemplate({ detail }: { detail: DetailOf<'schedule'> }) {
  const { t, i18n } = useTranslation('promo');
  const { variant } = useServices();
  const time = new Intl.DateTimeFormat(i18n.language, { timeZone: variant.displayTimeZone, weekday: 'short', day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit' });
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
                <time dateTime={new Date(m.kickoff).toISOString()}>{time.format(m.kickoff)}</time>
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
