import { lazy, Suspense } from 'react';
import { useAfterIdle } from './after-idle';

/**
 * The ad is optional: when its chunk cannot load (offline, a deploy in between), this visit has no ad.
 * Left to reject, the lazy component would throw past the layout and blank the whole page.
 */
const PopupAdHost = lazy(() => import('../promo/popup-ad-host').catch(() => ({ default: NoAd })));

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
