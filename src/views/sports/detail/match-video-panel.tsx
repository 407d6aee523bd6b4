import { Suspense, useCallback, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { matchVideoHref, type MatchVideo } from '../../../api/live/match-video';
import type { Resource } from '../../use-resource';
import { useServices } from '../../app-services';
import { LoadFailed } from '../../common/load-failed';
import { lazyReady, readyLoader } from '../../lazy-ready';
import { readMatchVideos } from '../common/match-videos';

/** The live room's player (mpegts.js behind the player chart), loaded only when a match's video opens. */
const RoomPlayer = lazyReady(readyLoader(() => import('../../live-room/player/room-player')));

/**
 * The match's own video on its page (`?video=1`, docs/product.md "Sports betting"), in the app's one
 * player. When a presenter streams the match instead, the way into that room; with no video on air, a
 * sentence saying so. Loading, failure and retry come from the page's videoList resource.
 */
export function MatchVideoPanel({
  matchId,
  ended,
  videos,
}: {
  matchId: number;
  /** The match is over: its video has ended, not gone off air for a while. */
  ended: boolean;
  videos: Resource<ReadonlyMap<number, MatchVideo>>;
}) {
  const { t } = useTranslation('match-detail');
  const close = (
    <Link className="btn sd-video-close" to={`/sports/sportsdetail/${matchId}`} replace>
      {t('video.close')}
    </Link>
  );
  const video = videos.data?.get(matchId);
  let body;
  if (videos.status === 'failed' && !videos.data) body = <LoadFailed what={t('video.what')} onRetry={videos.retry} />;
  else if (!videos.data) body = <VideoSkeleton />;
  else if (video?.kind === 'feed') body = <FeedPlayer matchId={matchId} url={video.url} ended={ended} />;
  else if (video?.kind === 'room')
    body = (
      <p className="sd-video-note" role="status">
        {t('video.inRoom')}{' '}
        <Link className="btn btn-primary" to={matchVideoHref(matchId, video)}>
          {t('video.openRoom')}
        </Link>
      </p>
    );
  else
    body = (
      <p className="sd-video-note" role="status">
        {t('video.none')}
      </p>
    );
  return (
    <section className="sd-video card" aria-label={t('video.region')} data-testid="match-video">
      {body}
      <div className="sd-video-bar">{close}</div>
    </section>
  );
}

function VideoSkeleton() {
  const { t } = useTranslation('match-detail');
  return <div className="skeleton sd-video-skeleton" role="status" aria-busy="true" aria-label={t('video.loading')} />;
}

/**
 * The player on the match's `liveUrl` (checked when videoList was parsed). Asked whether it is on air
 * (after a failed load) and for fresh sources, it reads videoList again: the match still listed is
 * live, else ended when the match is over and offline otherwise.
 */
function FeedPlayer({ matchId, url, ended }: { matchId: number; url: string; ended: boolean }) {
  const { t } = useTranslation('match-detail');
  const services = useServices();
  const endedRef = useRef(ended);
  endedRef.current = ended;
  const label = t('video.region');
  const sources = useMemo(() => [{ id: 'match', label, url }], [label, url]);
  const current = useCallback(async () => {
    const video = (await readMatchVideos(services)).get(matchId);
    return video?.kind === 'feed' ? video : null;
  }, [services, matchId]);
  const checkStatus = useCallback(
    async () => ((await current()) ? 'live' : endedRef.current ? 'ended' : 'offline') as 'live' | 'offline' | 'ended',
    [current],
  );
  const renewSources = useCallback(async () => {
    const video = await current();
    return video ? [{ id: 'match', label, url: video.url }] : [];
  }, [current, label]);
  return (
    <Suspense fallback={<VideoSkeleton />}>
      <RoomPlayer
        streamId={`match-${matchId}`}
        sources={sources}
        checkStatus={checkStatus}
        renewSources={renewSources}
      />
    </Suspense>
  );
}
