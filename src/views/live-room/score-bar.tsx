import { useTranslation } from 'react-i18next';
import type { Observable } from 'rxjs';
import type { StreamInfo } from '../../api/live/live-schemas';
import { matchScores } from '../../lib/sports/clock';
import type { MatchView } from '../../streams/match-feed-types';
import { useLatest } from './sync/use-room-sync';
import { LiveBadge } from '../common/live-badge';
import { SpokenAs } from '../common/spoken-as';
import { ViewerCount } from '../live/stream-card';

/**
 * Above the video: the streamed match and its score from the push feed as the viewer's video shows it
 * (`match$`: the room's video sync, live when the sync is off; the catalogue's own score until the
 * feed's first frame), the LIVE dot and the viewer count.
 */
export function ScoreBar({
  info,
  status,
  match$,
}: {
  info: StreamInfo;
  status: 'live' | 'offline' | 'upcoming';
  match$: Observable<MatchView>;
}) {
  const onAir = status === 'live';
  const { t } = useTranslation('live');
  const view = useLatest(match$, null);
  const goals = view ? matchScores(view.match.sid, view.match.nsg ?? []).goals : null;
  const score = goals ? `${goals[0]}:${goals[1]}` : (info.match?.score ?? '');
  const [home, away] = score ? score.split(':') : ['', ''];
  return (
    <div className="score-bar" data-testid="score-bar">
      {onAir ? (
        <LiveBadge word={t('status.live')} tone="bar" wordFrom="phone" />
      ) : (
        // The status of the room's chart, not the info's: the info is read once, so a stream gone off air since still says live there.
        <span className="status-badge">{t(`status.s${status === 'offline' ? 3 : info.status}`)}</span>
      )}
      {info.match ? (
        <p className="score-bar-match">
          <SpokenAs
            className="score-bar-shown"
            label={t('room.scoreName', {
              home: info.match.home,
              away: info.match.away,
              score: score ? score.replace(':', ' : ') : t('room.vs'),
            })}
          >
            <span className="score-bar-team">{info.match.home}</span>
            <span className="score-bar-score tabular" data-testid="room-score">
              {score ? `${home} : ${away}` : t('room.vs')}
            </span>
            <span className="score-bar-team">{info.match.away}</span>
          </SpokenAs>
        </p>
      ) : (
        <p className="score-bar-match">{info.title}</p>
      )}
      {onAir && (
        <span className="score-bar-viewers tabular">
          <ViewerCount count={info.viewers} />
        </span>
      )}
    </div>
  );
}
