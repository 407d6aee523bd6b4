import { useEffect, useState } from 'react';

type IdleWindow = Window & { requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number; cancelIdleCallback?: (id: number) => void };

/**
 * A while after the page loaded, once the browser is idle: extras (the popup ad, the
 * customer-service link's config) load then, so they add nothing to what the first load of a page
 * downloads (the budget counts until the network is quiet for 500 ms: scripts/bundle-report.ts).
 */
export const EXTRAS_DELAY_MS = 2500;

export function useAfterIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const w = window as IdleWindow;
    let idleId: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const whenIdle = () => {
      timer = setTimeout(() => {
        if (w.requestIdleCallback) idleId = w.requestIdleCallback(() => setIdle(true), { timeout: 3000 });
        else setIdle(true);
      }, EXTRAS_DELAY_MS);
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
