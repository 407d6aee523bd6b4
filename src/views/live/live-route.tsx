import { Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { lazyReady, readyLoader } from '../lazy-ready';
import { loadRoomPage } from './room-page-loader';
import { PageSkeleton } from '../shell/page-skeleton';

const LiveLobbyPage = lazyReady(readyLoader(() => import('./live-lobby-page')));
const LiveRoomPage = lazyReady(loadRoomPage);
const HomeLiveStrip = lazyReady(readyLoader(() => import('./home-live-strip')));

/**
 * /anchorPlay and /anchorPlay/:streamId: one screen for the route table, which picks the lobby or
 * the room. The start-up bundle then carries one small loader instead of two, each with the long
 * list of chunks its screen needs (`/` has a JavaScript budget, docs/bundle.md).
 */
export default function LiveRoute() {
  const { streamId } = useParams();
  return (
    <Suspense fallback={<PageSkeleton />}>{streamId === undefined ? <LiveLobbyPage /> : <LiveRoomPage />}</Suspense>
  );
}

/**
 * The home page's strip, reached through this chunk (services.liveStrip()), whose loader the
 * start-up bundle already has: the home chunk then lists no chunks of its own to preload.
 */
export function HomeLiveStripLoader() {
  return (
    <Suspense>
      <HomeLiveStrip />
    </Suspense>
  );
}
