import { createContext, useContext, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { matchVideoHref, matchVideos, type MatchVideo } from '../../../api/live/match-video';
import { loadChunk } from '../../../lib/platform/load-chunk';
import { useServices, type AppServices } from '../../app-services';
import { useResource, type Resource } from '../../use-resource';

/**
 * Which matches have video on air and where it opens (docs/product.md, "Sports betting"): the live
 * catalogue's videoList, asked again every minute. A failed answer shows no marks (the next minute
 * tells); the match itself is unaffected.
 */
export const MATCH_VIDEO_REFRESH_MS = 60_000;

const NONE: ReadonlyMap<number, MatchVideo> = new Map();

/**
 * The video list call alone, loaded with the first screen that shows marks: not the whole live catalogue
 * (`services.live()`), and not one more loader in the start-up code of services.ts (`/`'s budget).
 */
const loadVideoListApi = loadChunk(() => import('../../../api/live/video-list-api'));

/** The video list on air, by match: where each match's video opens. */
export async function readMatchVideos(services: AppServices, signal?: AbortSignal) {
  const { createVideoListApi } = await loadVideoListApi();
  return matchVideos(await createVideoListApi(services.clients.live).videoSources(signal));
}

export function useMatchVideoSources(): Resource<ReadonlyMap<number, MatchVideo>> {
  const services = useServices();
  return useResource((signal) => readMatchVideos(services, signal), {
    pollMs: MATCH_VIDEO_REFRESH_MS,
    isEmpty: () => false,
  });
}

const MatchVideosContext = createContext<ReadonlyMap<number, MatchVideo>>(NONE);

/** One videoList for every row of a list (each row's mark reads it by match id). */
export function MatchVideosProvider({ children }: { children: ReactNode }) {
  const videos = useMatchVideoSources();
  return <MatchVideosContext.Provider value={videos.data ?? NONE}>{children}</MatchVideosContext.Provider>;
}

/**
 * The mark of a row whose match has video on air: a link into the room that streams it, or to the
 * match page with the match's own video playing. Nothing for a match without video.
 */
export function VideoMark({ matchId, title }: { matchId: number; title: string }) {
  const { t } = useTranslation('sports');
  const video = useContext(MatchVideosContext).get(matchId);
  if (!video) return null;
  const label = t(video.kind === 'room' ? 'video.room' : 'video.watch', { match: title });
  return (
    <Link
      className="video-mark"
      to={matchVideoHref(matchId, video)}
      data-testid={`video-${matchId}`}
      data-kind={video.kind}
      aria-label={label}
      title={label}
    >
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none">
        <rect x="2.5" y="5.5" width="13" height="13" rx="2.5" stroke="currentColor" strokeWidth="1.8" />
        <path d="M15.5 10.5l6-3.5v10l-6-3.5z" fill="currentColor" />
      </svg>
    </Link>
  );
}
