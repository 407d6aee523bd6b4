import { lazy, Suspense, useEffect, useRef, useState } from 'react';

const HomeLiveStrip = lazy(() => import('./home-live-strip'));

/**
 * The home page's strip of live streams, loaded only when its place comes on screen: `/` keeps its
 * JavaScript budget (docs/bundle.md), and a visitor who never scrolls there never pays for it.
 * (Every browser this site supports has IntersectionObserver.)
 */
export function LazyLiveStrip() {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const observer = new IntersectionObserver((entries) => entries[0]?.isIntersecting && setNear(true));
    observer.observe(ref.current!);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={ref} className="home-live-slot">
      {near && (
        <Suspense>
          <HomeLiveStrip />
        </Suspense>
      )}
    </div>
  );
}
