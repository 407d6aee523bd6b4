import { lazy, Suspense } from 'react';
import { readyLoader } from '../lazy-ready';
import { useAfterIdle } from './after-idle';

/**
 * The ad is optional: when its chunk cannot load in the end (offline, it waits for the connection; a
 * deploy in between), this visit has no ad. Left to reject, the lazy component would throw past the
 * layout and blank the whole page.
 */
const loadPopupAd = readyLoader(() => import('../promo/popup-ad-host'));
const PopupAdHost = lazy(() => loadPopupAd().catch(() => ({ default: NoAd })));

function NoAd() {
  return null;
}

/** The popup ad's chunk loads only after the page is idle (it must not weigh on the first load of `/`). */
export function IdlePopupAd() {
  const idle = useAfterIdle();
  return idle ? (
    <Suspense fallback={null}>
      <PopupAdHost />
    </Suspense>
  ) : null;
}
