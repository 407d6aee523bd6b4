import { useTranslation } from 'react-i18next';
import { clockDisplay, isLive, matchScores, startTime } from '../../../lib/sports/clock';
import type { MatchState } from '../../../streams/match-draft';
import { useServices } from '../../app-services';
import { useNow } from './use-now';
import { LiveBadge } from '../../common/live-badge';

/**
 * The clock line: LIVE + period + running time for live matches, the start time for matches not
 * started (ms 4), the status name otherwise. A running clock re-renders once a second on the
 * shared ticker; stopped clocks and prematch rows never tick.
 */
export function MatchClock({ match }: { match: MatchState }) {
  const { t, i18n } = useTranslation('sports');
  const { variant } = useServices();
  const now = useNow(isLive(match.ms) && match.mc.r);
  const display = clockDisplay(match, now);
  if (display.kind === 'start') {
    const start = startTime(display.bt, now, i18n.language, variant.displayTimeZone);
    return (
      <time className="match-clock tabular" dateTime={new Date(display.bt).toISOString()}>
        <span className="match-day">{start.day ? t(start.day) : start.date}</span> <span>{start.time}</span>
      </time>
    );
  }
  if (display.kind === 'status') {
    return <span className="match-clock match-status">{t(display.key)}</span>;
  }
  return (
    <span className="match-clock is-live tabular">
      <LiveBadge word={t('live')} wordFrom="pc" />
      <span>{t(display.period.key, display.period.values)}</span>
      {display.time && <span className="match-time">{display.time}</span>}
    </span>
  );
}

/** Red cards as a small red card with the count (soccer). */
function RedCards({ count, label }: { count: number; label: string }) {
  if (count <= 0) return null;
  return (
    <span className="red-card" role="img" aria-label={label}>
      {count}
    </span>
  );
}

/**
 * Teams, score and clock of a match (or the outright's name). Scores come from `nsg` on the
 * full-match period: goals/points, with corners and cards for soccer.
 */
export function MatchTeams({ match, showClock = true }: { match: MatchState; showClock?: boolean }) {
  const { t } = useTranslation('sports');
  const scores = matchScores(match.sid, match.nsg);
  const [home, away] = match.ts;
  const showScore = scores.goals !== null && match.ms !== 4;
  return (
    <div className="match-teams">
      {showClock && <MatchClock match={match} />}
      {home && away ? (
        <>
          <div className="team-line">
            <span className="team-name">{home.na}</span>
            <RedCards
              count={scores.red?.[0] ?? 0}
              label={t('redCards', { home: scores.red?.[0] ?? 0, away: scores.red?.[1] ?? 0 })}
            />
            {showScore && <span className="team-score tabular">{scores.goals![0]}</span>}
          </div>
          <div className="team-line">
            <span className="team-name">{away.na}</span>
            <RedCards
              count={scores.red?.[1] ?? 0}
              label={t('redCards', { home: scores.red?.[0] ?? 0, away: scores.red?.[1] ?? 0 })}
            />
            {showScore && <span className="team-score tabular">{scores.goals![1]}</span>}
          </div>
          {showScore && (
            <span className="visually-hidden">{t('score', { home: scores.goals![0], away: scores.goals![1] })}</span>
          )}
          {scores.corners && match.ms === 5 && (
            <span className="match-extra tabular">
              {t('corners', { home: scores.corners[0], away: scores.corners[1] })}
            </span>
          )}
        </>
      ) : (
        <div className="team-line">
          <span className="team-name">{match.nm}</span>
        </div>
      )}
    </div>
  );
}
