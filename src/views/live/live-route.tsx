import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { PageSkeleton } from '../shell/page-skeleton';

const LiveLobbyPage = lazy(() => import('./live-lobby-page'));
const LiveRoomPage = lazy(() => import('../live-room/live-room-page'));

/**
 * /anchorPlay and /anchorPlay/:streamId: one screen for the route table, which picks the lobby or
 * the room. The start-up bundle then carries one small loader instead of two with the long lists
 * of chunks the lobby and the room need (`/` has a JavaScript budget, docs/bundle.md).
 */
export default function LiveRoute() {
  const { streamId } = useParams();
  return <Suspense fallback={<PageSkeleton />}>{streamId === undefined ? <LiveLobbyPage /> : <LiveRoomPage />}</Suspense>;
}
