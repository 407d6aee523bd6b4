import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useServices } from '../app-services';

/**
 * The home page's strip of live streams, loaded only when its place comes on screen: `/` keeps its
 * JavaScript budget (docs/bundle.md), and a visitor who never scrolls there never pays for it.
 * (Every browser this site supports has IntersectionObserver.)
 */
export function LazyLiveStrip() {
  const services = useServices();
  const ref = useRef<HTMLDivElement>(null);
  const [Strip, setStrip] = useState<ComponentType | null>(null);
  useEffect(() => {
    const observer = new IntersectionObserver((entries) => {
      if (!entries[0]?.isIntersecting) return;
      observer.disconnect();
      void services.liveStrip().then((strip) => setStrip(() => strip));
    });
    observer.observe(ref.current!);
    return () => observer.disconnect();
  }, [services]);
  return (
    <div ref={ref} className="home-live-slot">
      {Strip && <Strip />}
    </div>
  );
}
