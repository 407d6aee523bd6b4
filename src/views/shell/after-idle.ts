import { useEffect, useState } from 'react';

type IdleWindow = Window & { requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number; cancelIdleCallback?: (id: number) => void };

/**
 * True once the page has loaded and the browser is idle: extras (the popup ad, the customer-service
 * link's config) load then, so they add nothing to what the first paint waits for.
 */
export function useAfterIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const w = window as IdleWindow;
    let idleId: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const whenIdle = () => {
      if (w.requestIdleCallback) idleId = w.requestIdleCallback(() => setIdle(true), { timeout: 3000 });
      else timer = setTimeout(() => setIdle(true), 1500);
    };
    if (document.readyState === 'complete') whenIdle();
    else w.addEventListener('load', whenIdle, { once: true });
    return () => {
      w.removeEventListener('load', whenIdle);
      if (idleId !== undefined) w.cancelIdleCallback?.(idleId);
      if (timer) clearTimeout(timer);
    };
  }, []);
  return idle;
}
