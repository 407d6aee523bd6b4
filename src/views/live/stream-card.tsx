import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { StreamCard as StreamCardData } from '../../api/live/live-schemas';
import { STREAM_STATUS } from '../../api/live/stream-status';
import { LiveBadge } from '../common/live-badge';
import { SpokenAs } from '../common/spoken-as';
import { LiveImage } from './live-image';
import { useDateTime } from '../common/use-date-time';
import { useNumber } from '../common/use-number';

/** A viewer count shown as people read it (1.2K, the locale's own compact form) and spoken in full ("1,234 viewers"). */
export function ViewerCount({ count }: { count: number }) {
  const { t } = useTranslation('live');
  const { number, compact } = useNumber();
  return <SpokenAs label={t('card.viewers', { count, n: number(count) })}>{compact(count)}</SpokenAs>;
}

export interface StreamCardProps {
  stream: StreamCardData;
  /** The newest score from the score poll, else the list's own. */
  score?: string;
  /** Extra content under the card (the reserve button of an upcoming stream). */
  footer?: React.ReactNode;
}

/**
 * One stream: cover with the LIVE dot and viewers, presenter, title, the match and its live score.
 * The whole card is one link into the room; its accessible name says what and who.
 */
export const StreamCard = memo(function StreamCard({ stream, score, footer }: StreamCardProps) {
  const { t } = useTranslation('live');
  const startsAt = useDateTime('shortMonthDayClock', 'device');
  const live = stream.status === STREAM_STATUS.live;
  const match = stream.match;
  const shownScore = score ?? match?.score ?? '';
  const when = startsAt(stream.startTime);
  return (
    <article className="stream-card card" data-testid={`stream-${stream.id}`} data-status={stream.status}>
      <Link
        to={`/anchorPlay/${stream.id}`}
        className="stream-link"
        aria-label={t('card.open', { title: stream.title, presenter: stream.presenterName })}
      >
        <div className="stream-cover">
          <LiveImage src={stream.cover} className="stream-cover-img" />
          {live ? (
            <LiveBadge word={t('status.live')} tone="cover" />
          ) : (
            <span className={`status-badge status-${stream.status}`}>{t(`status.s${stream.status}`)}</span>
          )}
          {live && (
            <span className="stream-viewers tabular">
              <ViewerCount count={stream.viewers} />
            </span>
          )}
          {stream.fee > 0 && <span className="fee-badge">{t('card.fee')}</span>}
        </div>
        <div className="stream-body">
          <div className="stream-presenter">
            <LiveImage src={stream.avatar} className="stream-avatar" size={28} />
            <span className="stream-presenter-name">{stream.presenterName}</span>
          </div>
          <p className="stream-title">{stream.title}</p>
          {match && (
            <p className="stream-match">
              <span className="stream-teams">
                {match.home} – {match.away}
              </span>
              {shownScore ? (
                <span className="stream-score tabular" data-testid={`score-${stream.id}`}>
                  {shownScore.replace(':', ' : ')}
                </span>
              ) : (
                <span className="stream-when">{when}</span>
              )}
            </p>
          )}
          {match && <p className="stream-league">{match.league}</p>}
        </div>
      </Link>
      {footer}
    </article>
  );
});
