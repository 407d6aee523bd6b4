import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ReserveCard, StreamCard as StreamCardData, VideoMatch } from '../../api/live/live-schemas';
import { LiveBadge } from '../common/live-badge';
import { ReserveButton } from './reserve-button';
import { StreamCard } from './stream-card';
import { useDateTime } from '../common/use-date-time';

/** Skeleton cards shaped like the grid, while the lists load. */
export function CardSkeletons({ count = 4 }: { count?: number }) {
  return (
    <div className="stream-grid" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="stream-card card is-skeleton">
          <div className="stream-cover skeleton" />
          <div className="stream-body">
            <div className="skeleton skeleton-line" />
            <div className="skeleton skeleton-line short" />
          </div>
        </div>
      ))}
    </div>
  );
}

/**
 * A grid of stream cards. An upcoming stream with its reservation record (`reserves`, from reserveList)
 * shows the reserve row under it, the same one wherever the card appears (the upcoming list, search results).
 */
export function StreamGrid({
  streams,
  scores,
  reserves,
  testId,
}: {
  streams: readonly StreamCardData[];
  scores: ReadonlyMap<number, string>;
  reserves?: ReadonlyMap<number, ReserveCard>;
  testId?: string;
}) {
  return (
    <div className="stream-grid" data-testid={testId}>
      {streams.map((s) => {
        const reserve = reserves?.get(s.id);
        return (
          <StreamCard
            key={s.id}
            stream={s}
            {...(scores.has(s.fbId) ? { score: scores.get(s.fbId)! } : {})}
            {...(reserve ? { footer: <ReserveRow stream={reserve} /> } : {})}
          />
        );
      })}
    </div>
  );
}

/** An upcoming stream's reservation: the member's state and the server's count (countReserve), and the toggle. */
function ReserveRow({ stream }: { stream: ReserveCard }) {
  return (
    <ReserveButton streamId={stream.id} reserved={stream.reserved} count={stream.reserveCount} title={stream.title} />
  );
}

export function UpcomingGrid({ streams }: { streams: readonly ReserveCard[] }) {
  return (
    <div className="stream-grid" data-testid="upcoming-streams">
      {streams.map((s) => (
        <StreamCard key={s.id} stream={s} footer={<ReserveRow stream={s} />} />
      ))}
    </div>
  );
}

/** Matches with video (matchListFront): into the live stream when there is one, else the first stream. */
export function VideoMatchList({ matches }: { matches: readonly VideoMatch[] }) {
  const { t } = useTranslation('live');
  const time = useDateTime('shortMonthDayClock', 'device');
  return (
    <ul className="video-matches" data-testid="video-matches">
      {matches.map((m) => {
        const streamId = m.liveStreamIds[0] ?? m.streamIds[0];
        const live = m.liveStreamIds.length > 0;
        return (
          <li key={m.fbId} className="video-match card">
            <Link to={`/anchorPlay/${streamId}`} className="video-match-link">
              <span className="video-match-teams">
                {m.home} – {m.away}
              </span>
              <span className="video-match-league">{m.league}</span>
              {live ? (
                <LiveBadge word={t('status.live')} tone="bar">
                  <span className="tabular">{m.score.replace(':', ' : ')}</span>
                </LiveBadge>
              ) : (
                <span className="video-match-time">{time(m.bt)}</span>
              )}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
