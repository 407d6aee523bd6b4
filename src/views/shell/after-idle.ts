import { useEffect, useState } from 'react';
import { afterLoadIdle } from '../../lib/platform/after-load-idle';

/**
 * A while after the page loaded, once the browser is idle: extras (the popup ad, the
 * customer-service link's config) load then, so they add nothing to what the first load of a page
 * downloads (the budget counts until the network is quiet for 500 ms: scripts/bundle-report.ts).
 */
export const EXTRAS_DELAY_MS = 2500;

export function useAfterIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => afterLoadIdle(() => setIdle(true), EXTRAS_DELAY_MS), []);
  return idle;
}
