import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { matchVideoHref, type MatchVideo } from '../../../api/live/match-video';
import { matchScores } from '../../../lib/sports/clock';
import type { MatchState } from '../../../streams/match-draft';
import { MatchClock } from '../common/match-teams';
import { SportIcon } from '../common/sport-icon';
import { mediaAvailability } from './match-facts';

/**
 * The match header: league, both teams either side of the score, and the clock. Sticky on the
 * phone so the score stays in view while the markets scroll. The score is announced politely
 * when it changes (a goal), not on every clock tick. With video on air (`video`, from videoList)
 * the video badge is a link: into the room that streams the match, or to its own video on this page;
 * a match filmed but not on air yet keeps a plain badge.
 */
export function MatchHeader({ match, video }: { match: MatchState; video?: MatchVideo | undefined }) {
  const { t } = useTranslation(['match-detail', 'sports']);
  const scores = matchScores(match.sid, match.nsg);
  const [home, away] = match.ts;
  const showScore = scores.goals !== null && match.ms !== 4;
  const media = mediaAvailability(match);
  const red = scores.red ?? [0, 0];

  return (
    <header className="sd-header card" data-testid="match-header">
      <div className="sd-league">
        <SportIcon sportId={match.sid} size={16} />
        <span className="visually-hidden">{t(`sports:sport.${match.sid}`, { defaultValue: '' })}</span>
        <span className="sd-league-name">{match.lg.na}</span>
        <span className="sd-badges">
          {video ? (
            <Link
              className="sd-badge badge-video is-link"
              data-testid="badge-video"
              data-kind={video.kind}
              to={matchVideoHref(match.id, video)}
              aria-label={t(video.kind === 'room' ? 'media.openRoom' : 'media.openHere')}
              title={t(video.kind === 'room' ? 'media.openRoom' : 'media.openHere')}
            >
              {t('media.video')}
            </Link>
          ) : (
            media.video && (
              <span className="sd-badge badge-video" data-testid="badge-video">
                {t('media.video')}
              </span>
            )
          )}
          {media.animation && (
            <span className="sd-badge badge-animation" data-testid="badge-animation">
              {t('media.animation')}
            </span>
          )}
        </span>
      </div>
      {home && away ? (
        <div className="sd-scoreboard">
          <div className="sd-team sd-home">
            <span className="sd-team-name">{home.na}</span>
            {red[0] > 0 && (
              <span className="red-card" role="img" aria-label={t('sports:redCards', { home: red[0], away: red[1] })}>
                {red[0]}
              </span>
            )}
          </div>
          <div className="sd-score tabular" data-testid="match-score" aria-live="polite" aria-atomic="true">
            {showScore ? (
              <>
                <span aria-hidden="true">{`${scores.goals![0]} - ${scores.goals![1]}`}</span>
                <span className="visually-hidden">
                  {t('sports:score', { home: scores.goals![0], away: scores.goals![1] })}
                </span>
              </>
            ) : (
              <span className="sd-vs">{t('sports:versus')}</span>
            )}
          </div>
          <div className="sd-team sd-away">
            {red[1] > 0 && (
              <span className="red-card" role="img" aria-label={t('sports:redCards', { home: red[0], away: red[1] })}>
                {red[1]}
              </span>
            )}
            <span className="sd-team-name">{away.na}</span>
          </div>
        </div>
      ) : (
        <div className="sd-scoreboard is-outright">
          <span className="sd-team-name">{match.nm}</span>
        </div>
      )}
      <div className="sd-clock">
        <MatchClock match={match} />
      </div>
    </header>
  );
}
