import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { afterFirstPaint } from '../../../lib/platform/after-first-paint';
import { useServices } from '../../app-services';

/**
 * False on the screen's first paint, true from just after it; at that moment the push feed and the
 * bet slip start loading (services.sportsFeed(), betSlip(): socket.io, RxJS and the slip's
 * machines, ~40 KB gzip, and the building of both). Asked for at start-up, they shared the slow
 * first connection with what the first paint needs and were built before it, so the sports screens
 * painted their heading only once both were there. Just after: afterFirstPaint.
 */
export function useFeedAfterPaint(): boolean {
  const services = useServices();
  const [ready, setReady] = useState(false);
  useEffect(
    () =>
      afterFirstPaint(() => {
        // The feed, then the slip in a task of its own: each asks for its chunks (Vite's preload helper
        // adds a link per file) and both in one task made a long task after the first paint (TBT).
        void services.sportsFeed().catch(() => undefined);
        // Not cancelled with the effect: the slip is the app's one (asking twice returns the same).
        setTimeout(() => void services.betSlip().catch(() => undefined), 0);
        setReady(true);
      }),
    [services],
  );
  return ready;
}

/**
 * What renders with the feed or the slip (the connection bar, the slip panel): `fallback`, of the
 * same size, until the screen has painted and the feed or slip it suspends on is there.
 */
export function FeedBoundary({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const ready = useFeedAfterPaint();
  // Not the stand-in as the boundary's content: suspending, React would keep that one hidden and
  // show a second copy as the fallback (two connection bars in the DOM at once).
  return ready ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}
