import { useEffect } from 'react';
import { afterLoadIdle } from '../../lib/platform/after-load-idle';
import { useWarmRoute } from '../shell/warm-route';
import { useIsLoggedIn } from '../use-session';

/** Any room's path: the route, its chunk and its namespaces are the same for every stream. */
const A_ROOM = '/anchorPlay/0';

/**
 * Loads what a press into a live room needs, once the page is idle, on a page whose way into a room is on screen
 * (the lobby, the home page's strip of live cards, a match page whose match a room streams): the room route's
 * chunk and language namespaces (as a link's hover or press does, through the route table), the room's screen and
 * mpegts.js. A press then renders the room at once and it asks for its info and stream; with a cold room, the
 * downloads, the evaluation and React's hold on a screen revealed after a fallback came first (zap ~500 ms instead
 * of ~200 ms on the desktop, docs/performance.md). Only for a signed-in viewer: a guest's press asks for a login
 * first. The room's loader is imported on demand, so a page outside the live screens carries none of it.
 */
export function useWarmRoom(when: boolean): void {
  const warmRoute = useWarmRoute();
  const signedIn = useIsLoggedIn();
  const warm = when && signedIn;
  useEffect(() => {
    if (!warm) return undefined;
    return afterLoadIdle(() => {
      warmRoute(A_ROOM);
      void import('./room-page-loader').then(({ loadRoomPage }) => loadRoomPage()).catch(() => undefined);
    }, 0);
  }, [warm, warmRoute]);
}
