import { lazy, Suspense, useEffect, useRef, useState } from 'react';

const HomeLiveStrip = lazy(() => import('./home-live-strip'));

/**
 * The home page's strip of live streams, loaded only when its place comes near the screen: `/` keeps
 * its JavaScript budget (docs/bundle.md), and a visitor who never scrolls there never pays for it.
 */
export function LazyLiveStrip() {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver !== 'function') return setNear(true);
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: '200px 0px' });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={ref} className="home-live-slot">
      {near && (
        <Suspense fallback={null}>
          <HomeLiveStrip />
        </Suspense>
      )}
    </div>
  );
}
